import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenPair } from '../../../common/api/auth';
import { sha256 } from '../../lib/access-tokens';
import { unauthorized } from '../../lib/http-error';
import { assertNotBanned } from '../../lib/identity';
import type { AuthContext } from './context';
import {
  familyIsLive,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
  revokeUserFamilies,
  rotateOut,
} from './token-store';
import { findUserById } from './user-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Matches the cookie session: 30 days with 'Remember me', one day without; renewed at each refresh. */
export const refreshLifetimeMs = (persistent: boolean) => (persistent ? 30 * DAY_MS : DAY_MS);

const signInAgain = 'Your sign-in has expired. Please sign in again.';

/** A new sign-in: a fresh refresh-token family and its first token pair. */
export async function startTokenFamily(
  ctx: AuthContext,
  userId: string,
  persistent: boolean,
): Promise<{ tokens: TokenPair; familyId: string }> {
  const familyId = randomUUID();
  return { tokens: await issuePair(ctx, userId, familyId, persistent), familyId };
}

async function issuePair(
  ctx: AuthContext,
  userId: string,
  familyId: string,
  persistent: boolean,
): Promise<TokenPair> {
  const refreshToken = randomBytes(32).toString('base64url');
  await insertRefreshToken(ctx.db, {
    userId,
    token: sha256(refreshToken),
    familyId,
    persistent,
    expiresAt: new Date(Date.now() + refreshLifetimeMs(persistent)),
  });
  const accessToken = await ctx.accessTokens.sign({ userId, familyId });
  return { accessToken, refreshToken, expiresIn: ctx.accessTokens.ttlSeconds };
}

/**
 * Exchanges a refresh token for a new pair; the presented token is spent. Presenting a spent token
 * again means it was copied: the whole family (that sign-in on every device holding it) is revoked.
 * Two tabs refreshing at the same moment are not thieves, so a token spent within the grace window
 * yields a sibling pair instead.
 */
export async function rotateRefreshToken(ctx: AuthContext, presented: string): Promise<TokenPair> {
  const row = await findRefreshToken(ctx.db, sha256(presented));
  if (!row || row.expiresAt.getTime() <= Date.now()) throw unauthorized(signInAgain);

  if (row.revokedAt) {
    const graceMs = ctx.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    const withinGrace = row.revokeReason === 'rotated' && Date.now() - row.revokedAt.getTime() < graceMs;
    if (!withinGrace || !(await familyIsLive(ctx.db, row.familyId))) {
      if (row.revokeReason === 'rotated') {
        await revokeFamily(ctx.db, row.familyId, 'reuse');
        await ctx.sessions.destroyFamily(row.familyId);
        ctx.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reused: sign-in revoked');
        throw unauthorized(
          'This sign-in was ended for your safety because its refresh token was used twice. Please sign in again.',
        );
      }
      throw unauthorized('You have been signed out. Please sign in again.');
    }
  } else if (!(await rotateOut(ctx.db, row.id))) {
    // Another request spent it a moment ago: the same race the grace window covers.
    if (!(await familyIsLive(ctx.db, row.familyId))) throw unauthorized(signInAgain);
  }

  const user = await findUserById(ctx.db, row.userId);
  if (!user || user.isGuest) throw unauthorized(signInAgain);
  if (user.banned) {
    try {
      assertNotBanned(user);
    } catch (error) {
      await revokeFamily(ctx.db, row.familyId, 'logout');
      throw error;
    }
  }
  return issuePair(ctx, row.userId, row.familyId, row.persistent);
}

export async function revokeSignIn(ctx: AuthContext, familyId: string) {
  await revokeFamily(ctx.db, familyId, 'logout');
  await ctx.sessions.destroyFamily(familyId);
}

/** Ends every sign-in of a user, except (optionally) the one making the request. */
export async function revokeAllSignIns(
  ctx: AuthContext,
  userId: string,
  reason: 'password' | 'logout-all',
  keepFamilyId?: string,
) {
  await revokeUserFamilies(ctx.db, userId, reason, keepFamilyId);
  await ctx.sessions.destroyForUser(userId, keepFamilyId);
}

/** The family a presented refresh token belongs to, if it is ours. */
export async function familyOfRefreshToken(ctx: AuthContext, presented: string): Promise<string | undefined> {
  return (await findRefreshToken(ctx.db, sha256(presented)))?.familyId;
}

/**
 * The sign-in a bearer header belongs to, when it holds a valid access token of ours. Anything else
 * (no header, a malformed or expired token) names none: logout still ends what else it was given.
 */
export async function familyOfAccessToken(
  ctx: AuthContext,
  authorization: string | undefined,
): Promise<string | undefined> {
  const token = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  if (!token) return undefined;
  const verdict = await ctx.accessTokens.verify(token);
  return verdict.ok ? verdict.claims.familyId : undefined;
}
