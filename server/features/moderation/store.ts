import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, flaggedMessages, moderationLogs } from '../../db/schema/chat';
import { circlePostReports, circlePosts, circles } from '../../db/schema/circles';
import { users } from '../../db/schema/users';

export type FlaggedRow = typeof flaggedMessages.$inferSelect;
export type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'isGuest'
  | 'role'
  | 'moderationWarnings'
  | 'banned'
  | 'banReason'
  | 'banExpiresAt'
>;

const userColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isGuest: users.isGuest,
  role: users.role,
  moderationWarnings: users.moderationWarnings,
  banned: users.banned,
  banReason: users.banReason,
  banExpiresAt: users.banExpiresAt,
};

export async function findUser(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUsers(db: Database, ids: readonly string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(sql`${users.id} = any(${sql.param([...ids])}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function listFlagged(
  db: Database,
  status: 'pending' | 'reviewed' | 'all',
  limit: number,
): Promise<FlaggedRow[]> {
  const where =
    status === 'pending'
      ? isNull(flaggedMessages.reviewedAt)
      : status === 'reviewed'
        ? isNotNull(flaggedMessages.reviewedAt)
        : undefined;
  return db
    .select()
    .from(flaggedMessages)
    .where(where)
    .orderBy(desc(flaggedMessages.createdAt), desc(flaggedMessages.id))
    .limit(limit);
}

export async function countPending(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(flaggedMessages)
    .where(isNull(flaggedMessages.reviewedAt));
  return row?.count ?? 0;
}

export async function findFlagged(db: Database, id: number): Promise<FlaggedRow | null> {
  const [row] = await db.select().from(flaggedMessages).where(eq(flaggedMessages.id, id));
  return row ?? null;
}

/** The last messages of the session before the flagged one: what the moderator needs to judge it. */
export async function conversationBefore(db: Database, flagged: FlaggedRow, limit = 4) {
  if (!flagged.sessionId || !flagged.userId) return [];
  const rows = await db
    .select({ type: chatMessages.type, content: chatMessages.content, timestamp: chatMessages.timestamp })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.sessionId, flagged.sessionId),
        eq(chatMessages.userId, flagged.userId),
        lt(chatMessages.timestamp, flagged.createdAt),
      ),
    )
    .orderBy(desc(chatMessages.timestamp), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export type UserChange = Partial<Pick<typeof users.$inferInsert, 'banned' | 'banReason' | 'banExpiresAt'>> & {
  warningsDelta?: number;
};

/** Applies a moderator's decision: the flag's review, the user's warnings or ban, and the log line, together. */
export async function applyDecision(
  db: Database,
  decision: {
    flaggedId: number | null;
    action: string;
    userId: string;
    moderatorId: string;
    change: UserChange;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (decision.flaggedId !== null) {
      await tx
        .update(flaggedMessages)
        .set({ moderationAction: decision.action, moderatorId: decision.moderatorId, reviewedAt: new Date() })
        .where(eq(flaggedMessages.id, decision.flaggedId));
    }
    const { warningsDelta, ...ban } = decision.change;
    const set: Record<string, unknown> = { ...ban, updatedAt: new Date() };
    if (warningsDelta)
      set.moderationWarnings = sql`greatest(0, ${users.moderationWarnings} + ${warningsDelta})`;
    await tx.update(users).set(set).where(eq(users.id, decision.userId));
    await tx.insert(moderationLogs).values({
      userId: decision.userId,
      action: `moderator_${decision.action}`,
      details: {
        ...(decision.flaggedId !== null ? { flaggedMessageId: decision.flaggedId } : {}),
        ...decision.details,
      },
      moderatorId: decision.moderatorId,
    });
  });
}

/** The guard's rule behind each automatic block, by flagged message id (from its auto_block log line). */
export async function blockRules(db: Database, flaggedIds: readonly number[]): Promise<Map<number, string>> {
  if (flaggedIds.length === 0) return new Map();
  const flaggedId = sql<number>`(${moderationLogs.details} ->> 'flaggedMessageId')::int`;
  const rows = await db
    .select({ flaggedId, rule: moderationLogs.rule })
    .from(moderationLogs)
    .where(
      and(
        eq(moderationLogs.action, 'auto_block'),
        isNotNull(moderationLogs.rule),
        sql`${flaggedId} = any(${sql.param([...flaggedIds])}::int[])`,
      ),
    );
  return new Map(rows.map((row) => [row.flaggedId, row.rule!]));
}

export type LogRow = typeof moderationLogs.$inferSelect;

export async function listLogs(db: Database, userId: string | undefined, limit = 200): Promise<LogRow[]> {
  return db
    .select()
    .from(moderationLogs)
    .where(userId ? eq(moderationLogs.userId, userId) : undefined)
    .orderBy(desc(moderationLogs.createdAt), desc(moderationLogs.id))
    .limit(limit);
}

export type ReportedPost = {
  circleId: string;
  circleName: string;
  postId: string;
  parentId: string | null;
  createdAt: Date;
  hiddenAt: Date | null;
  removedAt: Date | null;
};

/** The circle post behind each queue entry that a member's report opened, by flagged message id. */
export async function reportedPosts(
  db: Database,
  flaggedIds: readonly number[],
): Promise<Map<number, ReportedPost>> {
  if (flaggedIds.length === 0) return new Map();
  const rows = await db
    .select({
      flaggedId: circlePostReports.flaggedMessageId,
      circleId: circles.id,
      circleName: circles.name,
      postId: circlePosts.id,
      parentId: circlePosts.parentId,
      createdAt: circlePosts.createdAt,
      hiddenAt: circlePosts.hiddenAt,
      removedAt: circlePosts.removedAt,
    })
    .from(circlePostReports)
    .innerJoin(circlePosts, eq(circlePosts.id, circlePostReports.postId))
    .innerJoin(circles, eq(circles.id, circlePosts.circleId))
    .where(inArray(circlePostReports.flaggedMessageId, [...flaggedIds]));
  return new Map(rows.map(({ flaggedId, ...post }) => [flaggedId!, post]));
}

/** The thread of a reported post before it (its top-level post and the earlier replies), oldest first. */
export async function threadBefore(db: Database, post: ReportedPost, limit = 4) {
  const rootId = post.parentId ?? post.postId;
  const rows = await db
    .select({
      kind: circlePosts.kind,
      body: circlePosts.body,
      removedAt: circlePosts.removedAt,
      timestamp: circlePosts.createdAt,
    })
    .from(circlePosts)
    .where(
      and(
        or(eq(circlePosts.id, rootId), eq(circlePosts.parentId, rootId)),
        ne(circlePosts.id, post.postId),
        lt(circlePosts.createdAt, post.createdAt),
      ),
    )
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
    .limit(limit);
  return rows.reverse();
}

/** A moderator takes a circle post out: gone for every member, kept for the review and the log. */
export async function removeCirclePost(db: Database, postId: string, moderatorId: string): Promise<void> {
  await db
    .update(circlePosts)
    .set({ removedAt: new Date(), removedBy: moderatorId })
    .where(and(eq(circlePosts.id, postId), isNull(circlePosts.removedAt)));
}
