import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { VerseReference } from '../../../common/api/chat';
import type { CircleDigest, CirclePostKind, CircleRole } from '../../../common/api/circles';
import type { ScriptureRef } from '../../../common/scripture/scripture-ref';
import { flaggedMessages } from './chat';
import { users } from './users';

/*
 * Circles: small private groups reading a plan together. The circle outlives its creator (created_by is set null),
 * while everything a person wrote or chose in it (membership, posts, reactions, reports, read marks, invite
 * links) goes with their account through ON DELETE CASCADE.
 */
export const circles = pgTable(
  'circles',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    // A plan of the library in common/plans, and the local day of its day 1: each member's "today" is counted
    // from it in their own time zone.
    planId: text(),
    startsOn: date({ mode: 'string' }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('circles_name_check', sql`char_length(${table.name}) between 1 and 80`),
    check('circles_description_check', sql`char_length(${table.description}) <= 500`),
    check('circles_plan_start_check', sql`(${table.planId} is null) = (${table.startsOn} is null)`),
  ],
);

export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: uuid()
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<CircleRole>().notNull().default('member'),
    showProgress: boolean().notNull().default(true),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Posts by others created after this are unread (the dashboard's count).
    lastReadPostAt: timestamp({ withTimezone: true }),
    digest: text().$type<CircleDigest>().notNull().default('off'),
    // When the digest last went out, so a digest holds only what is new since.
    digestSentAt: timestamp({ withTimezone: true }),
    pushReplies: boolean().notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.circleId, table.userId] }),
    index('circle_members_user_idx').on(table.userId),
    check('circle_members_role_check', sql`${table.role} in ('host', 'cohost', 'member')`),
    check('circle_members_digest_check', sql`${table.digest} in ('off', 'daily', 'weekly')`),
    // One host a circle: handing over demotes the old host in the same transaction.
    uniqueIndex('circle_members_one_host_idx')
      .on(table.circleId)
      .where(sql`${table.role} = 'host'`),
  ],
);

export const circleInvites = pgTable(
  'circle_invites',
  {
    id: uuid().primaryKey().defaultRandom(),
    circleId: uuid()
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    // SHA-256 of the token, hex: the token itself is shown once and never stored.
    tokenHash: text().notNull().unique(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now() + interval '14 days'`),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('circle_invites_circle_idx').on(table.circleId)],
);

export const circlePosts = pgTable(
  'circle_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    circleId: uuid()
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    // Null only for the scholar's answers; a reader's posts go with their account.
    authorId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    // A reply keeps its place when the post it answers goes: parent_id turns null while is_reply stays true,
    // which is how the thread shows "a removed post".
    parentId: uuid().references((): AnyPgColumn => circlePosts.id, { onDelete: 'set null' }),
    isReply: boolean().notNull().default(false),
    // Who asked, on a scholar answer: it goes with the question's author.
    askedBy: uuid().references(() => users.id, { onDelete: 'cascade' }),
    day: integer(),
    reference: jsonb().$type<ScriptureRef>(),
    references: jsonb().$type<VerseReference[]>().notNull().default([]),
    body: text().notNull(),
    kind: text().$type<CirclePostKind>().notNull().default('reflection'),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp({ withTimezone: true }),
    removedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('circle_posts_circle_created_idx').on(table.circleId, table.createdAt),
    index('circle_posts_parent_idx').on(table.parentId),
    index('circle_posts_author_idx').on(table.authorId),
    // Members write up to 2000 characters; a scholar answer may be longer.
    check('circle_posts_body_check', sql`char_length(${table.body}) <= 8000`),
    check('circle_posts_reply_check', sql`${table.parentId} is null or ${table.isReply}`),
    check(
      'circle_posts_kind_check',
      sql`${table.kind} in ('reflection', 'scholar-question', 'scholar-answer')`,
    ),
  ],
);

export const circlePostReactions = pgTable(
  'circle_post_reactions',
  {
    postId: uuid()
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId, table.emoji] }),
    check('circle_post_reactions_emoji_check', sql`${table.emoji} in ('🙏', '❤️', '💡')`),
    index('circle_post_reactions_user_idx').on(table.userId),
  ],
);

export const circlePostReports = pgTable(
  'circle_post_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => circlePosts.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    // The moderation queue entry this report opened (a flagged message pointing at the post).
    flaggedMessageId: integer().references(() => flaggedMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('circle_post_reports_post_reporter_idx').on(table.postId, table.reporterId),
    index('circle_post_reports_reporter_idx').on(table.reporterId),
  ],
);

/** A member's read marks of the circle's plan days: from the reading log or marked by hand. */
export const circleDayReads = pgTable(
  'circle_day_reads',
  {
    circleId: uuid()
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: integer().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.circleId, table.userId, table.day] }),
    index('circle_day_reads_user_idx').on(table.userId),
  ],
);
