CREATE TABLE "plan_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_id" integer NOT NULL,
	"hour" integer NOT NULL,
	"time_zone" text NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_reminders_hour_check" CHECK ("plan_reminders"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reminder_id" integer NOT NULL,
	"local_day" date NOT NULL,
	"channel" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "plan_reminders" ADD CONSTRAINT "plan_reminders_enrolment_id_plan_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."plan_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_jobs" ADD CONSTRAINT "reminder_jobs_reminder_id_plan_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."plan_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_reminders_enrolment_idx" ON "plan_reminders" USING btree ("enrolment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_jobs_once_idx" ON "reminder_jobs" USING btree ("reminder_id","local_day","channel");--> statement-breakpoint
CREATE INDEX "reminder_jobs_pending_idx" ON "reminder_jobs" USING btree ("run_after") WHERE "reminder_jobs"."status" = 'pending';