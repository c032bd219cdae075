import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; only ever written by the database (generated column). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** One row per book of a tradition, in reading order, with its section (Old Testament, Hadith, Nevi'im...). */
export const books = pgTable(
  'books',
  {
    id: serial().primaryKey(),
    religion: text().notNull(),
    section: text().notNull(),
    name: text().notNull(),
    slug: text().notNull(),
    sortOrder: integer().notNull(),
    chapterCount: integer().notNull(),
    originalName: text(),
  },
  (table) => [
    uniqueIndex('books_religion_slug_idx').on(table.religion, table.slug),
    uniqueIndex('books_religion_name_idx').on(table.religion, table.name),
    index('books_religion_order_idx').on(table.religion, table.sortOrder),
  ],
);

/** Display metadata of each translation or original text; `scriptures.translation` points here. */
export const translations = pgTable('translations', {
  id: text().primaryKey(),
  religion: text().notNull(),
  name: text().notNull(),
  language: text().notNull(),
  direction: text().$type<'ltr' | 'rtl'>().notNull().default('ltr'),
  licence: text().notNull(),
  source: text().notNull(),
  isDefault: boolean().notNull().default(false),
  isOriginal: boolean().notNull().default(false),
});

export const scriptures = pgTable(
  'scriptures',
  {
    id: serial().primaryKey(),
    religion: text().notNull(),
    book: text().notNull(),
    chapter: integer().notNull(),
    verse: integer().notNull(),
    text: text().notNull(),
    translation: text().notNull().default('default'),
    // Per-verse extras a source carries (a hadith's narrator, a sutta's segment id).
    meta: jsonb().$type<Record<string, unknown>>(),
    // One English configuration for every language: it stems English and leaves Arabic, Hebrew, Pali and
    // Devanagari words whole, which is what a search across traditions needs (see docs/decisions/0005).
    search: tsvector().generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${scriptures.text})`),
  },
  (table) => [
    index('scriptures_search_idx').using('gin', table.search),
    index('scriptures_translation_idx').on(table.translation),
    uniqueIndex('scriptures_passage_idx').on(
      table.religion,
      table.book,
      table.chapter,
      table.translation,
      table.verse,
    ),
  ],
);

/** The chapters of a book with their names (surah, kitab, sutta, vagga), shared by every translation of the book. */
export const bookChapters = pgTable(
  'book_chapters',
  {
    id: serial().primaryKey(),
    religion: text().notNull(),
    book: text().notNull(),
    number: integer().notNull(),
    title: text(),
    originalTitle: text(),
    // The source's own id for the unit ('mn1', 'sn12.72-81', hadith kitab '35b'), for citations and links.
    sourceId: text(),
    verseCount: integer().notNull(),
  },
  (table) => [uniqueIndex('book_chapters_book_number_idx').on(table.religion, table.book, table.number)],
);

/** Import state per corpus source, so a restart resumes what is missing and never shows half an import. */
export const corpusImports = pgTable('corpus_imports', {
  source: text().primaryKey(),
  status: text().$type<'importing' | 'complete' | 'failed' | 'missing'>().notNull(),
  version: text().notNull(),
  rowCount: integer().notNull().default(0),
  error: text(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});

/**
 * The (religion, translation, book) groups of verse rows being written in short transactions: every read of
 * `scriptures` skips them (server/db/visible-scriptures.ts), so a source appears whole or not at all while readers
 * keep the one PGlite connection between the writer's batches.
 */
export const corpusStaging = pgTable(
  'corpus_staging',
  {
    religion: text().notNull(),
    book: text().notNull(),
    translation: text().notNull(),
    // The corpus_imports source that staged the group (a fallback being removed keeps its own id).
    source: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.religion, table.book, table.translation] })],
);
