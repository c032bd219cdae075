import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    sessionId: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<'user' | 'ai'>().notNull(),
    content: text().notNull(),
    context: jsonb().$type<Record<string, unknown>>(),
    verseReference: jsonb().$type<unknown>(),
    interruptionData: jsonb().$type<Record<string, unknown>>(),
    voiceData: jsonb().$type<Record<string, unknown>>(),
    isInterrupted: boolean().notNull().default(false),
    responseLatency: integer(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_session_idx').on(table.sessionId, table.timestamp),
    index('chat_messages_user_idx').on(table.userId),
    // The retention job deletes messages older than CHAT_RETENTION_MONTHS.
    index('chat_messages_timestamp_idx').on(table.timestamp),
  ],
);

export const flaggedMessages = pgTable(
  'flagged_messages',
  {
    id: serial().primaryKey(),
    messageId: integer().references(() => chatMessages.id, { onDelete: 'set null' }),
    sessionId: text(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    // Set when the author deleted their account: a random id standing for them (the same on all their rows),
    // so the person's kept rows stay linked to one another while nothing leads back to them.
    userPseudonym: uuid(),
    // When the author's account was deleted: the retention period of the kept content counts from it.
    pseudonymisedAt: timestamp({ withTimezone: true }),
    content: text().notNull(),
    flagReason: text().notNull(),
    moderationAction: text(),
    moderatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reportedBy: text(),
    aiConfidence: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('flagged_messages_queue_idx').on(table.reviewedAt, table.createdAt),
    index('flagged_messages_user_idx').on(table.userId),
  ],
);

export const moderationLogs = pgTable(
  'moderation_logs',
  {
    id: serial().primaryKey(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    // As on flagged_messages: the deleted account's pseudonym and when it replaced the user id.
    userPseudonym: uuid(),
    pseudonymisedAt: timestamp({ withTimezone: true }),
    action: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>(),
    /** For an automatic block: the guard's rule that decided ("threat.place"), so moderators can see why. */
    rule: text(),
    moderatorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_logs_user_idx').on(table.userId, table.createdAt)],
);

/** AI answers (chat replies and comparisons) per user and UTC day: the free tier's daily quota counts these. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    requests: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
