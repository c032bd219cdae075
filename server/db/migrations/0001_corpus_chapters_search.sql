CREATE TABLE "book_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"religion" text NOT NULL,
	"book" text NOT NULL,
	"number" integer NOT NULL,
	"title" text,
	"original_title" text,
	"source_id" text,
	"verse_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scriptures" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "scriptures"."text")) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "book_chapters_book_number_idx" ON "book_chapters" USING btree ("religion","book","number");--> statement-breakpoint
CREATE INDEX "scriptures_search_idx" ON "scriptures" USING gin ("search");--> statement-breakpoint
CREATE INDEX "scriptures_translation_idx" ON "scriptures" USING btree ("translation");