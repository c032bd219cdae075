CREATE TABLE "study_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"religion" text NOT NULL,
	"book" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"translation" text NOT NULL,
	"color" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_items" ADD CONSTRAINT "study_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_items_verse_idx" ON "study_items" USING btree ("user_id","kind","religion","book","chapter","verse","translation");--> statement-breakpoint
CREATE INDEX "study_items_user_created_idx" ON "study_items" USING btree ("user_id","created_at");