import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters per client (a keyed hash of its IP address, never the address itself): guests
 * created per hour, free AI answers per UTC day. In the database so every instance counts the same.
 */
export const clientCounters = pgTable(
  'client_counters',
  {
    // What is counted, then whose: 'guests:<hash>', 'ai:<hash>'.
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
