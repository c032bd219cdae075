import { and, asc, eq, gte } from 'drizzle-orm';
import type { ChapterRead } from '../../../common/plans/day-reading';
import type { Database } from '../../db/client';
import { circleDayReads } from '../../db/schema/circles';
import { userReadings } from '../../db/schema/journey';

/* The circle's read marks of its plan days, and the reading log they are taken from. */

/** Marks a day read for a member; the first mark stands. Returns when the day counts as read. */
export async function insertDayRead(
  db: Database,
  circleId: string,
  userId: string,
  day: number,
  at: Date,
): Promise<Date> {
  await db.insert(circleDayReads).values({ circleId, userId, day, readAt: at }).onConflictDoNothing();
  const [row] = await db
    .select({ readAt: circleDayReads.readAt })
    .from(circleDayReads)
    .where(
      and(
        eq(circleDayReads.circleId, circleId),
        eq(circleDayReads.userId, userId),
        eq(circleDayReads.day, day),
      ),
    );
  return row?.readAt ?? at;
}

/** Which members read a day. */
export async function readersOfDay(db: Database, circleId: string, day: number): Promise<Set<string>> {
  const rows = await db
    .select({ userId: circleDayReads.userId })
    .from(circleDayReads)
    .where(and(eq(circleDayReads.circleId, circleId), eq(circleDayReads.day, day)));
  return new Set(rows.map((row) => row.userId));
}

export async function daysReadBy(db: Database, circleId: string, userId: string): Promise<number[]> {
  const rows = await db
    .select({ day: circleDayReads.day })
    .from(circleDayReads)
    .where(and(eq(circleDayReads.circleId, circleId), eq(circleDayReads.userId, userId)))
    .orderBy(asc(circleDayReads.day));
  return rows.map((row) => row.day);
}

/** The chapters a reader opened since an instant, from the reading log. */
export async function chaptersReadSince(db: Database, userId: string, since: Date): Promise<ChapterRead[]> {
  return db
    .select({
      religion: userReadings.religion,
      book: userReadings.book,
      chapter: userReadings.chapter,
      timestamp: userReadings.timestamp,
    })
    .from(userReadings)
    .where(and(eq(userReadings.userId, userId), gte(userReadings.timestamp, since)))
    .orderBy(asc(userReadings.timestamp));
}
