import type { VerseReference } from '../../../common/api/chat';
import type { CirclePost } from '../../../common/api/circles';
import {
  announceCreated,
  assertOpen,
  referencesIn,
  requireMember,
  screenPost,
  threadRoot,
  type PostDeps,
} from './post-service';
import { insertPost, threadOf } from './post-store';

/**
 * The scholar, injected by server/app.ts from the chat feature: the same admission (ban, guard, the asker's AI
 * quota: a 429 when it is used up), retrieval, personas and reference checks as chat. Admitting comes first, so
 * a question the quota refuses is never posted.
 */
export type CircleScholar = (question: {
  userId: string;
  question: string;
  place: string;
  ip: string;
  history: { type: 'user' | 'ai'; content: string }[];
}) => Promise<{ answer: () => Promise<{ content: string; references: VerseReference[] }> }>;

// The scholar reads the thread it answers in, as chat reads the conversation; a few turns are enough.
const HISTORY_POSTS = 6;
// The column's own bound: a member writes up to 2,000 characters, the scholar's answer may run longer.
const ANSWER_MAX_LENGTH = 8000;

async function threadHistory(deps: PostDeps, circleId: string, rootId: string | null) {
  if (!rootId) return [];
  const rows = await threadOf(deps.db, circleId, rootId, HISTORY_POSTS);
  return rows
    .filter((row) => !row.hiddenAt && !row.removedAt)
    .map((row) => ({
      type: row.kind === 'scholar-answer' ? ('ai' as const) : ('user' as const),
      content: row.body,
    }));
}

/** Posts the member's question, then the scholar's answer under it, both for every member to read. */
export async function askCircleScholar(
  deps: PostDeps & { scholar: CircleScholar },
  circleId: string,
  asker: { userId: string | null; ip: string },
  request: { question: string; parentId?: string },
): Promise<{ question: CirclePost; answer: CirclePost }> {
  const membership = await requireMember(deps.db, circleId, asker.userId);
  assertOpen(membership);
  const { userId } = membership;
  const rootId = request.parentId ? await threadRoot(deps.db, circleId, request.parentId) : null;
  await screenPost(deps.db, circleId, userId, request.question);
  const admitted = await deps.scholar({
    userId: userId,
    question: request.question,
    place: `circle:${circleId}`,
    ip: asker.ip,
    history: await threadHistory(deps, circleId, rootId),
  });
  const questionRow = await insertPost(deps.db, {
    circleId,
    authorId: userId,
    parentId: rootId,
    body: request.question,
    kind: 'scholar-question',
    reference: null,
    day: null,
    references: referencesIn(request.question),
  });
  const question = await announceCreated(deps, questionRow, userId);
  const reply = await admitted.answer();
  const answerRow = await insertPost(deps.db, {
    circleId,
    authorId: null,
    askedBy: userId,
    parentId: rootId ?? questionRow.id,
    body: reply.content.slice(0, ANSWER_MAX_LENGTH),
    kind: 'scholar-answer',
    reference: null,
    day: null,
    references: reply.references,
  });
  return { question, answer: await announceCreated(deps, answerRow, userId) };
}
