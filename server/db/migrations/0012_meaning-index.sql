CREATE TABLE "meaning_passages" (
	"model" text NOT NULL,
	"religion" text NOT NULL,
	"translation" text NOT NULL,
	"book" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"hash" text NOT NULL,
	"embedding" "bytea" NOT NULL,
	CONSTRAINT "meaning_passages_model_religion_translation_book_chapter_verse_pk" PRIMARY KEY("model","religion","translation","book","chapter","verse")
);
--> statement-breakpoint
CREATE TABLE "meaning_translations" (
	"model" text NOT NULL,
	"translation" text NOT NULL,
	"religion" text NOT NULL,
	"source_version" text NOT NULL,
	"passages" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "meaning_translations_model_translation_pk" PRIMARY KEY("model","translation")
);
--> statement-breakpoint
CREATE INDEX "meaning_translations_religion_idx" ON "meaning_translations" USING btree ("model","religion");