import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages sent through the landing page's contact form. Every message is stored before it is mailed, so
 * nothing is lost when the mail server is down; `mailedAt` / `mailError` say whether it reached the operator.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    ipAddress: text(),
    userAgent: text(),
    mailedAt: timestamp({ withTimezone: true }),
    mailError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);
