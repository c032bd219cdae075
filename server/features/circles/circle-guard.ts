import { MODERATION_ERROR, type ModerationBlock } from '../../../common/api/chat';
import type { Database } from '../../db/client';
import { banMessage } from '../../lib/identity';
import { screenUserMessage } from '../../lib/moderation/message-screen';
import { recordBlockedMessage } from '../../lib/moderation/offences';

/** A circle's name or description the guard refused: answered as the app's moderation notice (a 400). */
export class CircleTextBlocked extends Error {
  constructor(readonly body: ModerationBlock) {
    super(body.message);
  }
}

/**
 * Reads a circle's name and description through the same guard as chat before anything is stored. A refusal is
 * an offence like a blocked chat message (the moderators' queue, a warning, a ban at the threshold).
 */
export async function screenCircleText(
  db: Database,
  userId: string,
  where: string,
  texts: readonly (string | undefined)[],
): Promise<void> {
  for (const text of texts) {
    if (!text) continue;
    const verdict = screenUserMessage(text);
    if (verdict.allowed) continue;
    const outcome = await recordBlockedMessage(db, { userId, sessionId: where, content: text, verdict });
    const banNote = outcome.ban
      ? ` ${banMessage({ banReason: outcome.ban.reason, banExpiresAt: outcome.ban.expiresAt })}`
      : '';
    throw new CircleTextBlocked({
      error: MODERATION_ERROR,
      message: `Your circle was not saved: its name or description was flagged as disrespectful.${banNote}`,
      suggestion: verdict.suggestion,
    });
  }
}
