import type { FastifyInstance } from 'fastify';
import { claimIntervalRun } from '../../lib/interval-runs';
import { enforceRetention, type RetentionRun } from './service';

export type RetentionClock = () => Date;

/**
 * Runs the retention job when this server wins the current interval (one run per interval across all app servers
 * on the database); null when another server has it.
 */
export async function runRetentionIfMine(app: FastifyInstance, now: Date): Promise<RetentionRun | null> {
  // With the timer off (0) a run driven by hand still claims hourly windows.
  const everyMs = (app.config.RETENTION_RUN_MINUTES || 60) * 60 * 1000;
  const mine = await claimIntervalRun(app.database.db, 'retention', everyMs, now.getTime());
  return mine ? enforceRetention(app.database.db, app.config, now) : null;
}

/** Each server's timer asks every RETENTION_RUN_MINUTES (0: no timer); only one of them runs the job. */
export function scheduleRetention(app: FastifyInstance, clock: RetentionClock = () => new Date()) {
  const minutes = app.config.RETENTION_RUN_MINUTES;
  if (minutes === 0) return;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = runRetentionIfMine(app, clock())
      .then((removed) => {
        if (removed) app.log.info(removed, 'retention: deleted what is no longer kept');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'the retention job failed'));
  };
  const timer = setInterval(tick, minutes * 60 * 1000);
  timer.unref();
  // At start the job runs too (if no other server ran it in this interval): a server restarted more often than
  // the interval still enforces retention.
  app.addHook('onReady', async () => void tick());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
