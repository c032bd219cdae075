import { randomBytes } from 'node:crypto';
import type { CircleInvitation, CircleInvite } from '../../../common/api/circles';
import { CIRCLE_INVITE_DAYS, CIRCLE_MEMBER_LIMIT } from '../../../common/api/circles';
import { sha256 } from '../../lib/access-tokens';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { toCirclePerson } from './circle-view';
import { announceJoined, requireMembership, type CircleDeps, type Membership } from './service';
import {
  findInviteByHash,
  insertInvite,
  insertMemberIfRoom,
  liveInvites,
  revokeInviteRow,
  type InviteRow,
} from './invite-store';
import { findMember, findPerson, hostOf, memberCount, type CircleRow } from './store';

/*
 * Invite links: a random token shown once (only its SHA-256 is kept), revocable, expiring after 14 days unless
 * the host chose otherwise, and good while the circle has room and is open.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const gone = (message: string) => new HttpError(410, message);
const unknownInvite = () => notFound('This invitation link is not valid. Ask the host for a new one.');

function requireInviter(membership: Membership): void {
  if (membership.member.role === 'member') {
    throw new HttpError(403, "Only the circle's host or a co-host can manage invitation links.");
  }
  if (membership.circle.closedAt) throw conflict('This circle is closed: no one can join it any more.');
}

export const inviteUrl = (baseUrl: string, token: string) => `${baseUrl}/circles/join/${token}`;

export async function createInvite(
  deps: CircleDeps,
  userId: string | null,
  circleId: string,
  expiresInDays: number | undefined,
  baseUrl: string,
  at: Date,
): Promise<CircleInvite> {
  const membership = await requireMembership(deps.db, circleId, userId);
  requireInviter(membership);
  const token = randomBytes(32).toString('base64url');
  const row = await insertInvite(deps.db, {
    circleId,
    tokenHash: sha256(token),
    createdBy: membership.member.userId,
    expiresAt: new Date(at.getTime() + (expiresInDays ?? CIRCLE_INVITE_DAYS) * DAY_MS),
  });
  const creator = await findPerson(deps.db, membership.member.userId);
  return {
    id: row.id,
    createdBy: creator ? toCirclePerson(creator) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    token,
    url: inviteUrl(baseUrl, token),
  };
}

export async function listInvites(deps: CircleDeps, userId: string | null, circleId: string, at: Date) {
  const membership = await requireMembership(deps.db, circleId, userId);
  requireInviter(membership);
  const rows = await liveInvites(deps.db, circleId, at);
  return rows.map((row) => ({
    id: row.id,
    createdBy: row.creator ? toCirclePerson(row.creator) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

export async function revokeInvite(
  deps: CircleDeps,
  userId: string | null,
  circleId: string,
  inviteId: string,
  at: Date,
): Promise<void> {
  const membership = await requireMembership(deps.db, circleId, userId);
  requireInviter(membership);
  if (!(await revokeInviteRow(deps.db, circleId, inviteId, at))) {
    throw notFound('This circle has no live invitation link with that id.');
  }
}

/** The invite behind a token while it can still be used, else the reason it cannot, as a clear 4xx. */
async function usableInvite(
  deps: CircleDeps,
  token: string,
  at: Date,
): Promise<{ invite: InviteRow; circle: CircleRow }> {
  const found = await findInviteByHash(deps.db, sha256(token));
  if (!found) throw unknownInvite();
  if (found.circle.closedAt) throw gone('This circle has been closed by its host.');
  if (found.invite.revokedAt)
    throw gone('This invitation link was withdrawn by the circle’s host. Ask for a new one.');
  if (found.invite.expiresAt <= at)
    throw gone('This invitation link has expired. Ask the host for a new one.');
  return found;
}

export async function previewInvitation(
  deps: CircleDeps,
  userId: string | null,
  token: string,
  at: Date,
): Promise<CircleInvitation> {
  const { invite, circle } = await usableInvite(deps, token, at);
  const host = await hostOf(deps.db, circle.id);
  return {
    circleId: circle.id,
    name: circle.name,
    description: circle.description,
    host: host ? toCirclePerson(host) : null,
    memberCount: await memberCount(deps.db, circle.id),
    memberLimit: CIRCLE_MEMBER_LIMIT,
    expiresAt: invite.expiresAt.toISOString(),
    alreadyMember: userId ? (await findMember(deps.db, circle.id, userId)) !== null : false,
  };
}

/** Joins with an invite token; joining again is harmless. */
export async function joinCircle(deps: CircleDeps, userId: string, token: string, at: Date) {
  const { circle } = await usableInvite(deps, token, at);
  const outcome = await insertMemberIfRoom(deps.db, circle.id, userId, CIRCLE_MEMBER_LIMIT);
  if (outcome === 'full') {
    throw conflict(`This circle is full: it has its ${CIRCLE_MEMBER_LIMIT} members.`);
  }
  if (outcome === 'joined') await announceJoined(deps, circle.id, userId);
  return { circleId: circle.id, alreadyMember: outcome === 'already-member' };
}
