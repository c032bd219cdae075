CREATE TABLE "reading_places" (
	"user_id" uuid NOT NULL,
	"religion" text NOT NULL,
	"book" text NOT NULL,
	"chapter" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_places_user_id_religion_pk" PRIMARY KEY("user_id","religion")
);
--> statement-breakpoint
ALTER TABLE "reading_places" ADD CONSTRAINT "reading_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;