import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/users';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type RevokeReason = NonNullable<RefreshTokenRow['revokeReason']>;

export async function insertRefreshToken(db: Database, values: typeof refreshTokens.$inferInsert) {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.token, tokenHash));
  return row;
}

/** Marks a live token rotated; false when another request rotated or revoked it first. */
export async function rotateOut(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokeReason: 'rotated' })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

export async function revokeFamily(db: Database, familyId: string, reason: RevokeReason) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserFamilies(
  db: Database,
  userId: string,
  reason: RevokeReason,
  keepFamilyId?: string,
) {
  const live = and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(keepFamilyId ? and(live, ne(refreshTokens.familyId, keepFamilyId)) : live);
}

/** A family is live while one of its tokens is neither rotated nor revoked. */
/**
 * A sign-in ends when any of its tokens is revoked for a reason other than rotation (logout, reuse, password
 * change). Looking for an unspent token instead misjudges the instant between one request spending a token and
 * inserting its successor, when a second tab refreshing at once would see no live token and be signed out.
 */
export async function familyIsLive(db: Database, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNotNull(refreshTokens.revokedAt),
        ne(refreshTokens.revokeReason, 'rotated'),
      ),
    )
    .limit(1);
  return rows.length === 0;
}
