import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { journeyMilestones, spiritualJourneys, userReadings } from '../../db/schema/journey';
import { planDayCompletions, planEnrolments } from '../../db/schema/plans';
import type { MilestoneDefinition } from '../../../common/journey/milestones';

/* SQL for plan enrolments, their completed days, the reading log they are checked against, and a plan's milestone. */

export type EnrolmentRow = typeof planEnrolments.$inferSelect;
export type CompletionRow = typeof planDayCompletions.$inferSelect;
export type EnrolmentChange = Partial<
  Pick<EnrolmentRow, 'startedOn' | 'shiftDays' | 'pausedOn' | 'finishedAt' | 'timeZone' | 'calendar'>
>;

export async function enrolmentsOf(db: Database, userId: string): Promise<EnrolmentRow[]> {
  return db
    .select()
    .from(planEnrolments)
    .where(eq(planEnrolments.userId, userId))
    .orderBy(asc(planEnrolments.createdAt), asc(planEnrolments.id));
}

export async function findEnrolment(db: Database, userId: string, planId: string) {
  const [row] = await db
    .select()
    .from(planEnrolments)
    .where(and(eq(planEnrolments.userId, userId), eq(planEnrolments.planId, planId)));
  return row;
}

/** A new enrolment, or undefined when the reader already follows the plan. */
export async function insertEnrolment(
  db: Database,
  values: Pick<EnrolmentRow, 'userId' | 'planId' | 'startedOn' | 'timeZone' | 'calendar'>,
  at: Date,
): Promise<EnrolmentRow | undefined> {
  const [row] = await db
    .insert(planEnrolments)
    .values({ ...values, createdAt: at, updatedAt: at })
    .onConflictDoNothing({ target: [planEnrolments.userId, planEnrolments.planId] })
    .returning();
  return row;
}

export async function updateEnrolment(db: Database, id: number, change: EnrolmentChange, at: Date) {
  const [row] = await db
    .update(planEnrolments)
    .set({ ...change, updatedAt: at })
    .where(eq(planEnrolments.id, id))
    .returning();
  if (!row) throw new Error('updating an enrolment returned no row');
  return row;
}

export async function deleteEnrolment(db: Database, id: number): Promise<void> {
  await db.delete(planEnrolments).where(eq(planEnrolments.id, id));
}

export async function completionsOf(db: Database, enrolmentIds: number[]): Promise<CompletionRow[]> {
  if (enrolmentIds.length === 0) return [];
  return db
    .select()
    .from(planDayCompletions)
    .where(inArray(planDayCompletions.enrolmentId, enrolmentIds))
    .orderBy(asc(planDayCompletions.day));
}

/** Marks a day done; a calendar plan's day read again in a later season takes the new time. */
export async function saveCompletion(
  db: Database,
  completion: { enrolmentId: number; day: number; how: 'read' | 'marked'; at: Date },
): Promise<void> {
  await db
    .insert(planDayCompletions)
    .values({
      enrolmentId: completion.enrolmentId,
      day: completion.day,
      how: completion.how,
      completedAt: completion.at,
    })
    .onConflictDoUpdate({
      target: [planDayCompletions.enrolmentId, planDayCompletions.day],
      set: { how: completion.how, completedAt: completion.at },
    });
}

export async function deleteCompletions(db: Database, enrolmentId: number): Promise<void> {
  await db.delete(planDayCompletions).where(eq(planDayCompletions.enrolmentId, enrolmentId));
}

export type ReadingRow = { religion: string; book: string; chapter: number; timestamp: Date };

/** The reader's reading log (a row per chapter read per day) since an instant, oldest first. */
export async function readingsSince(db: Database, userId: string, since: Date): Promise<ReadingRow[]> {
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

/** The reader's journey row, created on first use: a plan day marked by hand counts in it like a day read. */
export async function ensureJourneyRow(db: Database, userId: string, timeZone: string): Promise<void> {
  await db
    .insert(spiritualJourneys)
    .values({ userId, timeZone })
    .onConflictDoNothing({ target: spiritualJourneys.userId });
}

/** Awards a finished plan's milestone once, creating the reader's journey if they have none yet. */
export async function awardPlanMilestone(
  db: Database,
  userId: string,
  milestone: MilestoneDefinition,
  at: Date,
): Promise<void> {
  await db
    .insert(spiritualJourneys)
    .values({ userId })
    .onConflictDoNothing({ target: spiritualJourneys.userId });
  await db.execute(sql`
    insert into ${journeyMilestones} (user_id, journey_id, type, title, description, achieved_at, value, badge, is_special)
    select ${userId}, id, ${milestone.type}, ${milestone.title}, ${milestone.description}, ${at},
      ${milestone.value}, ${milestone.badge}, ${milestone.isSpecial}
    from ${spiritualJourneys} where user_id = ${userId}
    on conflict (user_id, type) do nothing`);
}
