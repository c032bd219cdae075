import type { RetentionPeriods } from '../../../common/api/legal';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { deleteOldCounters } from '../../lib/client-counters';
import { PERSISTENT_SESSION_MS } from '../../lib/sessions';
import {
  clearPseudonymisedContent,
  deleteChatMessagesBefore,
  deleteExpiredCodes,
  deleteExpiredRefreshTokens,
  deleteExpiredSessions,
  deleteInactiveGuests,
  deleteUnreachableGuests,
} from './store';

export const DAY_MS = 24 * 60 * 60 * 1000;

type RetentionConfig = Pick<
  Config,
  'GUEST_RETENTION_DAYS' | 'CHAT_RETENTION_MONTHS' | 'MODERATION_CONTENT_RETENTION_DAYS'
>;

export function retentionPeriods(config: RetentionConfig): RetentionPeriods {
  return {
    guestDays: config.GUEST_RETENTION_DAYS,
    chatMonths: config.CHAT_RETENTION_MONTHS,
    moderationContentDays: config.MODERATION_CONTENT_RETENTION_DAYS,
  };
}

/** The same calendar day and time `months` months earlier (UTC; the 31st of a shorter month runs over). */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now.getTime());
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

export type RetentionRun = {
  inactiveGuests: number;
  unreachableGuests: number;
  chatMessages: number;
  moderationContent: number;
  sessions: number;
  codes: number;
  refreshTokens: number;
  clientCounters: number;
};

/** Deletes what the privacy page says is no longer kept at `now`; returns how many rows of each kind went. */
export async function enforceRetention(
  db: Database,
  config: RetentionConfig,
  now: Date,
): Promise<RetentionRun> {
  const at = now.getTime();
  // Sessions first: a guest whose cookie expired is then unreachable and goes in this same run.
  const sessions = await deleteExpiredSessions(db, now);
  const inactiveGuests = await deleteInactiveGuests(
    db,
    new Date(at - config.GUEST_RETENTION_DAYS * DAY_MS),
    now,
  );
  const unreachableGuests = await deleteUnreachableGuests(db, new Date(at - PERSISTENT_SESSION_MS), now);
  const chatMessages = await deleteChatMessagesBefore(db, monthsBefore(now, config.CHAT_RETENTION_MONTHS));
  const moderationContent = await clearPseudonymisedContent(
    db,
    new Date(at - config.MODERATION_CONTENT_RETENTION_DAYS * DAY_MS),
  );
  // A day of slack keeps just-expired codes and tokens for support questions and reuse-detection logs.
  const codes = await deleteExpiredCodes(db, new Date(at - DAY_MS));
  const refreshTokens = await deleteExpiredRefreshTokens(db, new Date(at - DAY_MS));
  // The longest per-client window is a UTC day; two days keep yesterday's for questions.
  const clientCounters = await deleteOldCounters(db, new Date(at - 2 * DAY_MS));
  return {
    inactiveGuests,
    unreachableGuests,
    chatMessages,
    moderationContent,
    sessions,
    codes,
    refreshTokens,
    clientCounters,
  };
}
