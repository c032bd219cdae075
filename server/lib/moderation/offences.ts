import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flaggedMessages, moderationLogs } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import type { ScreenVerdict } from './message-screen';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every third warning suspends the account, for longer each time: 1 day, then 7, then 30. */
export const WARNINGS_PER_BAN = 3;
const banDays = [1, 7, 30];

export function automaticBanDays(warnings: number): number | null {
  if (warnings <= 0 || warnings % WARNINGS_PER_BAN !== 0) return null;
  const step = Math.min(warnings / WARNINGS_PER_BAN, banDays.length) - 1;
  return banDays[step]!;
}

export const AUTOMATIC_BAN_REASON = 'Repeated messages blocked by moderation';

export type BlockedMessage = {
  userId: string;
  sessionId: string;
  content: string;
  verdict: Extract<ScreenVerdict, { allowed: false }>;
};

export type OffenceOutcome = {
  flaggedId: number;
  warnings: number;
  ban: { reason: string; expiresAt: Date } | null;
};

/**
 * A blocked chat message: a flagged_messages row for the moderators' queue, a moderation_logs row, one more
 * warning, and a temporary ban when the warnings reach the next step. All or nothing.
 */
export async function recordBlockedMessage(db: Database, blocked: BlockedMessage): Promise<OffenceOutcome> {
  return db.transaction(async (tx) => {
    const [flagged] = await tx
      .insert(flaggedMessages)
      .values({
        sessionId: blocked.sessionId,
        userId: blocked.userId,
        content: blocked.content,
        flagReason: blocked.verdict.reason,
        reportedBy: 'auto-moderation',
        aiConfidence: blocked.verdict.confidence,
      })
      .returning({ id: flaggedMessages.id });
    const [user] = await tx
      .update(users)
      .set({ moderationWarnings: sql`${users.moderationWarnings} + 1`, updatedAt: new Date() })
      .where(eq(users.id, blocked.userId))
      .returning({ warnings: users.moderationWarnings });
    const warnings = user?.warnings ?? 0;
    await tx.insert(moderationLogs).values({
      userId: blocked.userId,
      action: 'auto_block',
      rule: blocked.verdict.rule,
      details: {
        flaggedMessageId: flagged!.id,
        sessionId: blocked.sessionId,
        reason: blocked.verdict.reason,
        rule: blocked.verdict.rule,
        confidence: blocked.verdict.confidence,
        matched: blocked.verdict.matched,
        warnings,
      },
    });

    const days = automaticBanDays(warnings);
    let ban: OffenceOutcome['ban'] = null;
    if (days !== null) {
      ban = { reason: AUTOMATIC_BAN_REASON, expiresAt: new Date(Date.now() + days * DAY_MS) };
      await tx
        .update(users)
        .set({ banned: true, banReason: ban.reason, banExpiresAt: ban.expiresAt, updatedAt: new Date() })
        .where(eq(users.id, blocked.userId));
      await tx.insert(moderationLogs).values({
        userId: blocked.userId,
        action: 'auto_ban',
        details: { warnings, days, expiresAt: ban.expiresAt.toISOString() },
      });
    }
    return { flaggedId: flagged!.id, warnings, ban };
  });
}
