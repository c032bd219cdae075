import type { FastifyInstance } from 'fastify';
import { deleteOldCounters } from '../../lib/client-counters';
import { claimIntervalRun } from '../../lib/interval-runs';
import { PERSISTENT_SESSION_MS } from '../../lib/sessions';
import { deleteExpiredCodes } from './otp-store';
import { deleteExpiredRefreshTokens } from './token-store';
import { deleteAbandonedGuests } from './user-store';

const EVERY_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes expired sessions, codes and refresh tokens, guests nobody can return to, and old client counters. */
export async function purgeExpiredAuthRecords(app: FastifyInstance) {
  const { db } = app.database;
  const now = Date.now();
  const sessions = await app.sessionStore.purgeExpired();
  // A day of slack keeps recently expired rows around for support questions and reuse detection logs.
  const codes = await deleteExpiredCodes(db, new Date(now - DAY_MS));
  const refreshTokens = await deleteExpiredRefreshTokens(db, new Date(now - DAY_MS));
  const guests = await deleteAbandonedGuests(db, new Date(now - PERSISTENT_SESSION_MS));
  // The longest per-client window is a UTC day; two days keeps yesterday's for questions.
  const clientCounters = await deleteOldCounters(db, new Date(now - 2 * DAY_MS));
  return { sessions, codes, refreshTokens, guests, clientCounters };
}

export function scheduleAuthMaintenance(app: FastifyInstance) {
  const run = () =>
    purgeExpiredAuthRecords(app)
      .then((removed) => app.log.debug(removed, 'purged expired auth records'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'purging expired auth records failed'));
  // With several app servers only one purges in each interval; at start each purges once on its own.
  const tick = () =>
    claimIntervalRun(app.database.db, 'purge-auth-records', EVERY_MS)
      .then((mine) => (mine ? run() : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, 'claiming the purge run failed'));
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(timer));
}
