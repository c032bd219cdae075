import type { ModerationBlock } from '../../../common/api/chat';
import { MODERATION_ERROR } from '../../../common/api/chat';
import type { Database } from '../../db/client';
import { returnToCounter, takeFromCounter, utcDayWindow } from '../../lib/client-counters';
import { tooManyRequests } from '../../lib/http-error';
import { assertNotBanned, banMessage } from '../../lib/identity';
import { tellsOfDangerToSelf } from './guide/danger-to-self';
import { screenUserMessage } from '../../lib/moderation/message-screen';
import { recordBlockedMessage } from '../../lib/moderation/offences';
import type { ChatDeps } from './service';
import { accountStatus, consumeDailyQuota, refundDailyQuota } from './store';

/*
 * Who may ask the scholar: bans, moderation and the free tier's quotas, taken before an answer and given back
 * when none came.
 */

/** A message the moderation refused: answered as a 400 with a suggestion (docs/product.md, Moderation). */
export class MessageBlocked extends Error {
  constructor(readonly body: ModerationBlock) {
    super(body.message);
  }
}

/** One free answer taken from the quotas, to give back if no answer comes for it. */
export type QuotaCharge = { userId: string; day: string; client: string; clientWindow: Date };

/**
 * Gives back the answer a charge took (the model failed, the reader left before any of it came). Each counter is
 * one atomic statement against the day it was taken on, so parallel refunds and charges cannot interleave badly.
 */
export async function refundCharge(db: Database, charge: QuotaCharge | null): Promise<void> {
  if (!charge) return;
  await refundDailyQuota(db, charge.userId, charge.day);
  await returnToCounter(db, charge.client, charge.clientWindow);
}

/** Runs the work an admitted request paid for; when it throws, the answer was never given, so `refund` runs first. */
export async function refundOnError<T>(refund: () => Promise<void>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await refund().catch(() => undefined);
    throw error;
  }
}

/**
 * Bans first, then moderation, then the free tier's quota: a blocked message never costs an answer. Returns what
 * was taken from the quota (null for premium).
 */
export async function admit(
  deps: ChatDeps,
  userId: string,
  sessionId: string,
  text: string,
): Promise<QuotaCharge | null> {
  const account = await accountStatus(deps.db, userId);
  if (account) assertNotBanned(account);

  const verdict = screenUserMessage(text);
  if (!verdict.allowed) {
    const outcome = await recordBlockedMessage(deps.db, { userId, sessionId, content: text, verdict });
    deps.log.info({ userId, reason: verdict.reason, warnings: outcome.warnings }, 'chat message blocked');
    const banNote = outcome.ban
      ? ` ${banMessage({ banReason: outcome.ban.reason, banExpiresAt: outcome.ban.expiresAt })}`
      : '';
    throw new MessageBlocked({
      error: MODERATION_ERROR,
      message: `Your message was not sent: it was flagged as disrespectful.${banNote}`,
      suggestion: verdict.suggestion,
    });
  }

  // A reader who tells of a danger to their life is answered whatever their quota: that answer is the help lines.
  if (account?.plan !== 'premium' && !tellsOfDangerToSelf(text)) {
    // Per client first: new guests or accounts from one address share its ceiling, so they cannot mint
    // fresh quotas. The ceiling is a multiple of the per-person quota so a household is not starved.
    const day = utcDayWindow();
    const perClient = deps.config.FREE_DAILY_AI_QUOTA_PER_IP;
    if ((await takeFromCounter(deps.db, deps.client, day, perClient)) === null) {
      throw tooManyRequests(
        `Today's ${perClient} free AI answers for your network are used up. They renew at midnight UTC; signed-in premium members have unlimited conversations.`,
      );
    }
    const limit = deps.config.FREE_DAILY_AI_QUOTA;
    const taken = await consumeDailyQuota(deps.db, userId, limit);
    if (taken === null) {
      await returnToCounter(deps.db, deps.client, day);
      throw tooManyRequests(
        `You have used today's ${limit} free AI answers. They renew at midnight UTC; premium members have unlimited conversations.`,
      );
    }
    return { userId, day: taken.day, client: deps.client, clientWindow: day };
  }
  return null;
}
