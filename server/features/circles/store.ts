import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { CircleDigest, CircleRole } from '../../../common/api/circles';
import type { Database } from '../../db/client';
import { circleDayReads, circleInvites, circleMembers, circlePosts, circles } from '../../db/schema/circles';
import { users } from '../../db/schema/users';

/* The circles' SQL: circles, memberships and read marks. Invite links: invite-store.ts; posts: post-store.ts. */

export type CircleRow = typeof circles.$inferSelect;
export type MemberRow = typeof circleMembers.$inferSelect;
export type PersonRow = {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
};
export type MemberWithPerson = MemberRow & { person: PersonRow };

export const person = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function insertCircle(
  db: Database,
  circle: {
    name: string;
    description: string;
    planId: string | null;
    startsOn: string | null;
    createdBy: string;
  },
): Promise<CircleRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(circles).values(circle).returning();
    if (!row) throw new Error('inserting a circle returned no row');
    await tx.insert(circleMembers).values({ circleId: row.id, userId: circle.createdBy, role: 'host' });
    return row;
  });
}

/** The caller's membership and its circle, or null for a circle that does not exist or that they are not in. */
export async function findMember(
  db: Database,
  circleId: string,
  userId: string,
): Promise<{ circle: CircleRow; member: MemberRow } | null> {
  const [row] = await db
    .select({ circle: circles, member: circleMembers })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
  return row ?? null;
}

export async function findCircle(db: Database, circleId: string): Promise<CircleRow | null> {
  const [row] = await db.select().from(circles).where(eq(circles.id, circleId));
  return row ?? null;
}

/**
 * A circle whose host is gone (their account was deleted: the membership went with it) is handed to the
 * longest-standing co-host, else the longest-standing member. Safe to run twice: it changes nothing when a host
 * is there.
 */
export async function promoteSuccessor(db: Database, circleId: string): Promise<void> {
  await db.execute(sql`
    update ${circleMembers} set role = 'host'
    where ${circleMembers.circleId} = ${circleId}
      and not exists (select 1 from ${circleMembers} h where h.circle_id = ${circleId} and h.role = 'host')
      and ${circleMembers.userId} = (
        select m.user_id from ${circleMembers} m where m.circle_id = ${circleId}
        order by (m.role = 'cohost') desc, m.joined_at asc, m.user_id asc limit 1)`);
}

export async function listMembers(db: Database, circleId: string): Promise<MemberWithPerson[]> {
  const rows = await db
    .select({ member: circleMembers, person })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(eq(circleMembers.circleId, circleId))
    .orderBy(
      sql`case ${circleMembers.role} when 'host' then 0 when 'cohost' then 1 else 2 end`,
      asc(circleMembers.joinedAt),
    );
  return rows.map((row) => ({ ...row.member, person: row.person }));
}

export type CircleListRow = {
  circle: CircleRow;
  role: CircleRole;
  memberCount: number;
  host: PersonRow | null;
  unreadCount: number;
  lastPostAt: Date | null;
};

/** The caller's circles, the most recently active first, each with its unread count. */
export async function listCirclesOf(db: Database, userId: string): Promise<CircleListRow[]> {
  const mine = await db
    .select({ circle: circles, member: circleMembers })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(eq(circleMembers.userId, userId));
  if (mine.length === 0) return [];
  const ids = mine.map((row) => row.circle.id);
  const counts = await db
    .select({ circleId: circleMembers.circleId, n: count() })
    .from(circleMembers)
    .where(inArray(circleMembers.circleId, ids))
    .groupBy(circleMembers.circleId);
  const hosts = await db
    .select({ circleId: circleMembers.circleId, person })
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(and(inArray(circleMembers.circleId, ids), eq(circleMembers.role, 'host')));
  const latest = await db
    .select({ circleId: circlePosts.circleId, at: sql<Date | string>`max(${circlePosts.createdAt})` })
    .from(circlePosts)
    .where(and(inArray(circlePosts.circleId, ids), isNull(circlePosts.removedAt)))
    .groupBy(circlePosts.circleId);
  const unread = await db
    .select({ circleId: circlePosts.circleId, n: count() })
    .from(circlePosts)
    .innerJoin(
      circleMembers,
      and(eq(circleMembers.circleId, circlePosts.circleId), eq(circleMembers.userId, userId)),
    )
    .where(
      and(
        inArray(circlePosts.circleId, ids),
        isNull(circlePosts.removedAt),
        isNull(circlePosts.hiddenAt),
        or(isNull(circlePosts.authorId), ne(circlePosts.authorId, userId)),
        gt(circlePosts.createdAt, sql`coalesce(${circleMembers.lastReadPostAt}, ${circleMembers.joinedAt})`),
      ),
    )
    .groupBy(circlePosts.circleId);
  const countOf = new Map(counts.map((row) => [row.circleId, Number(row.n)]));
  const hostOf = new Map(hosts.map((row) => [row.circleId, row.person]));
  const latestOf = new Map(latest.map((row) => [row.circleId, new Date(row.at)]));
  const unreadOf = new Map(unread.map((row) => [row.circleId, Number(row.n)]));
  return mine
    .map(({ circle, member }) => ({
      circle,
      role: member.role,
      memberCount: countOf.get(circle.id) ?? 1,
      host: hostOf.get(circle.id) ?? null,
      unreadCount: unreadOf.get(circle.id) ?? 0,
      lastPostAt: latestOf.get(circle.id) ?? null,
    }))
    .sort(
      (a, b) =>
        (b.lastPostAt ?? b.circle.createdAt).getTime() - (a.lastPostAt ?? a.circle.createdAt).getTime(),
    );
}

export async function updateCircleRow(
  db: Database,
  circleId: string,
  change: { name?: string; description?: string },
): Promise<CircleRow> {
  const [row] = await db.update(circles).set(change).where(eq(circles.id, circleId)).returning();
  if (!row) throw new Error('updating a circle returned no row');
  return row;
}

/** Closing keeps the circle for its members to read; every live invite link dies with it. */
export async function closeCircleRow(db: Database, circleId: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(circles).set({ closedAt: at }).where(eq(circles.id, circleId));
    await tx
      .update(circleInvites)
      .set({ revokedAt: at })
      .where(and(eq(circleInvites.circleId, circleId), isNull(circleInvites.revokedAt)));
  });
}

export async function updateMemberSettings(
  db: Database,
  circleId: string,
  userId: string,
  change: { showProgress?: boolean; digest?: CircleDigest; pushReplies?: boolean },
): Promise<MemberRow> {
  const [row] = await db
    .update(circleMembers)
    .set(change)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)))
    .returning();
  if (!row) throw new Error('updating a membership returned no row');
  return row;
}

/** Sets a member's role; making someone host makes the host a co-host in the same transaction. */
export async function setMemberRole(
  db: Database,
  circleId: string,
  userId: string,
  role: CircleRole,
  hostId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (role === 'host') {
      await tx
        .update(circleMembers)
        .set({ role: 'cohost' })
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, hostId)));
    }
    await tx
      .update(circleMembers)
      .set({ role })
      .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
  });
}

/**
 * Removes a membership (their posts stay in the circle, their read marks go). A host who leaves hands the circle
 * on; the last member leaving deletes the circle, which no one could open any more. Returns whether it was deleted.
 */
export async function deleteMember(
  db: Database,
  circleId: string,
  userId: string,
): Promise<{ deleted: boolean }> {
  return db.transaction(async (tx) => {
    await tx
      .delete(circleMembers)
      .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
    await tx
      .delete(circleDayReads)
      .where(and(eq(circleDayReads.circleId, circleId), eq(circleDayReads.userId, userId)));
    const [left] = await tx
      .select({ n: count() })
      .from(circleMembers)
      .where(eq(circleMembers.circleId, circleId));
    if (Number(left?.n ?? 0) === 0) {
      await tx.delete(circles).where(eq(circles.id, circleId));
      return { deleted: true };
    }
    await promoteSuccessor(tx, circleId);
    return { deleted: false };
  });
}

export async function memberCount(db: Database, circleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(circleMembers)
    .where(eq(circleMembers.circleId, circleId));
  return Number(row?.n ?? 0);
}

export async function hostOf(db: Database, circleId: string): Promise<PersonRow | null> {
  const [row] = await db
    .select(person)
    .from(circleMembers)
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.role, 'host')));
  return row ?? null;
}

export async function findPerson(db: Database, userId: string): Promise<PersonRow | null> {
  const [row] = await db.select(person).from(users).where(eq(users.id, userId));
  return row ?? null;
}
