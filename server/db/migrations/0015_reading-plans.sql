CREATE TABLE "plan_day_completions" (
	"enrolment_id" integer NOT NULL,
	"day" integer NOT NULL,
	"how" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_day_completions_enrolment_id_day_pk" PRIMARY KEY("enrolment_id","day")
);
--> statement-breakpoint
CREATE TABLE "plan_enrolments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"started_on" date NOT NULL,
	"time_zone" text NOT NULL,
	"calendar" text,
	"shift_days" integer DEFAULT 0 NOT NULL,
	"paused_on" date,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_enrolments_shift_check" CHECK ("plan_enrolments"."shift_days" >= 0)
);
--> statement-breakpoint
ALTER TABLE "plan_day_completions" ADD CONSTRAINT "plan_day_completions_enrolment_id_plan_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."plan_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_enrolments" ADD CONSTRAINT "plan_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_enrolments_user_plan_idx" ON "plan_enrolments" USING btree ("user_id","plan_id");