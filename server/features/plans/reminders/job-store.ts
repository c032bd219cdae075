import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { claimJobIds } from '../../../lib/job-queue';
import { planEnrolments } from '../../../db/schema/plans';
import { planReminders, reminderJobs } from '../../../db/schema/reminders';

/*
 * The reminder queue: a table of sends, one per reminder, local day and channel (the unique key keeps one row
 * however many servers insert it); claiming, leases and retries are server/lib/job-queue.ts.
 */

export type JobRow = typeof reminderJobs.$inferSelect;
export type NewJob = Pick<JobRow, 'reminderId' | 'localDay' | 'channel' | 'dueAt'>;

/** Reminders switched on, of plans neither paused nor finished. */
export async function activeReminders(db: Database) {
  return db
    .select({
      id: planReminders.id,
      hour: planReminders.hour,
      timeZone: planReminders.timeZone,
      email: planReminders.email,
      push: planReminders.push,
      activeSince: planReminders.activeSince,
    })
    .from(planReminders)
    .innerJoin(planEnrolments, eq(planEnrolments.id, planReminders.enrolmentId))
    .where(
      and(
        eq(planReminders.enabled, true),
        isNull(planEnrolments.pausedOn),
        isNull(planEnrolments.finishedAt),
      ),
    );
}

/** Inserts the sends not queued yet; returns how many were new. */
export async function enqueueJobs(db: Database, jobs: NewJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const inserted = await db
    .insert(reminderJobs)
    .values(jobs.map((job) => ({ ...job, runAfter: job.dueAt })))
    .onConflictDoNothing({ target: [reminderJobs.reminderId, reminderJobs.localDay, reminderJobs.channel] })
    .returning({ id: reminderJobs.id });
  return inserted.length;
}

/** Claims up to `limit` due sends (see server/lib/job-queue.ts) and reads them. */
export async function claimJobs(db: Database, now: Date, leaseMs: number, limit: number): Promise<JobRow[]> {
  return loadJobs(db, await claimJobIds(db, reminderJobs, now, leaseMs, limit));
}

export async function loadJobs(db: Database, ids: number[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(reminderJobs).where(inArray(reminderJobs.id, ids));
}

/** What a send needs: the reminder, its plan enrolment, and the reader. */
export async function jobTarget(db: Database, reminderId: number) {
  const [row] = await db
    .select({ reminder: planReminders, enrolment: planEnrolments })
    .from(planReminders)
    .innerJoin(planEnrolments, eq(planEnrolments.id, planReminders.enrolmentId))
    .where(eq(planReminders.id, reminderId));
  return row;
}

/**
 * Deletes finished sends (sent, skipped, or failed after every retry) due before `before`; pending rows stay
 * whatever their age, since a server may still hold or retry them. Returns how many went.
 */
export async function deleteFinishedJobs(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(reminderJobs)
    .where(and(inArray(reminderJobs.status, ['sent', 'skipped', 'failed']), lt(reminderJobs.dueAt, before)))
    .returning({ id: reminderJobs.id });
  return deleted.length;
}
