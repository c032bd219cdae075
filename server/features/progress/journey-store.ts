import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { journeyMilestones, spiritualJourneys, userReadings, weeklyProgress } from '../../db/schema/journey';
import { planDayCompletions, planEnrolments } from '../../db/schema/plans';
import type { MilestoneDefinition } from '../../../common/journey/milestones';

/* SQL for the journey row, the reading log (user_readings), weekly_progress and milestones. */

export type JourneyRow = typeof spiritualJourneys.$inferSelect;
export type MilestoneRow = typeof journeyMilestones.$inferSelect;

export async function findJourney(db: Database, userId: string): Promise<JourneyRow | undefined> {
  const [row] = await db.select().from(spiritualJourneys).where(eq(spiritualJourneys.userId, userId));
  return row;
}

/** The reader's journey, created on first use. */
export async function ensureJourney(db: Database, userId: string, timeZone?: string): Promise<JourneyRow> {
  await db
    .insert(spiritualJourneys)
    .values({ userId, ...(timeZone ? { timeZone } : {}) })
    .onConflictDoNothing({ target: spiritualJourneys.userId });
  const journey = await findJourney(db, userId);
  if (!journey) throw new Error('the journey vanished right after it was created');
  if (timeZone && journey.timeZone !== timeZone) {
    const [updated] = await db
      .update(spiritualJourneys)
      .set({ timeZone, updatedAt: new Date() })
      .where(eq(spiritualJourneys.id, journey.id))
      .returning();
    return updated ?? journey;
  }
  return journey;
}

export async function updateJourney(
  db: Database,
  journeyId: number,
  values: Partial<
    Pick<
      JourneyRow,
      | 'totalReadingSessions'
      | 'totalTimeMinutes'
      | 'currentStreak'
      | 'longestStreak'
      | 'lastActiveDate'
      | 'favoriteReligion'
      | 'readingGoal'
    >
  >,
): Promise<JourneyRow> {
  const [row] = await db
    .update(spiritualJourneys)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(spiritualJourneys.id, journeyId))
    .returning();
  if (!row) throw new Error('updating a journey returned no row');
  return row;
}

/**
 * Logs that the reader read in this chapter today (the reader's today begins at `todayStart`): one
 * user_readings row per chapter per day. Returns whether a row was written.
 */
export async function logReading(
  db: Database,
  reading: { userId: string; religion: string; book: string; chapter: number; at: Date; todayStart: Date },
): Promise<boolean> {
  const rows = await db.execute(sql`
    insert into ${userReadings} (user_id, religion, book, chapter, timestamp)
    select ${reading.userId}, ${reading.religion}, ${reading.book}, ${reading.chapter}, ${reading.at}
    where not exists (
      select 1 from ${userReadings}
      where user_id = ${reading.userId} and religion = ${reading.religion} and book = ${reading.book}
        and chapter = ${reading.chapter} and timestamp >= ${reading.todayStart}
    )
    returning id`);
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
}

/**
 * When the reader read, newest first (optionally only since an instant): the reading log, and the days of a
 * reading plan marked done by hand, which count for the streak as a day read.
 */
export async function readingTimesOf(db: Database, userId: string, since?: Date): Promise<Date[]> {
  const rows = await db
    .select({ timestamp: userReadings.timestamp })
    .from(userReadings)
    .where(
      since
        ? and(eq(userReadings.userId, userId), gte(userReadings.timestamp, since))
        : eq(userReadings.userId, userId),
    );
  const marked = await db
    .select({ timestamp: planDayCompletions.completedAt })
    .from(planDayCompletions)
    .innerJoin(planEnrolments, eq(planEnrolments.id, planDayCompletions.enrolmentId))
    .where(
      and(
        eq(planEnrolments.userId, userId),
        eq(planDayCompletions.how, 'marked'),
        since ? gte(planDayCompletions.completedAt, since) : undefined,
      ),
    );
  return [...rows, ...marked].map((row) => row.timestamp).sort((a, b) => b.getTime() - a.getTime());
}

export type WeekValues = Omit<typeof weeklyProgress.$inferInsert, 'id' | 'createdAt'>;

export async function saveWeek(db: Database, week: WeekValues): Promise<void> {
  await db
    .insert(weeklyProgress)
    .values(week)
    .onConflictDoUpdate({
      target: [weeklyProgress.userId, weeklyProgress.weekStart],
      set: {
        journeyId: week.journeyId,
        weekEnd: week.weekEnd,
        totalMinutes: week.totalMinutes,
        sessionsCount: week.sessionsCount,
        chaptersCompleted: week.chaptersCompleted,
        goalAchieved: week.goalAchieved,
        religionsExplored: week.religionsExplored,
        streakMaintained: week.streakMaintained,
      },
    });
}

/** Awards a milestone unless the reader already has it; returns the new row, or undefined. */
export async function awardMilestone(
  db: Database,
  owner: { userId: string; journeyId: number },
  milestone: MilestoneDefinition,
  achievedAt: Date,
): Promise<MilestoneRow | undefined> {
  const [row] = await db
    .insert(journeyMilestones)
    .values({ ...owner, ...milestone, achievedAt })
    .onConflictDoNothing({ target: [journeyMilestones.userId, journeyMilestones.type] })
    .returning();
  return row;
}

export function milestonesOf(db: Database, userId: string, limit?: number): Promise<MilestoneRow[]> {
  const query = db
    .select()
    .from(journeyMilestones)
    .where(eq(journeyMilestones.userId, userId))
    .orderBy(desc(journeyMilestones.achievedAt), desc(journeyMilestones.id));
  return limit === undefined ? query : query.limit(limit);
}
