import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail and texts that had no real transport configured (no SMTP_URL, no SMS provider): kept so a
 * local operator can still read a sign-in code, and logged as they are written.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: serial().primaryKey(),
    channel: text().$type<'email' | 'sms'>().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_recipient_idx').on(table.recipient, table.createdAt)],
);
