CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"context" jsonb,
	"verse_reference" jsonb,
	"interruption_data" jsonb,
	"voice_data" jsonb,
	"is_interrupted" boolean DEFAULT false NOT NULL,
	"response_latency" integer,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flagged_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer,
	"session_id" text,
	"user_id" uuid,
	"content" text NOT NULL,
	"flag_reason" text NOT NULL,
	"moderation_action" text,
	"moderator_id" uuid,
	"reported_by" text,
	"ai_confidence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"details" jsonb,
	"moderator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journey_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"journey_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"achieved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"value" integer,
	"badge" text NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"journey_id" integer NOT NULL,
	"religion" text NOT NULL,
	"book" text NOT NULL,
	"chapter" integer NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"verses_read" integer DEFAULT 0 NOT NULL,
	"chat_messages" integer DEFAULT 0 NOT NULL,
	"completed_chapter" integer DEFAULT 0 NOT NULL,
	"mood" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spiritual_journeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"total_reading_sessions" integer DEFAULT 0 NOT NULL,
	"total_time_minutes" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"last_active_date" timestamp with time zone,
	"favorite_religion" text,
	"reading_goal" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spiritual_journeys_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"religion" text NOT NULL,
	"book" text NOT NULL,
	"chapter" integer NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"journey_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"week_end" date NOT NULL,
	"total_minutes" integer DEFAULT 0 NOT NULL,
	"sessions_count" integer DEFAULT 0 NOT NULL,
	"chapters_completed" integer DEFAULT 0 NOT NULL,
	"goal_achieved" boolean DEFAULT false NOT NULL,
	"religions_explored" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"streak_maintained" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"religion" text NOT NULL,
	"section" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL,
	"chapter_count" integer NOT NULL,
	"original_name" text
);
--> statement-breakpoint
CREATE TABLE "corpus_imports" (
	"source" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"version" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scriptures" (
	"id" serial PRIMARY KEY NOT NULL,
	"religion" text NOT NULL,
	"book" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"text" text NOT NULL,
	"translation" text DEFAULT 'default' NOT NULL,
	"meta" jsonb
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" text PRIMARY KEY NOT NULL,
	"religion" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"direction" text DEFAULT 'ltr' NOT NULL,
	"licence" text NOT NULL,
	"source" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_original" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"phone" text,
	"code" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"username" text,
	"password" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"verified" integer DEFAULT 0 NOT NULL,
	"social_provider" text,
	"notification_preferences" jsonb DEFAULT '{"email":true,"sms":false,"push":true}'::jsonb NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires_at" timestamp with time zone,
	"moderation_warnings" integer DEFAULT 0 NOT NULL,
	"is_guest" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_messages" ADD CONSTRAINT "flagged_messages_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_messages" ADD CONSTRAINT "flagged_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_messages" ADD CONSTRAINT "flagged_messages_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_milestones" ADD CONSTRAINT "journey_milestones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journey_milestones" ADD CONSTRAINT "journey_milestones_journey_id_spiritual_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."spiritual_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_sessions" ADD CONSTRAINT "reading_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_sessions" ADD CONSTRAINT "reading_sessions_journey_id_spiritual_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."spiritual_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spiritual_journeys" ADD CONSTRAINT "spiritual_journeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_readings" ADD CONSTRAINT "user_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_progress" ADD CONSTRAINT "weekly_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_progress" ADD CONSTRAINT "weekly_progress_journey_id_spiritual_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."spiritual_journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","timestamp");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "flagged_messages_queue_idx" ON "flagged_messages" USING btree ("reviewed_at","created_at");--> statement-breakpoint
CREATE INDEX "flagged_messages_user_idx" ON "flagged_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moderation_logs_user_idx" ON "moderation_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journey_milestones_user_type_idx" ON "journey_milestones" USING btree ("user_id","type");--> statement-breakpoint
CREATE INDEX "reading_sessions_user_start_idx" ON "reading_sessions" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "reading_sessions_open_idx" ON "reading_sessions" USING btree ("user_id") WHERE "reading_sessions"."end_time" is null;--> statement-breakpoint
CREATE INDEX "user_readings_user_idx" ON "user_readings" USING btree ("user_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_progress_user_week_idx" ON "weekly_progress" USING btree ("user_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "books_religion_slug_idx" ON "books" USING btree ("religion","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "books_religion_name_idx" ON "books" USING btree ("religion","name");--> statement-breakpoint
CREATE INDEX "books_religion_order_idx" ON "books" USING btree ("religion","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "scriptures_passage_idx" ON "scriptures" USING btree ("religion","book","chapter","translation","verse");--> statement-breakpoint
CREATE INDEX "otp_codes_email_purpose_idx" ON "otp_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_purpose_idx" ON "otp_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "users_guest_created_idx" ON "users" USING btree ("created_at") WHERE "users"."is_guest";