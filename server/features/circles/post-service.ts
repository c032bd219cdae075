import type { VerseReference } from '../../../common/api/chat';
import { MODERATION_ERROR, type ModerationBlock } from '../../../common/api/chat';
import {
  CIRCLE_POSTS_PAGE_SIZE,
  circleReactions,
  type CircleEvent,
  type CirclePost,
  type CirclePostList,
  type CircleReaction,
  type CircleRole,
  type CreateCirclePostRequest,
} from '../../../common/api/circles';
import { findScriptureRefs, formatScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { banMessage } from '../../lib/identity';
import { screenUserMessage } from '../../lib/moderation/message-screen';
import { recordBlockedMessage } from '../../lib/moderation/offences';
import type { CircleEvents } from './circle-events';
import {
  findAuthors,
  findMembership,
  findPost,
  insertPost,
  insertReport,
  listPosts,
  markRead,
  reactionTallies,
  replyCounts,
  setHidden,
  toggleReaction,
  type AuthorRow,
  type Membership,
  type PostRow,
} from './post-store';

/** What the post functions share: the database and the bus that tells members with the page open. */
export type PostDeps = { db: Database; events: CircleEvents };

/** A post the guard refused: answered as chat answers a blocked message (400, with a suggestion). */
export class PostBlocked extends Error {
  constructor(readonly body: ModerationBlock) {
    super(body.message);
  }
}

const hidesPosts: ReadonlySet<CircleRole> = new Set(['host', 'cohost']);

/** The same 404 for a circle that does not exist and for one the caller is not in: its existence stays private. */
export const circleNotFound = () => notFound('That circle does not exist, or you are not a member of it.');
const postNotFound = () => notFound('That post is not in this circle.');

/** The caller's membership (with their id, now known to be a member's), or the 404 every outsider gets. */
export async function requireMember(
  db: Database,
  circleId: string,
  userId: string | null,
): Promise<Membership & { userId: string }> {
  const membership = userId ? await findMembership(db, circleId, userId) : null;
  if (!membership || !userId) throw circleNotFound();
  return { ...membership, userId };
}

function displayName(author: AuthorRow): string {
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ');
  return name || author.username || 'Member';
}

/** Verse references written in a text, as chat finds them, for the client to link to the reader. */
export function referencesIn(text: string): VerseReference[] {
  const seen = new Set<string>();
  const list: VerseReference[] = [];
  for (const { ref } of findScriptureRefs(text)) {
    if (ref.verse === undefined) continue;
    const reference = formatScriptureRef(ref);
    if (seen.has(`${ref.religion}|${reference}`)) continue;
    seen.add(`${ref.religion}|${reference}`);
    list.push({ ...ref, verse: ref.verse, reference });
  }
  return list;
}

/**
 * Posts as `viewerId` sees them (null: as every member sees them, for the live events). A hidden post keeps its
 * words for its author alone, marked hidden; a removed one keeps none.
 */
export async function toCirclePosts(
  db: Database,
  rows: readonly PostRow[],
  viewerId: string | null,
): Promise<CirclePost[]> {
  const ids = rows.map((row) => row.id);
  const [authors, tallies, replies] = await Promise.all([
    findAuthors(db, [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))]),
    reactionTallies(db, ids, viewerId),
    replyCounts(db, ids),
  ]);
  return rows.map((row) => {
    const removed = row.removedAt !== null;
    const hidden = row.hiddenAt !== null;
    const shown = !removed && (!hidden || (viewerId !== null && row.authorId === viewerId));
    const author = row.authorId ? authors.get(row.authorId) : undefined;
    return {
      id: row.id,
      circleId: row.circleId,
      parentId: row.parentId,
      parentRemoved: row.isReply && row.parentId === null,
      author: author ? { userId: author.id, displayName: displayName(author) } : null,
      kind: row.kind,
      body: shown ? row.body : '',
      reference: shown ? (row.reference ?? null) : null,
      day: row.day,
      references: shown ? row.references : [],
      hidden,
      removed,
      reactions: circleReactions.map((emoji) => {
        const tally = tallies.find((entry) => entry.postId === row.id && entry.emoji === emoji);
        return { emoji, count: tally?.count ?? 0, mine: tally?.mine ?? false };
      }),
      replyCount: replies.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

async function toCirclePost(db: Database, row: PostRow, viewerId: string | null): Promise<CirclePost> {
  return (await toCirclePosts(db, [row], viewerId))[0]!;
}

/**
 * The guard reads every word a member posts before it is stored; a refused post is kept only in the moderators'
 * queue (with the warning it costs, as in chat) and its author is told why.
 */
export async function screenPost(db: Database, circleId: string, userId: string, text: string) {
  const verdict = screenUserMessage(text);
  if (verdict.allowed) return;
  const outcome = await recordBlockedMessage(db, {
    userId,
    sessionId: `circle:${circleId}`,
    content: text,
    verdict,
  });
  const banNote = outcome.ban
    ? ` ${banMessage({ banReason: outcome.ban.reason, banExpiresAt: outcome.ban.expiresAt })}`
    : '';
  throw new PostBlocked({
    error: MODERATION_ERROR,
    message: `Your post was not shared: it was flagged as disrespectful.${banNote}`,
    suggestion: verdict.suggestion,
  });
}

/** A reply joins the thread of the post it answers: a reply to a reply goes under the same top-level post. */
export async function threadRoot(db: Database, circleId: string, parentId: string): Promise<string> {
  const parent = await findPost(db, circleId, parentId);
  if (!parent || parent.removedAt || parent.hiddenAt) throw postNotFound();
  if (!parent.isReply) return parent.id;
  if (!parent.parentId) throw postNotFound();
  return parent.parentId;
}

export function assertOpen(membership: Membership): void {
  if (membership.closedAt) throw conflict('This circle is closed: nothing new can be posted in it.');
}

/** Stores a member's post, after the guard, and tells the members with the page open. */
export async function createPost(
  deps: PostDeps,
  circleId: string,
  userId: string | null,
  request: CreateCirclePostRequest,
): Promise<CirclePost> {
  const membership = await requireMember(deps.db, circleId, userId);
  assertOpen(membership);
  const authorId = membership.userId;
  const parentId = request.parentId ? await threadRoot(deps.db, circleId, request.parentId) : null;
  await screenPost(deps.db, circleId, authorId, request.body);
  const row = await insertPost(deps.db, {
    circleId,
    authorId,
    parentId,
    body: request.body,
    kind: 'reflection',
    reference: request.reference ?? null,
    day: request.day ?? null,
    references: referencesIn(request.body),
  });
  return announceCreated(deps, row, authorId);
}

export async function announceCreated(deps: PostDeps, row: PostRow, viewerId: string): Promise<CirclePost> {
  deps.events.publish(row.circleId, { type: 'post.created', post: await toCirclePost(deps.db, row, null) });
  return toCirclePost(deps.db, row, viewerId);
}

/** A page of the thread; the first page of the top-level posts counts as having read everything so far. */
export async function listCirclePosts(
  db: Database,
  circleId: string,
  userId: string | null,
  query: { parentId?: string; before?: string; limit?: number },
): Promise<CirclePostList> {
  const { userId: readerId } = await requireMember(db, circleId, userId);
  const limit = query.limit ?? CIRCLE_POSTS_PAGE_SIZE;
  const rows = await listPosts(db, circleId, {
    parentId: query.parentId ?? null,
    before: query.before ? new Date(query.before) : null,
    limit,
  });
  if (!query.parentId && !query.before) await markRead(db, circleId, readerId);
  return {
    posts: await toCirclePosts(db, rows, userId),
    nextBefore: rows.length === limit ? rows.at(-1)!.createdAt.toISOString() : null,
  };
}

export async function markCircleSeen(db: Database, circleId: string, userId: string | null): Promise<void> {
  const member = await requireMember(db, circleId, userId);
  await markRead(db, circleId, member.userId);
}

async function visiblePost(db: Database, circleId: string, postId: string): Promise<PostRow> {
  const post = await findPost(db, circleId, postId);
  if (!post || post.removedAt) throw postNotFound();
  return post;
}

export async function toggleCircleReaction(
  deps: PostDeps,
  circleId: string,
  userId: string | null,
  postId: string,
  emoji: CircleReaction,
) {
  const member = await requireMember(deps.db, circleId, userId);
  const post = await visiblePost(deps.db, circleId, postId);
  if (post.hiddenAt) throw postNotFound();
  await toggleReaction(deps.db, postId, member.userId, emoji);
  const tallies = await reactionTallies(deps.db, [postId], userId);
  const reactions = circleReactions.map((each) => {
    const tally = tallies.find((entry) => entry.emoji === each);
    return { emoji: each, count: tally?.count ?? 0, mine: tally?.mine ?? false };
  });
  const event: CircleEvent = {
    type: 'reactions',
    postId,
    counts: reactions.map(({ emoji: each, count }) => ({ emoji: each, count })),
  };
  deps.events.publish(circleId, event);
  return { postId, reactions };
}

export async function reportCirclePost(
  db: Database,
  circleId: string,
  userId: string | null,
  postId: string,
  reason: string,
) {
  const member = await requireMember(db, circleId, userId);
  const post = await visiblePost(db, circleId, postId);
  await insertReport(db, { post, reporterId: member.userId, reason });
  // The same answer for a repeated report: the post is with the moderators either way.
  return { message: 'Thank you. The moderators will review this post.' };
}

/** A host or co-host hides a post from the circle, or shows it again. */
export async function hideCirclePost(
  deps: PostDeps,
  circleId: string,
  userId: string | null,
  postId: string,
  hidden: boolean,
): Promise<CirclePost> {
  const membership = await requireMember(deps.db, circleId, userId);
  const post = await visiblePost(deps.db, circleId, postId);
  if (!hidesPosts.has(membership.role)) throw forbidden('Only the host or a co-host can hide a post.');
  const row = await setHidden(deps.db, post.id, hidden ? userId : null);
  deps.events.publish(circleId, { type: 'post.updated', post: await toCirclePost(deps.db, row, null) });
  return toCirclePost(deps.db, row, userId);
}

/** Tells the members with the page open how a post now looks (after a moderator took it out, say). */
export async function announceUpdated(deps: PostDeps, circleId: string, postId: string): Promise<void> {
  const row = await findPost(deps.db, circleId, postId);
  if (row)
    deps.events.publish(circleId, { type: 'post.updated', post: await toCirclePost(deps.db, row, null) });
}
