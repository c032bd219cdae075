import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { VerseReference } from '../../../common/api/chat';
import type { CirclePostKind, CircleRole } from '../../../common/api/circles';
import type { ScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Database } from '../../db/client';
import { flaggedMessages } from '../../db/schema/chat';
import {
  circleMembers,
  circlePostReactions,
  circlePostReports,
  circlePosts,
  circles,
} from '../../db/schema/circles';
import { users } from '../../db/schema/users';

export type PostRow = typeof circlePosts.$inferSelect;
export type AuthorRow = {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
};
export type Membership = { role: CircleRole; closedAt: Date | null; name: string };

/** The caller's place in a circle, or null when they are not a member (or the circle does not exist). */
export async function findMembership(
  db: Database,
  circleId: string,
  userId: string,
): Promise<Membership | null> {
  const [row] = await db
    .select({ role: circleMembers.role, closedAt: circles.closedAt, name: circles.name })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
  return row ?? null;
}

export async function findPost(db: Database, circleId: string, postId: string): Promise<PostRow | null> {
  const [row] = await db
    .select()
    .from(circlePosts)
    .where(and(eq(circlePosts.id, postId), eq(circlePosts.circleId, circleId)));
  return row ?? null;
}

export type NewPost = {
  circleId: string;
  authorId: string | null;
  askedBy?: string | null;
  parentId: string | null;
  body: string;
  kind: CirclePostKind;
  reference: ScriptureRef | null;
  day: number | null;
  references: VerseReference[];
};

export async function insertPost(db: Database, post: NewPost): Promise<PostRow> {
  const [row] = await db
    .insert(circlePosts)
    .values({ ...post, isReply: post.parentId !== null })
    .returning();
  if (!row) throw new Error('inserting a circle post returned no row');
  return row;
}

/** A page of posts, newest first: top-level ones, or the replies under one post. */
export async function listPosts(
  db: Database,
  circleId: string,
  page: { parentId: string | null; before: Date | null; limit: number },
): Promise<PostRow[]> {
  return db
    .select()
    .from(circlePosts)
    .where(
      and(
        eq(circlePosts.circleId, circleId),
        page.parentId
          ? eq(circlePosts.parentId, page.parentId)
          : and(isNull(circlePosts.parentId), eq(circlePosts.isReply, false)),
        page.before ? lt(circlePosts.createdAt, page.before) : undefined,
      ),
    )
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
    .limit(page.limit);
}

/** A thread oldest first (the post and its replies), for the scholar's view of the conversation. */
export async function threadOf(db: Database, circleId: string, rootId: string, limit: number) {
  const rows = await db
    .select()
    .from(circlePosts)
    .where(
      and(
        eq(circlePosts.circleId, circleId),
        sql`(${circlePosts.id} = ${rootId} or ${circlePosts.parentId} = ${rootId})`,
      ),
    )
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.id))
    .limit(limit);
  return rows.reverse();
}

export async function findAuthors(db: Database, ids: readonly string[]): Promise<Map<string, AuthorRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export type ReactionTally = { postId: string; emoji: string; count: number; mine: boolean };

export async function reactionTallies(
  db: Database,
  postIds: readonly string[],
  viewerId: string | null,
): Promise<ReactionTally[]> {
  if (postIds.length === 0) return [];
  return db
    .select({
      postId: circlePostReactions.postId,
      emoji: circlePostReactions.emoji,
      count: sql<number>`count(*)::int`,
      mine: viewerId
        ? sql<boolean>`bool_or(${circlePostReactions.userId} = ${viewerId})`
        : sql<boolean>`false`,
    })
    .from(circlePostReactions)
    .where(inArray(circlePostReactions.postId, [...postIds]))
    .groupBy(circlePostReactions.postId, circlePostReactions.emoji);
}

export async function replyCounts(db: Database, postIds: readonly string[]): Promise<Map<string, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ parentId: circlePosts.parentId, count: sql<number>`count(*)::int` })
    .from(circlePosts)
    .where(and(inArray(circlePosts.parentId, [...postIds]), isNull(circlePosts.removedAt)))
    .groupBy(circlePosts.parentId);
  return new Map(rows.map((row) => [row.parentId!, row.count]));
}

/** Adds the reaction, or takes it away when the member had given it: one statement each way, race-free. */
export async function toggleReaction(db: Database, postId: string, userId: string, emoji: string) {
  const removed = await db
    .delete(circlePostReactions)
    .where(
      and(
        eq(circlePostReactions.postId, postId),
        eq(circlePostReactions.userId, userId),
        eq(circlePostReactions.emoji, emoji),
      ),
    )
    .returning({ postId: circlePostReactions.postId });
  if (removed.length === 0) {
    await db.insert(circlePostReactions).values({ postId, userId, emoji }).onConflictDoNothing();
  }
}

export async function setHidden(db: Database, postId: string, hiddenBy: string | null): Promise<PostRow> {
  const [row] = await db
    .update(circlePosts)
    .set(hiddenBy ? { hiddenAt: new Date(), hiddenBy } : { hiddenAt: null, hiddenBy: null })
    .where(eq(circlePosts.id, postId))
    .returning();
  return row!;
}

/**
 * A member's report: a row of its own and an entry in the moderators' flagged queue pointing at the post, made
 * together. A second report of the same post by the same member changes nothing (false).
 */
export async function insertReport(
  db: Database,
  report: { post: PostRow; reporterId: string; reason: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(circlePostReports)
      .values({ postId: report.post.id, reporterId: report.reporterId, reason: report.reason })
      .onConflictDoNothing()
      .returning({ id: circlePostReports.id });
    if (!created) return false;
    const [flagged] = await tx
      .insert(flaggedMessages)
      .values({
        sessionId: `circle:${report.post.circleId}`,
        userId: report.post.authorId ?? report.post.askedBy,
        content: report.post.body,
        flagReason: report.reason,
        reportedBy: 'circle-member',
      })
      .returning({ id: flaggedMessages.id });
    await tx
      .update(circlePostReports)
      .set({ flaggedMessageId: flagged!.id })
      .where(eq(circlePostReports.id, created.id));
    return true;
  });
}

/** Everything up to now is read: the member's unread count starts again from zero. */
export async function markRead(db: Database, circleId: string, userId: string): Promise<void> {
  await db
    .update(circleMembers)
    .set({ lastReadPostAt: sql`now()` })
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
}
