import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Where a reader last was in each tradition, for 'Continue reading': one row per reader and tradition,
 * overwritten as they move. Guests are user rows too, so a guest's places move to the account on sign-up.
 */
export const readingPlaces = pgTable(
  'reading_places',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    religion: text().notNull(),
    book: text().notNull(),
    chapter: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // At most five rows a reader: the key's index answers every read.
  (table) => [primaryKey({ columns: [table.userId, table.religion] })],
);
