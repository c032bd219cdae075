import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/*
 * A queue of sends kept in a table of our own schema (reading-plan reminders, circle digests and reply pushes),
 * so it runs on PGlite and PostgreSQL and every step takes its clock from the caller. Each server inserts the
 * sends it finds due (a unique key keeps one row however many servers do), then claims pending rows with FOR
 * UPDATE SKIP LOCKED and a lease, so each row is sent by one server; a failure puts the row back with a later
 * run_after. A queue table has the columns id (serial), status ('pending', 'sent', 'skipped', 'failed'),
 * run_after, locked_until, attempts, last_error and finished_at.
 */

export type JobOutcome = { status: 'sent' } | { status: 'skipped'; reason: string };
export type QueueRunResult = { sent: number; skipped: number; retried: number; failed: number };

/**
 * Claims up to `limit` pending rows whose time has come and that no live lease holds; each claim counts as an
 * attempt. A row another server is claiming at the same moment is skipped, not waited for.
 */
export async function claimJobIds(
  db: Database,
  table: PgTable,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<number[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const result = await db.execute(sql`
    update ${table}
    set locked_until = ${leaseEnd.toISOString()}, attempts = attempts + 1
    where id in (
      select id from ${table}
      where status = 'pending' and run_after <= ${now.toISOString()}
        and (locked_until is null or locked_until <= ${now.toISOString()})
      order by run_after, id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

export async function finishJob(
  db: Database,
  table: PgTable,
  id: number,
  status: 'sent' | 'skipped' | 'failed',
  at: Date,
  error: string | null = null,
): Promise<void> {
  await db.execute(sql`
    update ${table}
    set status = ${status}, finished_at = ${at.toISOString()}, locked_until = null, last_error = ${error}
    where id = ${id}`);
}

export async function retryJobLater(
  db: Database,
  table: PgTable,
  id: number,
  runAfter: Date,
  error: string,
): Promise<void> {
  await db.execute(sql`
    update ${table}
    set run_after = ${runAfter.toISOString()}, locked_until = null, last_error = ${error}
    where id = ${id}`);
}

export type DrainOptions<Job extends { id: number; attempts: number }> = {
  db: Database;
  table: PgTable;
  /** The claimed rows, read by the queue's owner with its own columns. */
  load: (ids: number[]) => Promise<Job[]>;
  send: (job: Job) => Promise<JobOutcome>;
  /** The wait before the next attempt after `attempts` failed ones, or null when no attempt is left. */
  retryDelayMs: (attempts: number) => number | null;
  onFailure: (job: Job, error: unknown) => void;
  now: Date;
  /** A server that dies mid-send holds its claim this long; then another server sends the row. */
  leaseMs: number;
  batch: number;
};

/** Claims and sends the due rows, batch by batch, until none is left for now. */
export async function drainQueue<Job extends { id: number; attempts: number }>(
  options: DrainOptions<Job>,
): Promise<QueueRunResult> {
  const { db, table, now } = options;
  const result = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const ids = await claimJobIds(db, table, now, options.leaseMs, options.batch);
    if (ids.length === 0) return result;
    for (const job of await options.load(ids)) {
      try {
        const outcome = await options.send(job);
        const reason = outcome.status === 'skipped' ? outcome.reason : null;
        await finishJob(db, table, job.id, outcome.status, now, reason);
        result[outcome.status] += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = options.retryDelayMs(job.attempts);
        options.onFailure(job, error);
        if (delay === null) {
          await finishJob(db, table, job.id, 'failed', now, message);
          result.failed += 1;
        } else {
          await retryJobLater(db, table, job.id, new Date(now.getTime() + delay), message);
          result.retried += 1;
        }
      }
    }
  }
}
