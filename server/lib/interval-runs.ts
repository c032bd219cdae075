import type { Database } from '../db/client';
import { takeFromCounter } from './client-counters';

/**
 * Scheduled maintenance with several app servers on one database: each server's timer fires, but only the first to
 * ask in each fixed window of `everyMs` runs the job; the rest skip it. The claim is a counter with a limit of one
 * (client_counters), so it is atomic on PostgreSQL and old claims are purged with the other counters.
 */
export async function claimIntervalRun(
  db: Database,
  job: string,
  everyMs: number,
  now = Date.now(),
): Promise<boolean> {
  const windowStart = new Date(now - (now % everyMs));
  return (await takeFromCounter(db, `job:${job}`, windowStart, 1)) !== null;
}
