CREATE TABLE "circle_notification_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"circle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"local_day" date,
	"post_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "circle_notification_jobs_kind_check" CHECK (("circle_notification_jobs"."kind" = 'digest' and "circle_notification_jobs"."local_day" is not null and "circle_notification_jobs"."post_id" is null) or ("circle_notification_jobs"."kind" = 'reply-push' and "circle_notification_jobs"."post_id" is not null and "circle_notification_jobs"."local_day" is null))
);
--> statement-breakpoint
ALTER TABLE "circle_notification_jobs" ADD CONSTRAINT "circle_notification_jobs_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_notification_jobs" ADD CONSTRAINT "circle_notification_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_notification_jobs" ADD CONSTRAINT "circle_notification_jobs_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "circle_notification_jobs_digest_idx" ON "circle_notification_jobs" USING btree ("circle_id","user_id","local_day") WHERE "circle_notification_jobs"."kind" = 'digest';--> statement-breakpoint
CREATE UNIQUE INDEX "circle_notification_jobs_reply_idx" ON "circle_notification_jobs" USING btree ("post_id","user_id") WHERE "circle_notification_jobs"."kind" = 'reply-push';--> statement-breakpoint
CREATE INDEX "circle_notification_jobs_pending_idx" ON "circle_notification_jobs" USING btree ("run_after") WHERE "circle_notification_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "circle_notification_jobs_user_idx" ON "circle_notification_jobs" USING btree ("user_id");