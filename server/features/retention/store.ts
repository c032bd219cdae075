import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, flaggedMessages, moderationLogs } from '../../db/schema/chat';
import { otpCodes, refreshTokens, sessions, users } from '../../db/schema/users';

// Guests go a batch at a time, each batch in its own short transaction, so a first run over a large backlog
// never holds locks (or PGlite's one connection) for long.
const GUEST_BATCH = 500;

/**
 * Deletes guests matching `which` with everything they own: every table that names a user cascades from users,
 * except the cookie sessions, whose user id sits in their JSON and is deleted first in the same transaction, and
 * the moderation records, which are kept under a pseudonym.
 */
async function deleteGuestsWhere(db: Database, which: ReturnType<typeof and>, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isGuest, true), which))
        .limit(GUEST_BATCH)
        .for('update', { skipLocked: true });
      const ids = batch.map((row) => row.id);
      if (ids.length === 0) return 0;
      await keepModerationRecords(tx, ids, now);
      await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' in ${ids}`);
      const gone = await tx
        .delete(users)
        .where(and(inArray(users.id, ids), eq(users.isGuest, true)))
        .returning({ id: users.id });
      return gone.length;
    });
    total += removed;
    if (removed < GUEST_BATCH) return total;
  }
}

/**
 * A guest's moderation records stay for abuse handling as a deleted account's do: under one random pseudonym per
 * guest, stamped `now`, so their content goes MODERATION_CONTENT_RETENTION_DAYS later (clearPseudonymisedContent).
 */
async function keepModerationRecords(db: Database, ids: string[], now: Date): Promise<void> {
  const flaggedAuthors = await db
    .selectDistinct({ userId: flaggedMessages.userId })
    .from(flaggedMessages)
    .where(inArray(flaggedMessages.userId, ids));
  const loggedUsers = await db
    .selectDistinct({ userId: moderationLogs.userId })
    .from(moderationLogs)
    .where(inArray(moderationLogs.userId, ids));
  const named = new Set([...flaggedAuthors, ...loggedUsers].map((row) => row.userId!));
  for (const userId of named) {
    const keep = { userId: null, userPseudonym: randomUUID(), pseudonymisedAt: now };
    await db.update(flaggedMessages).set(keep).where(eq(flaggedMessages.userId, userId));
    await db.update(moderationLogs).set(keep).where(eq(moderationLogs.userId, userId));
  }
}

/** Guests whose last request is older than `activeBefore`. */
export function deleteInactiveGuests(db: Database, activeBefore: Date, now: Date): Promise<number> {
  return deleteGuestsWhere(db, and(lt(users.lastActiveAt, activeBefore)), now);
}

/**
 * Guests nobody can return to: no cookie session names them any more (it expired, or the browser signed in and
 * the guest's data moved to the account), created before `createdBefore` so a guest being set up is never caught.
 */
export function deleteUnreachableGuests(db: Database, createdBefore: Date, now: Date): Promise<number> {
  return deleteGuestsWhere(
    db,
    and(
      lt(users.createdAt, createdBefore),
      sql`not exists (select 1 from sessions where sessions.sess->>'userId' = ${users.id}::text)`,
    ),
    now,
  );
}

export async function deleteChatMessagesBefore(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(chatMessages)
    .where(lt(chatMessages.timestamp, before))
    .returning({ id: chatMessages.id });
  return removed.length;
}

/**
 * A deleted account's moderation records stay, under a pseudonym, for abuse handling; once pseudonymised before
 * `before` they lose what the person wrote: the flagged message's text and the log's details.
 */
export async function clearPseudonymisedContent(db: Database, before: Date): Promise<number> {
  const flagged = await db
    .update(flaggedMessages)
    .set({ content: '' })
    .where(and(lt(flaggedMessages.pseudonymisedAt, before), ne(flaggedMessages.content, '')))
    .returning({ id: flaggedMessages.id });
  const logs = await db
    .update(moderationLogs)
    .set({ details: null })
    .where(and(lt(moderationLogs.pseudonymisedAt, before), isNotNull(moderationLogs.details)))
    .returning({ id: moderationLogs.id });
  return flagged.length + logs.length;
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return removed.length;
}

/** One-time codes (sign-up, sign-in, password reset, address checks, account deletion) that expired before. */
export async function deleteExpiredCodes(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(otpCodes)
    .where(lt(otpCodes.expiresAt, before))
    .returning({ id: otpCodes.id });
  return removed.length;
}

/**
 * Refresh tokens that expired before `before`, revoked or not. A revoked token is kept until it expires: it is
 * what tells that its sign-in was ended, and the newest token of a family expires last, so a family's revoked
 * token never goes while a token of that family could still be spent.
 */
export async function deleteExpiredRefreshTokens(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, before))
    .returning({ id: refreshTokens.id });
  return removed.length;
}
