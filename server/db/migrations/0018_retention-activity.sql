ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_timestamp_idx" ON "chat_messages" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "users_guest_active_idx" ON "users" USING btree ("last_active_at") WHERE "users"."is_guest";--> statement-breakpoint
-- Guests already here: the latest their cookie shows them (a session is pushed back to 30 days from a request
-- once less than half of it is left), never before they were created.
UPDATE "users" SET "last_active_at" = greatest("created_at", coalesce(
	(SELECT max("expire") - interval '30 days' FROM "sessions" WHERE "sessions"."sess"->>'userId' = "users"."id"::text),
	"created_at"))
WHERE "is_guest";
