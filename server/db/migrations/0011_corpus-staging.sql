CREATE TABLE "corpus_staging" (
	"religion" text NOT NULL,
	"book" text NOT NULL,
	"translation" text NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "corpus_staging_religion_book_translation_pk" PRIMARY KEY("religion","book","translation")
);
