DROP INDEX "reading_sessions_open_idx";--> statement-breakpoint
-- A live database may already hold several open sessions of one reader (starts that raced): keep the newest
-- open and end the others at their last counted activity (at most 30 minutes after their start), as the server
-- ends a session the client never ended, so the unique index below can be built.
UPDATE "reading_sessions" AS "older"
SET
  "end_time" = least(greatest("older"."last_activity_at", "older"."start_time"), "older"."start_time" + interval '30 minutes'),
  "duration_minutes" = round(extract(epoch FROM (least(greatest("older"."last_activity_at", "older"."start_time"), "older"."start_time" + interval '30 minutes') - "older"."start_time")) / 60)::integer
WHERE "older"."end_time" IS NULL
  AND EXISTS (
    SELECT 1 FROM "reading_sessions" AS "newer"
    WHERE "newer"."user_id" = "older"."user_id"
      AND "newer"."end_time" IS NULL
      AND ("newer"."start_time", "newer"."id") > ("older"."start_time", "older"."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "reading_sessions_one_active_idx" ON "reading_sessions" USING btree ("user_id") WHERE "reading_sessions"."end_time" is null;
