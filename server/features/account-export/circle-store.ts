import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  circleDayReads,
  circleInvites,
  circleMembers,
  circlePostReactions,
  circlePostReports,
  circlePosts,
  circles,
} from '../../db/schema/circles';

/*
 * A person's rows in circles: memberships, their posts (and the scholar's answers to their questions), the
 * reactions and reports they made or that are about their posts, read marks and the invite links they made.
 * Others' reactions and reports on their posts are the person's rows (they go with the posts) but say only that
 * someone else made them: who, and a reporter's words, stay with the moderators.
 */
export async function readCircleRows(db: Database, userId: string) {
  const memberships = await db
    .select({ circle: circles, member: circleMembers })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .where(eq(circleMembers.userId, userId))
    .orderBy(asc(circleMembers.joinedAt));
  const posts = await db
    .select()
    .from(circlePosts)
    .where(or(eq(circlePosts.authorId, userId), eq(circlePosts.askedBy, userId)))
    .orderBy(asc(circlePosts.createdAt), asc(circlePosts.id));
  const postIds = posts.map((post) => post.id);
  const onMine = (column: typeof circlePostReactions.postId | typeof circlePostReports.postId) =>
    postIds.length > 0 ? inArray(column, postIds) : undefined;
  const reactions = await db
    .select()
    .from(circlePostReactions)
    .where(or(eq(circlePostReactions.userId, userId), onMine(circlePostReactions.postId)))
    .orderBy(asc(circlePostReactions.createdAt));
  const reports = await db
    .select()
    .from(circlePostReports)
    .where(or(eq(circlePostReports.reporterId, userId), onMine(circlePostReports.postId)))
    .orderBy(asc(circlePostReports.createdAt));
  const daysRead = await db
    .select()
    .from(circleDayReads)
    .where(eq(circleDayReads.userId, userId))
    .orderBy(asc(circleDayReads.readAt));
  const invites = await db
    .select()
    .from(circleInvites)
    .where(eq(circleInvites.createdBy, userId))
    .orderBy(asc(circleInvites.createdAt));
  return { memberships, posts, reactions, reports, daysRead, invites };
}

export type CircleRows = Awaited<ReturnType<typeof readCircleRows>>;
