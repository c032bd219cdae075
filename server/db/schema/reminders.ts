import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { planEnrolments } from './plans';
import { users } from './users';

/*
 * Reading-plan reminders: one per followed plan (its hour and zone, its channels), the browsers that receive
 * Web Push for a reader, and the queue of sends. A send is one row per reminder, local day and channel, so two
 * app servers that both find a reminder due insert it once, and a claimed row is sent by one of them only.
 */
export const planReminders = pgTable(
  'plan_reminders',
  {
    id: serial().primaryKey(),
    enrolmentId: integer()
      .notNull()
      .references(() => planEnrolments.id, { onDelete: 'cascade' }),
    // The local hour (0-23) in timeZone at which the day's reading is announced.
    hour: integer().notNull(),
    timeZone: text().notNull(),
    email: boolean().notNull().default(false),
    push: boolean().notNull().default(false),
    enabled: boolean().notNull().default(true),
    // Set when the reminder is switched on or its time changes: an hour already past then is not sent that day.
    activeSince: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plan_reminders_enrolment_idx').on(table.enrolmentId),
    check('plan_reminders_hour_check', sql`${table.hour} between 0 and 23`),
  ],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    id: serial().primaryKey(),
    reminderId: integer()
      .notNull()
      .references(() => planReminders.id, { onDelete: 'cascade' }),
    localDay: date({ mode: 'string' }).notNull(),
    channel: text().$type<'email' | 'push'>().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    // When the next attempt may start: the due time, then later after each failure (backoff).
    runAfter: timestamp({ withTimezone: true }).notNull(),
    // A claimed row belongs to one server until then; a server that died mid-send lets it go when it passes.
    lockedUntil: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    // pending, sent, skipped (the day was read, the plan paused or left) or failed (attempts used up).
    status: text().$type<'pending' | 'sent' | 'skipped' | 'failed'>().notNull().default('pending'),
    lastError: text(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reminder_jobs_once_idx').on(table.reminderId, table.localDay, table.channel),
    index('reminder_jobs_pending_idx')
      .on(table.runAfter)
      .where(sql`${table.status} = 'pending'`),
  ],
);
