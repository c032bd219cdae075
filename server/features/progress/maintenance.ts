import type { FastifyInstance } from 'fastify';
import { closeAllStaleSessions } from './service';

// Reads already show a stale session as closed; the job makes the tables (weeks, milestones) catch up.
const EVERY_MS = 5 * 60 * 1000;

/** Closes the sessions readers left open past the limit, so no GET ever has to write. */
export function scheduleProgressMaintenance(app: FastifyInstance) {
  const run = () =>
    closeAllStaleSessions(app.database.db)
      .then((closed) => app.log.debug({ closed }, 'closed stale reading sessions'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'closing stale reading sessions failed'));
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
