import type { FastifyInstance } from 'fastify';
import { claimIntervalRun } from '../../lib/interval-runs';
import { closeAllStaleSessions } from './service';

// Reads already show a stale session as closed; the job makes the tables (weeks, milestones) catch up.
const EVERY_MS = 5 * 60 * 1000;

/**
 * Closes the sessions readers left open past the limit, so no GET ever has to write: once when the server is
 * ready (sessions left open while it was down are closed without waiting five minutes), then every five minutes.
 */
export function scheduleProgressMaintenance(app: FastifyInstance) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = closeAllStaleSessions(app.database.db)
      .then((closed) => app.log.debug({ closed }, 'closed stale reading sessions'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'closing stale reading sessions failed'));
  };
  // With several app servers only one closes the sessions in each interval; at start each catches up on its own.
  const tick = () =>
    void claimIntervalRun(app.database.db, 'close-stale-sessions', EVERY_MS)
      .then((mine) => {
        if (mine) run();
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'claiming the stale-session run failed'));
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  // Start-up waits for the catch-up (a few stale sessions at most; a failure is only logged), so the first
  // request already finds the tables up to date.
  app.addHook('onReady', async () => {
    run();
    await running;
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
