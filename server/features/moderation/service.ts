import {
  DEFAULT_BAN_DAYS,
  type FlaggedList,
  type FlaggedMessage,
  type ModeratedUser,
  type ModerationActionRequest,
  type ModerationActionResult,
  type moderationLogSchema,
} from '../../../common/api/moderation';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { assertMayActOn } from '../../lib/moderation/role-rank';
import {
  applyDecision,
  blockRules,
  conversationBefore,
  countPending,
  findFlagged,
  findUser,
  findUsers,
  listFlagged,
  listLogs,
  removeCirclePost,
  reportedPosts,
  threadBefore,
  type FlaggedRow,
  type LogRow,
  type ReportedPost,
  type UserChange,
  type UserRow,
} from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

type ModerationLogEntry = z.infer<typeof moderationLogSchema>;

/** Moderators and admins only; anyone else signed in gets a 403 (a visitor or guest is asked to sign in first). */
export async function requireModerator(db: Database, userId: string): Promise<UserRow> {
  const user = await findUser(db, userId);
  if (!user || (user.role !== 'moderator' && user.role !== 'admin')) {
    throw forbidden('Only moderators can open the moderation queue.');
  }
  return user;
}

function displayName(user: UserRow): string {
  if (user.isGuest) return `Guest ${user.id.slice(0, 8)}`;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.username ? `${name || user.username} (@${user.username})` : name || user.email || user.id;
}

export function toModeratedUser(user: UserRow): ModeratedUser {
  return {
    id: user.id,
    displayName: displayName(user),
    isGuest: user.isGuest,
    moderationWarnings: user.moderationWarnings,
    banned: user.banned,
    banReason: user.banReason,
    banExpiresAt: user.banExpiresAt?.toISOString() ?? null,
  };
}

async function contextOf(db: Database, row: FlaggedRow, reported: ReportedPost | undefined) {
  if (!reported) return conversationBefore(db, row);
  const thread = await threadBefore(db, reported);
  return thread.map((post) => ({
    type: post.kind === 'scholar-answer' ? ('ai' as const) : ('user' as const),
    content: post.removedAt ? '(removed by a moderator)' : post.body,
    timestamp: post.timestamp,
  }));
}

async function toFlaggedMessage(
  db: Database,
  row: FlaggedRow,
  user: UserRow | undefined,
  rule: string | null,
  reported?: ReportedPost,
): Promise<FlaggedMessage> {
  const context = await contextOf(db, row, reported);
  return {
    id: row.id,
    sessionId: row.sessionId,
    content: row.content,
    flagReason: row.flagReason,
    rule,
    aiConfidence: row.aiConfidence,
    reportedBy: row.reportedBy,
    moderationAction: row.moderationAction,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    user: user ? toModeratedUser(user) : null,
    context: context.map((message) => ({ ...message, timestamp: message.timestamp.toISOString() })),
    circle: reported
      ? {
          id: reported.circleId,
          name: reported.circleName,
          postId: reported.postId,
          postHidden: reported.hiddenAt !== null,
          postRemoved: reported.removedAt !== null,
        }
      : null,
  };
}

export async function flaggedQueue(
  db: Database,
  status: 'pending' | 'reviewed' | 'all',
  limit: number,
): Promise<FlaggedList> {
  const rows = await listFlagged(db, status, limit);
  const people = await findUsers(db, [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))]);
  const rules = await blockRules(
    db,
    rows.map((row) => row.id),
  );
  const posts = await reportedPosts(
    db,
    rows.map((row) => row.id),
  );
  const items = await Promise.all(
    rows.map((row) =>
      toFlaggedMessage(
        db,
        row,
        row.userId ? people.get(row.userId) : undefined,
        rules.get(row.id) ?? null,
        posts.get(row.id),
      ),
    ),
  );
  return { items, pendingCount: await countPending(db) };
}

function changeFor(
  request: Omit<ModerationActionRequest, 'action'> & { action: string },
  flagged: FlaggedRow | null,
) {
  const reason = request.reason;
  switch (request.action) {
    case 'approve':
      // The message was fine after all: the automatic warning it cost is withdrawn (once).
      return {
        label: 'approved',
        change: { warningsDelta: flagged?.reportedBy === 'auto-moderation' && !flagged.reviewedAt ? -1 : 0 },
        details: { reason: reason ?? null },
      };
    case 'remove':
      return { label: 'removed', change: {}, details: { reason: reason ?? null } };
    case 'dismiss':
      return { label: 'dismissed', change: {}, details: { reason: reason ?? null } };
    case 'warn':
      return { label: 'warned', change: { warningsDelta: 1 }, details: { reason: reason ?? null } };
    case 'ban': {
      const days = request.permanent ? null : (request.banDays ?? DEFAULT_BAN_DAYS);
      const change: UserChange = {
        banned: true,
        banReason: reason ?? 'Messages that broke the community guidelines',
        banExpiresAt: days === null ? null : new Date(Date.now() + days * DAY_MS),
      };
      return { label: 'banned', change, details: { reason: change.banReason, banDays: days } };
    }
    default:
      return {
        label: 'unbanned',
        change: { banned: false, banReason: null, banExpiresAt: null },
        details: { reason: reason ?? null },
      };
  }
}

/**
 * A moderator's decision on a flagged message (or directly on a user), applied and logged. Every action acts on
 * a person (a decision on a message settles its author's warning), so every one passes the role check here.
 */
export async function decide(
  db: Database,
  moderator: UserRow,
  target: { flaggedId: number } | { userId: string },
  request: Omit<ModerationActionRequest, 'action'> & { action: string },
): Promise<ModerationActionResult> {
  const flagged = 'flaggedId' in target ? await findFlagged(db, target.flaggedId) : null;
  if ('flaggedId' in target && !flagged) throw notFound('That flagged message does not exist.');
  const userId = flagged ? flagged.userId : 'userId' in target ? target.userId : null;
  if (!userId) throw notFound('The author of that message no longer exists.');
  const subject = await findUser(db, userId);
  if (!subject) throw notFound('That user does not exist.');
  assertMayActOn(moderator, subject);
  const moderatorId = moderator.id;

  const { label, change, details } = changeFor(request, flagged);
  const reported = flagged ? (await reportedPosts(db, [flagged.id])).get(flagged.id) : undefined;
  if (request.action === 'remove') {
    if (!reported) throw badRequest('Only a reported circle post can be removed.');
    await removeCirclePost(db, reported.postId, moderatorId);
  }
  await applyDecision(db, {
    flaggedId: flagged?.id ?? null,
    action: label,
    userId,
    moderatorId,
    change,
    details,
  });
  const user = (await findUser(db, userId))!;
  const updated = flagged ? await findFlagged(db, flagged.id) : null;
  const rule = updated ? ((await blockRules(db, [updated.id])).get(updated.id) ?? null) : null;
  const post = updated ? (await reportedPosts(db, [updated.id])).get(updated.id) : undefined;
  return {
    flagged: updated ? await toFlaggedMessage(db, updated, user, rule, post) : null,
    user: toModeratedUser(user),
  };
}

function toModerationLogEntry(row: LogRow): ModerationLogEntry {
  return {
    id: row.id,
    userId: row.userId,
    action: row.action,
    details: row.details ?? null,
    rule: row.rule,
    moderatorId: row.moderatorId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The moderation log, newest first, optionally one user's. */
export async function moderationLog(db: Database, userId: string | undefined) {
  return { items: (await listLogs(db, userId)).map(toModerationLogEntry) };
}
