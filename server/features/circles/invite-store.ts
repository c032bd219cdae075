import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { circleInvites, circleMembers, circles } from '../../db/schema/circles';
import { users } from '../../db/schema/users';
import { person, type CircleRow, type PersonRow } from './store';

/* Invite links and joining by one. */

export type InviteRow = typeof circleInvites.$inferSelect;

export async function insertInvite(
  db: Database,
  invite: { circleId: string; tokenHash: string; createdBy: string; expiresAt: Date },
): Promise<InviteRow> {
  const [row] = await db.insert(circleInvites).values(invite).returning();
  if (!row) throw new Error('inserting an invite returned no row');
  return row;
}

export async function liveInvites(
  db: Database,
  circleId: string,
  at: Date,
): Promise<(InviteRow & { creator: PersonRow | null })[]> {
  const rows = await db
    .select({ invite: circleInvites, creator: person })
    .from(circleInvites)
    .leftJoin(users, eq(users.id, circleInvites.createdBy))
    .where(
      and(
        eq(circleInvites.circleId, circleId),
        isNull(circleInvites.revokedAt),
        gt(circleInvites.expiresAt, at),
      ),
    )
    .orderBy(desc(circleInvites.createdAt));
  return rows.map((row) => ({ ...row.invite, creator: row.creator }));
}

/** Revokes a live link of this circle; false when there is none with that id. */
export async function revokeInviteRow(db: Database, circleId: string, inviteId: string, at: Date) {
  const rows = await db
    .update(circleInvites)
    .set({ revokedAt: at })
    .where(
      and(
        eq(circleInvites.id, inviteId),
        eq(circleInvites.circleId, circleId),
        isNull(circleInvites.revokedAt),
      ),
    )
    .returning({ id: circleInvites.id });
  return rows.length > 0;
}

/**
 * Revokes every live link of this circle: a member the host removed must not walk back in through a link they
 * still hold. Returns how many were revoked.
 */
export async function revokeLiveInvites(db: Database, circleId: string, at: Date): Promise<number> {
  const rows = await db
    .update(circleInvites)
    .set({ revokedAt: at })
    .where(and(eq(circleInvites.circleId, circleId), isNull(circleInvites.revokedAt)))
    .returning({ id: circleInvites.id });
  return rows.length;
}

export async function findInviteByHash(
  db: Database,
  tokenHash: string,
): Promise<{ invite: InviteRow; circle: CircleRow } | null> {
  const [row] = await db
    .select({ invite: circleInvites, circle: circles })
    .from(circleInvites)
    .innerJoin(circles, eq(circles.id, circleInvites.circleId))
    .where(eq(circleInvites.tokenHash, tokenHash));
  return row ?? null;
}

export type JoinOutcome = 'joined' | 'already-member' | 'full';

/**
 * Adds a member unless the circle is full. The circle row is locked first, so two people joining at once cannot
 * both take the last place.
 */
export async function insertMemberIfRoom(
  db: Database,
  circleId: string,
  userId: string,
  limit: number,
): Promise<JoinOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: circles.id }).from(circles).where(eq(circles.id, circleId)).for('update');
    const [existing] = await tx
      .select({ role: circleMembers.role })
      .from(circleMembers)
      .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
    if (existing) return 'already-member';
    const [members] = await tx
      .select({ n: count() })
      .from(circleMembers)
      .where(eq(circleMembers.circleId, circleId));
    if (Number(members?.n ?? 0) >= limit) return 'full';
    await tx.insert(circleMembers).values({ circleId, userId, role: 'member' });
    return 'joined';
  });
}
