CREATE TABLE "circle_day_reads" (
	"circle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_day_reads_circle_id_user_id_day_pk" PRIMARY KEY("circle_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "circle_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '14 days' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_invites_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "circle_members" (
	"circle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"show_progress" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_post_at" timestamp with time zone,
	"digest" text DEFAULT 'off' NOT NULL,
	"digest_sent_at" timestamp with time zone,
	"push_replies" boolean DEFAULT false NOT NULL,
	CONSTRAINT "circle_members_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id"),
	CONSTRAINT "circle_members_role_check" CHECK ("circle_members"."role" in ('host', 'cohost', 'member')),
	CONSTRAINT "circle_members_digest_check" CHECK ("circle_members"."digest" in ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "circle_post_reactions" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_post_reactions_post_id_user_id_emoji_pk" PRIMARY KEY("post_id","user_id","emoji"),
	CONSTRAINT "circle_post_reactions_emoji_check" CHECK ("circle_post_reactions"."emoji" in ('🙏', '❤️', '💡'))
);
--> statement-breakpoint
CREATE TABLE "circle_post_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"flagged_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circle_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"author_id" uuid,
	"parent_id" uuid,
	"is_reply" boolean DEFAULT false NOT NULL,
	"asked_by" uuid,
	"day" integer,
	"reference" jsonb,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text NOT NULL,
	"kind" text DEFAULT 'reflection' NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_posts_body_check" CHECK (char_length("circle_posts"."body") <= 8000),
	CONSTRAINT "circle_posts_reply_check" CHECK ("circle_posts"."parent_id" is null or "circle_posts"."is_reply"),
	CONSTRAINT "circle_posts_kind_check" CHECK ("circle_posts"."kind" in ('reflection', 'scholar-question', 'scholar-answer'))
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"plan_id" text,
	"starts_on" date,
	"created_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circles_name_check" CHECK (char_length("circles"."name") between 1 and 80),
	CONSTRAINT "circles_description_check" CHECK (char_length("circles"."description") <= 500),
	CONSTRAINT "circles_plan_start_check" CHECK (("circles"."plan_id" is null) = ("circles"."starts_on" is null))
);
--> statement-breakpoint
ALTER TABLE "circle_day_reads" ADD CONSTRAINT "circle_day_reads_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_day_reads" ADD CONSTRAINT "circle_day_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_invites" ADD CONSTRAINT "circle_invites_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_invites" ADD CONSTRAINT "circle_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_reactions" ADD CONSTRAINT "circle_post_reactions_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_reactions" ADD CONSTRAINT "circle_post_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_reports" ADD CONSTRAINT "circle_post_reports_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_reports" ADD CONSTRAINT "circle_post_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_post_reports" ADD CONSTRAINT "circle_post_reports_flagged_message_id_flagged_messages_id_fk" FOREIGN KEY ("flagged_message_id") REFERENCES "public"."flagged_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_parent_id_circle_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."circle_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circles" ADD CONSTRAINT "circles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_day_reads_user_idx" ON "circle_day_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "circle_invites_circle_idx" ON "circle_invites" USING btree ("circle_id");--> statement-breakpoint
CREATE INDEX "circle_members_user_idx" ON "circle_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "circle_members_one_host_idx" ON "circle_members" USING btree ("circle_id") WHERE "circle_members"."role" = 'host';--> statement-breakpoint
CREATE INDEX "circle_post_reactions_user_idx" ON "circle_post_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "circle_post_reports_post_reporter_idx" ON "circle_post_reports" USING btree ("post_id","reporter_id");--> statement-breakpoint
CREATE INDEX "circle_post_reports_reporter_idx" ON "circle_post_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "circle_posts_circle_created_idx" ON "circle_posts" USING btree ("circle_id","created_at");--> statement-breakpoint
CREATE INDEX "circle_posts_parent_idx" ON "circle_posts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "circle_posts_author_idx" ON "circle_posts" USING btree ("author_id");