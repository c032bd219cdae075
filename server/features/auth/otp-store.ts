import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { otpCodes } from '../../db/schema/users';
import type { CodePurpose } from '../../../common/api/auth';

export type OtpTarget = { email: string } | { phone: string };
export type OtpRow = typeof otpCodes.$inferSelect;

const matchesTarget = (target: OtpTarget) =>
  'email' in target ? eq(otpCodes.email, target.email) : eq(otpCodes.phone, target.phone);

export async function latestCode(
  db: Database,
  target: OtpTarget,
  purpose: CodePurpose,
): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(matchesTarget(target), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

export type CodeOrigin = {
  /** The account whose own request sends the code; absent for an anonymous request. */
  userId?: string | undefined;
  /** That request had just presented the account's password. */
  passwordProven?: boolean | undefined;
};

/**
 * Stores a new code; only the latest for an address and purpose works. Earlier ones are expired rather
 * than deleted: the rows of the last hour are what the sending limits count.
 */
export async function replaceCode(
  db: Database,
  target: OtpTarget,
  purpose: CodePurpose,
  codeHash: string,
  expiresAt: Date,
  origin: CodeOrigin = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ expiresAt: sql`least(${otpCodes.expiresAt}, now())` })
      .where(and(matchesTarget(target), eq(otpCodes.purpose, purpose), gt(otpCodes.expiresAt, sql`now()`)));
    const [row] = await tx
      .insert(otpCodes)
      .values({
        ...target,
        purpose,
        code: codeHash,
        expiresAt,
        userId: origin.userId ?? null,
        passwordProven: origin.passwordProven ?? false,
      })
      .returning({ id: otpCodes.id });
    if (!row) throw new Error('inserting a code returned no row');
    return row.id;
  });
}

export type RecentCodes = { count: number; oldest: Date | null };

/** Codes stored since `since` for one address (every purpose), or for one account. */
export async function recentCodes(
  db: Database,
  scope: { target: OtpTarget } | { userId: string },
  since: Date,
): Promise<RecentCodes> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | string | null>`min(${otpCodes.createdAt})`,
    })
    .from(otpCodes)
    .where(
      and(
        'target' in scope ? matchesTarget(scope.target) : eq(otpCodes.userId, scope.userId),
        gt(otpCodes.createdAt, since),
      ),
    );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { count: row?.count ?? 0, oldest };
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
