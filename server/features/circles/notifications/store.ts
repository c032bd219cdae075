import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { circleNotificationJobs } from '../../../db/schema/circle-notifications';
import { circleMembers, circlePosts, circles } from '../../../db/schema/circles';
import { spiritualJourneys } from '../../../db/schema/journey';
import { users } from '../../../db/schema/users';

/* SQL for circle notifications: who gets a digest or a reply push, what is new, and the queue's rows. */

export type NotificationJob = typeof circleNotificationJobs.$inferSelect;
export type NewNotificationJob = Pick<
  NotificationJob,
  'kind' | 'circleId' | 'userId' | 'localDay' | 'postId' | 'dueAt'
>;

/** Members who asked for a digest, in open circles, with the time zone their mornings are counted in. */
export async function digestSubscribers(db: Database) {
  return db
    .select({
      circleId: circleMembers.circleId,
      userId: circleMembers.userId,
      digest: circleMembers.digest,
      joinedAt: circleMembers.joinedAt,
      timeZone: spiritualJourneys.timeZone,
    })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .leftJoin(spiritualJourneys, eq(spiritualJourneys.userId, circleMembers.userId))
    .where(and(ne(circleMembers.digest, 'off'), isNull(circles.closedAt)));
}

const parents = alias(circlePosts, 'parent_post');

/**
 * Replies posted in (from, to] by a member to another member's post, where that author is still in the open
 * circle and asked for pushes. The scholar's answers are left out: the question that asked for them already
 * told the post's author.
 */
export async function repliesToNotify(db: Database, from: Date, to: Date) {
  return db
    .select({
      postId: circlePosts.id,
      circleId: circlePosts.circleId,
      userId: circleMembers.userId,
      createdAt: circlePosts.createdAt,
    })
    .from(circlePosts)
    .innerJoin(parents, eq(parents.id, circlePosts.parentId))
    .innerJoin(
      circleMembers,
      and(eq(circleMembers.circleId, circlePosts.circleId), eq(circleMembers.userId, parents.authorId)),
    )
    .innerJoin(circles, eq(circles.id, circlePosts.circleId))
    .where(
      and(
        gt(circlePosts.createdAt, from),
        lte(circlePosts.createdAt, to),
        isNotNull(circlePosts.authorId),
        ne(circlePosts.authorId, parents.authorId),
        ne(circlePosts.kind, 'scholar-answer'),
        isNull(circlePosts.hiddenAt),
        isNull(circlePosts.removedAt),
        eq(circleMembers.pushReplies, true),
        isNull(circles.closedAt),
      ),
    );
}

/** Inserts the sends not queued yet (one per digest day or reply and member); returns how many were new. */
export async function enqueueNotifications(db: Database, jobs: NewNotificationJob[]): Promise<number> {
  if (jobs.length === 0) return 0;
  const inserted = await db
    .insert(circleNotificationJobs)
    .values(jobs.map((job) => ({ ...job, runAfter: job.dueAt })))
    .onConflictDoNothing()
    .returning({ id: circleNotificationJobs.id });
  return inserted.length;
}

export async function loadNotificationJobs(db: Database, ids: number[]): Promise<NotificationJob[]> {
  if (ids.length === 0) return [];
  return db.select().from(circleNotificationJobs).where(inArray(circleNotificationJobs.id, ids));
}

/** The member as they are now (undefined once they left or were removed), the circle, and their address. */
export async function memberNow(db: Database, circleId: string, userId: string) {
  const [row] = await db
    .select({
      circleName: circles.name,
      closedAt: circles.closedAt,
      digest: circleMembers.digest,
      digestSentAt: circleMembers.digestSentAt,
      pushReplies: circleMembers.pushReplies,
      joinedAt: circleMembers.joinedAt,
      email: users.email,
      isGuest: users.isGuest,
    })
    .from(circleMembers)
    .innerJoin(circles, eq(circles.id, circleMembers.circleId))
    .innerJoin(users, eq(users.id, circleMembers.userId))
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
  return row;
}

const authorName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`.as('author_name');

/** Posts others wrote in (from, to], still shown in the circle, oldest first, with their authors' names. */
export async function postsForDigest(db: Database, circleId: string, userId: string, from: Date, to: Date) {
  return db
    .select({
      id: circlePosts.id,
      kind: circlePosts.kind,
      isReply: circlePosts.isReply,
      day: circlePosts.day,
      reference: circlePosts.reference,
      body: circlePosts.body,
      createdAt: circlePosts.createdAt,
      authorName,
      username: users.username,
    })
    .from(circlePosts)
    .leftJoin(users, eq(users.id, circlePosts.authorId))
    .where(
      and(
        eq(circlePosts.circleId, circleId),
        gt(circlePosts.createdAt, from),
        lte(circlePosts.createdAt, to),
        isNull(circlePosts.hiddenAt),
        isNull(circlePosts.removedAt),
        or(isNull(circlePosts.authorId), ne(circlePosts.authorId, userId)),
        or(isNull(circlePosts.askedBy), ne(circlePosts.askedBy, userId)),
      ),
    )
    .orderBy(asc(circlePosts.createdAt), asc(circlePosts.id));
}

/** A reply as its push shows it: who wrote it, what, and whether it is still shown. */
export async function replyForPush(db: Database, postId: string) {
  const [row] = await db
    .select({
      body: circlePosts.body,
      hiddenAt: circlePosts.hiddenAt,
      removedAt: circlePosts.removedAt,
      authorName,
      username: users.username,
    })
    .from(circlePosts)
    .leftJoin(users, eq(users.id, circlePosts.authorId))
    .where(eq(circlePosts.id, postId));
  return row;
}

export async function markDigestSent(db: Database, circleId: string, userId: string, until: Date) {
  await db
    .update(circleMembers)
    .set({ digestSentAt: until })
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
}

export async function stopDigest(db: Database, circleId: string, userId: string): Promise<void> {
  await db
    .update(circleMembers)
    .set({ digest: 'off' })
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, userId)));
}

/**
 * Deletes finished sends due before `before`; pending rows stay whatever their age, since a server may still
 * hold or retry them. Returns how many went.
 */
export async function deleteFinishedNotifications(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(circleNotificationJobs)
    .where(
      and(
        inArray(circleNotificationJobs.status, ['sent', 'skipped', 'failed']),
        lt(circleNotificationJobs.dueAt, before),
      ),
    )
    .returning({ id: circleNotificationJobs.id });
  return deleted.length;
}
