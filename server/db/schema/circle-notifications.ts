import { sql } from 'drizzle-orm';
import {
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
import { circlePosts, circles } from './circles';
import { users } from './users';

/*
 * The queue of a circle's notifications (server/lib/job-queue.ts): a member's digest e-mail for one local day, or
 * a Web Push to a post's author for one reply. The unique keys keep one row however many app servers find the
 * send due; a row goes with the member's account, the circle, or the reply.
 */
export const circleNotificationJobs = pgTable(
  'circle_notification_jobs',
  {
    id: serial().primaryKey(),
    kind: text().$type<'digest' | 'reply-push'>().notNull(),
    circleId: uuid()
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    // Who receives it.
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A digest: the member's local day it is sent on.
    localDay: date({ mode: 'string' }),
    // A reply push: the reply.
    postId: uuid().references(() => circlePosts.id, { onDelete: 'cascade' }),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    runAfter: timestamp({ withTimezone: true }).notNull(),
    lockedUntil: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    status: text().$type<'pending' | 'sent' | 'skipped' | 'failed'>().notNull().default('pending'),
    lastError: text(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('circle_notification_jobs_digest_idx')
      .on(table.circleId, table.userId, table.localDay)
      .where(sql`${table.kind} = 'digest'`),
    uniqueIndex('circle_notification_jobs_reply_idx')
      .on(table.postId, table.userId)
      .where(sql`${table.kind} = 'reply-push'`),
    index('circle_notification_jobs_pending_idx')
      .on(table.runAfter)
      .where(sql`${table.status} = 'pending'`),
    index('circle_notification_jobs_user_idx').on(table.userId),
    check(
      'circle_notification_jobs_kind_check',
      sql`(${table.kind} = 'digest' and ${table.localDay} is not null and ${table.postId} is null) or (${table.kind} = 'reply-push' and ${table.postId} is not null and ${table.localDay} is null)`,
    ),
  ],
);
