import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A bookmark, highlight or note on one verse of one translation, owned by a user (guests are user rows
 * too, so their items move to the account on sign-up or sign-in). One item of each kind per verse.
 */
export const studyItems = pgTable(
  'study_items',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'bookmark' | 'highlight' | 'note'>().notNull(),
    religion: text().notNull(),
    book: text().notNull(),
    chapter: integer().notNull(),
    verse: integer().notNull(),
    translation: text().notNull(),
    color: text(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('study_items_verse_idx').on(
      table.userId,
      table.kind,
      table.religion,
      table.book,
      table.chapter,
      table.verse,
      table.translation,
    ),
    index('study_items_user_created_idx').on(table.userId, table.createdAt),
  ],
);
