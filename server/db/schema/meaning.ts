import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes: a passage's embedding, one signed byte a dimension (server/lib/meaning/vectors.ts). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The meaning index: one embedding per verse of a default translation, of the passage around it. `hash` is the
 * key of its inputs (model, the import's version, the passage text): an embedding is recomputed only when it changes.
 */
export const meaningPassages = pgTable(
  'meaning_passages',
  {
    model: text().notNull(),
    religion: text().notNull(),
    translation: text().notNull(),
    book: text().notNull(),
    chapter: integer().notNull(),
    verse: integer().notNull(),
    hash: text().notNull(),
    embedding: bytea().notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.model, table.religion, table.translation, table.book, table.chapter, table.verse],
    }),
  ],
);

/** Each translation's state in the index: a search uses a translation only once all its passages are in. */
export const meaningTranslations = pgTable(
  'meaning_translations',
  {
    model: text().notNull(),
    translation: text().notNull(),
    religion: text().notNull(),
    sourceVersion: text().notNull(),
    passages: integer().notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.translation] }),
    index('meaning_translations_religion_idx').on(table.model, table.religion),
  ],
);
