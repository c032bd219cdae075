import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * A reader's reading plans. The plans themselves are data in common/plans; a row here is one reader following
 * one plan. The time zone is kept on the enrolment so that a reminder can later be sent at the reader's own
 * hour without another table to join.
 */
export const planEnrolments = pgTable(
  'plan_enrolments',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text().notNull(),
    // The reader's local day of day 1 (before any shift).
    startedOn: date({ mode: 'string' }).notNull(),
    timeZone: text().notNull(),
    // A calendar plan's calendar: diaspora or israel, western or orthodox.
    calendar: text(),
    // Days the schedule moved back: pauses and catch-ups.
    shiftDays: integer().notNull().default(0),
    pausedOn: date({ mode: 'string' }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('plan_enrolments_user_plan_idx').on(table.userId, table.planId),
    check('plan_enrolments_shift_check', sql`${table.shiftDays} >= 0`),
  ],
);

export const planDayCompletions = pgTable(
  'plan_day_completions',
  {
    enrolmentId: integer()
      .notNull()
      .references(() => planEnrolments.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    // 'read' when the reading log showed every passage read, 'marked' when the reader marked it by hand.
    how: text().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.enrolmentId, table.day] })],
);
