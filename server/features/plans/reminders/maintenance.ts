import type { FastifyInstance } from 'fastify';
import { claimIntervalRun } from '../../../lib/interval-runs';
import { deleteFinishedJobs } from './job-store';

const EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/*
 * A finished send is kept this long for questions ("did my reminder go out?"). It must stay far longer than the
 * six hours a late reminder may still be queued: a row deleted while its day can still be queued would be sent
 * again.
 */
export const FINISHED_JOB_KEEP_DAYS = 30;

/** Deletes the queue's finished sends older than the keeping time; returns how many went. */
export async function purgeOldReminderJobs(app: FastifyInstance, now: Date): Promise<number> {
  return deleteFinishedJobs(app.database.db, new Date(now.getTime() - FINISHED_JOB_KEEP_DAYS * DAY_MS));
}

/**
 * The reminder queue keeps one row per reminder, day and channel; this keeps it from growing without end. With
 * several app servers only one purges in each hour; at start each purges once on its own.
 */
export function scheduleReminderMaintenance(app: FastifyInstance) {
  const run = () =>
    purgeOldReminderJobs(app, new Date())
      .then((removed) => app.log.debug({ removed }, 'purged old reminder sends'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'purging old reminder sends failed'));
  const tick = () =>
    claimIntervalRun(app.database.db, 'purge-reminder-jobs', EVERY_MS)
      .then((mine) => (mine ? run() : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, 'claiming the reminder purge run failed'));
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(timer));
}
