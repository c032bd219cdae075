import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema/users';
import type { OtpPurpose } from '../../../common/api/auth';

export type OtpTarget = { email: string } | { phone: string };
export type OtpRow = typeof otpCodes.$inferSelect;

const matchesTarget = (target: OtpTarget) =>
  'email' in target ? eq(otpCodes.email, target.email) : eq(otpCodes.phone, target.phone);

export async function latestCode(
  db: Database,
  target: OtpTarget,
  purpose: OtpPurpose,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(matchesTarget(target), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Stores a new code and drops older ones for the same address and purpose: only the latest works. */
export async function replaceCode(
  db: Database,
  target: OtpTarget,
  purpose: OtpPurpose,
  codeHash: string,
  expiresAt: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(otpCodes).where(and(matchesTarget(target), eq(otpCodes.purpose, purpose)));
    const [row] = await tx
      .insert(otpCodes)
      .values({ ...target, purpose, code: codeHash, expiresAt })
      .returning({ id: otpCodes.id });
    if (!row) throw new Error('inserting a code returned no row');
    return row.id;
  });
}

export async function deleteCode(db: Database, id: number) {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/**
 * Spends one attempt before the code is compared, atomically, so parallel guesses cannot exceed the
 * limit. Returns the attempts used, or undefined when none were left.
 */
export async function spendAttempt(
  db: Database,
  id: number,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxAttempts), eq(otpCodes.verified, 0)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts;
}

export async function markVerified(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ verified: 1 })
    .where(and(eq(otpCodes.id, id), eq(otpCodes.verified, 0)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

export async function deleteExpiredCodes(db: Database, before: Date): Promise<number> {
  const removed = await db
    .delete(otpCodes)
    .where(lt(otpCodes.expiresAt, before))
    .returning({ id: otpCodes.id });
  return removed.length;
}
