import { randomUUID } from 'node:crypto';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flaggedMessages, moderationLogs } from '../../db/schema/chat';
import { devOutbox } from '../../db/schema/mail';
import { otpCodes, sessions, users } from '../../db/schema/users';

export type ErasedAccount = {
  email: string | null;
  phone: string | null;
  firstName: string | null;
  /** The random id that now stands for the person on the moderation rows kept for abuse handling. */
  pseudonym: string;
  keptModerationRows: number;
};

/**
 * Erases an account in one transaction: nothing or everything. The moderation rows about the person are kept
 * for abuse handling under a fresh random pseudonym (before the user row goes, or they would cascade away);
 * every other row that holds the user id dies with the users row through its ON DELETE CASCADE (a test walks
 * the catalogue so that a table added without one cannot be forgotten). Cookie sessions name the user only
 * inside their JSON, and codes and unsent mail name the address, not the id: those are deleted here.
 */
export async function eraseAccount(db: Database, userId: string): Promise<ErasedAccount | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        email: users.email,
        phone: users.phone,
        pendingEmail: users.pendingEmail,
        pendingPhone: users.pendingPhone,
        firstName: users.firstName,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return null;

    const pseudonym = randomUUID();
    const now = new Date();
    const keep = { userId: null, userPseudonym: pseudonym, pseudonymisedAt: now };
    const flagged = await tx
      .update(flaggedMessages)
      .set(keep)
      .where(eq(flaggedMessages.userId, userId))
      .returning({ id: flaggedMessages.id });
    const logs = await tx
      .update(moderationLogs)
      .set(keep)
      .where(eq(moderationLogs.userId, userId))
      .returning({ id: moderationLogs.id });

    await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);

    const emails = [user.email, user.pendingEmail].filter((value): value is string => Boolean(value));
    const phones = [user.phone, user.pendingPhone].filter((value): value is string => Boolean(value));
    const codeTargets: SQL[] = [eq(otpCodes.userId, userId)];
    if (emails.length > 0) codeTargets.push(inArray(otpCodes.email, emails));
    if (phones.length > 0) codeTargets.push(inArray(otpCodes.phone, phones));
    await tx.delete(otpCodes).where(or(...codeTargets));
    const addresses = [...emails, ...phones];
    if (addresses.length > 0) await tx.delete(devOutbox).where(inArray(devOutbox.recipient, addresses));

    await tx.delete(users).where(eq(users.id, userId));
    return {
      email: user.email,
      phone: user.phone,
      firstName: user.firstName,
      pseudonym,
      keptModerationRows: flagged.length + logs.length,
    };
  });
}
