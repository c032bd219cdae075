import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { planEnrolments } from '../../../db/schema/plans';
import { planReminders, reminderJobs } from '../../../db/schema/reminders';

/*
 * The reminder queue: a table of sends. Each server inserts the sends it finds due (the unique key on reminder,
 * local day and channel keeps one row however many servers do), then claims pending rows with FOR UPDATE SKIP
 * LOCKED and a lease, so each row is sent by one server; a failure puts the row back with a later run_after.
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

/**
 * Claims up to `limit` pending sends whose time has come and that no live lease holds; each claim counts as an
 * attempt. A row another server is claiming at the same moment is skipped, not waited for.
 */
export async function claimJobs(db: Database, now: Date, leaseMs: number, limit: number): Promise<JobRow[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    update ${reminderJobs}
    set locked_until = ${leaseEnd.toISOString()}, attempts = attempts + 1
    where id in (
      select id from ${reminderJobs}
      where status = 'pending' and run_after <= ${now.toISOString()}
        and (locked_until is null or locked_until <= ${now.toISOString()})
      order by run_after, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.select().from(reminderJobs).where(inArray(reminderJobs.id, ids));
}

export async function finishJob(
  db: Database,
  id: number,
  status: 'sent' | 'skipped' | 'failed',
  at: Date,
  error: string | null = null,
): Promise<void> {
  await db
    .update(reminderJobs)
    .set({ status, finishedAt: at, lockedUntil: null, lastError: error })
    .where(eq(reminderJobs.id, id));
}

export async function retryJobLater(db: Database, id: number, runAfter: Date, error: string): Promise<void> {
  await db
    .update(reminderJobs)
    .set({ runAfter, lockedUntil: null, lastError: error })
    .where(eq(reminderJobs.id, id));
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
