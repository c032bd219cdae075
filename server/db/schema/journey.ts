import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const userReadings = pgTable(
  'user_readings',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    religion: text().notNull(),
    book: text().notNull(),
    chapter: integer().notNull(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_readings_user_idx').on(table.userId, table.timestamp)],
);

export const spiritualJourneys = pgTable('spiritual_journeys', {
  id: serial().primaryKey(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  startDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
  totalReadingSessions: integer().notNull().default(0),
  totalTimeMinutes: integer().notNull().default(0),
  currentStreak: integer().notNull().default(0),
  longestStreak: integer().notNull().default(0),
  lastActiveDate: timestamp({ withTimezone: true }),
  favoriteReligion: text(),
  readingGoal: integer().notNull().default(0),
  // IANA zone the client reports; streak days and weeks are counted in it.
  timeZone: text().notNull().default('UTC'),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const readingSessions = pgTable(
  'reading_sessions',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journeyId: integer()
      .notNull()
      .references(() => spiritualJourneys.id, { onDelete: 'cascade' }),
    religion: text().notNull(),
    book: text().notNull(),
    chapter: integer().notNull(),
    startTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp({ withTimezone: true }),
    // The last verse read or chat message counted: a session the client never ended is closed here.
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    durationMinutes: integer().notNull().default(0),
    versesRead: integer().notNull().default(0),
    chatMessages: integer().notNull().default(0),
    completedChapter: integer().notNull().default(0),
    mood: text(),
    notes: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reading_sessions_user_start_idx').on(table.userId, table.startTime),
    // One active session per reader, held by the database so starts that arrive together cannot open two.
    // Per reader, not per device: starting on one device ends the session on another, so minutes read on
    // two screens at once are not counted twice.
    uniqueIndex('reading_sessions_one_active_idx')
      .on(table.userId)
      .where(sql`${table.endTime} is null`),
  ],
);

export const journeyMilestones = pgTable(
  'journey_milestones',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journeyId: integer()
      .notNull()
      .references(() => spiritualJourneys.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    achievedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    value: integer(),
    badge: text().notNull(),
    isSpecial: boolean().notNull().default(false),
  },
  // A milestone is awarded once per user.
  (table) => [uniqueIndex('journey_milestones_user_type_idx').on(table.userId, table.type)],
);

export const weeklyProgress = pgTable(
  'weekly_progress',
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    journeyId: integer()
      .notNull()
      .references(() => spiritualJourneys.id, { onDelete: 'cascade' }),
    weekStart: date().notNull(),
    weekEnd: date().notNull(),
    totalMinutes: integer().notNull().default(0),
    sessionsCount: integer().notNull().default(0),
    chaptersCompleted: integer().notNull().default(0),
    goalAchieved: boolean().notNull().default(false),
    religionsExplored: jsonb().$type<string[]>().notNull().default([]),
    streakMaintained: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('weekly_progress_user_week_idx').on(table.userId, table.weekStart)],
);
