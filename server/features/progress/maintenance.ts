import type { FastifyInstance } from 'fastify';
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
  const timer = setInterval(run, EVERY_MS);
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
