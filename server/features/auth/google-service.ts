import { randomInt } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { OAuthErrorCode } from '../../../common/api/auth';
import { safePictureUrl } from '../../../common/api/picture-url';
import type { Config } from '../../config';
import { mergeGuestInto } from '../../lib/guest-merge';
import type { AuthContext } from './context';
import { revokeAllSignIns } from './token-service';
import {
  convertGuest,
  findAccount,
  findByGoogleSubject,
  insertUser,
  takenIdentifiers,
  updateUser,
  type UserRow,
} from './user-store';

export class GoogleSignInError extends Error {
  constructor(readonly code: OAuthErrorCode) {
    super(code);
  }
}

export const googleConfigured = (config: Config) =>
  Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);

function client(config: Config, redirectUri: string) {
  return new OAuth2Client(config.GOOGLE_CLIENT_ID ?? '', config.GOOGLE_CLIENT_SECRET ?? '', redirectUri);
}

export function googleAuthorizationUrl(
  config: Config,
  redirectUri: string,
  state: string,
  codeVerifier: string,
): URL {
  const url = client(config, redirectUri).createAuthorizationURLWithPKCE(
    config.GOOGLE_AUTHORIZE_URL,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    ['openid', 'email', 'profile'],
  );
  url.searchParams.set('prompt', 'select_account');
  return url;
}

/** The OpenID Connect userinfo fields we use; Google sends more. */
const googleProfileSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  // An address we would not show (javascript:, plain http, too long) is dropped rather than stored.
  picture: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (value === undefined ? null : safePictureUrl(value))),
});

/** Exchanges the code (with the PKCE verifier), reads the profile and returns the account to sign in. */
export async function completeGoogleSignIn(
  ctx: AuthContext,
  round: { code: string; codeVerifier: string; redirectUri: string; guestId: string | null },
): Promise<string> {
  const tokens = await client(ctx.config, round.redirectUri).validateAuthorizationCode(
    ctx.config.GOOGLE_TOKEN_URL,
    round.code,
    round.codeVerifier,
  );
  const response = await fetch(ctx.config.GOOGLE_USERINFO_URL, {
    headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
  const profile = googleProfileSchema.parse(await response.json());
  const email = profile.email?.trim().toLowerCase();
  const emailVerified = profile.email_verified === true || profile.email_verified === 'true';
  if (!email || !z.email().safeParse(email).success || !emailVerified) {
    throw new GoogleSignInError('google_email_unverified');
  }

  const existing = (await findByGoogleSubject(ctx.db, profile.sub)) ?? (await findAccount(ctx.db, { email }));
  if (existing) {
    if (existing.banned && (!existing.banExpiresAt || existing.banExpiresAt.getTime() > Date.now())) {
      throw new GoogleSignInError('account_suspended');
    }
    await linkGoogle(ctx, existing, profile);
    if (round.guestId) await mergeGuestInto(ctx.db, round.guestId, existing.id);
    return existing.id;
  }

  const values = {
    email,
    username: await freeUsername(ctx, email),
    firstName: profile.given_name ?? profile.name ?? null,
    lastName: profile.family_name ?? null,
    profileImageUrl: profile.picture,
    verified: 1,
    socialProvider: 'google',
    googleSubject: profile.sub,
  };
  const created =
    (round.guestId ? await convertGuest(ctx.db, round.guestId, values) : undefined) ??
    (await insertUser(ctx.db, values));
  return created.id;
}

/**
 * Links by verified email. If the matching account was never verified, whoever chose its password
 * never proved they own the address (it could be a squatter), so that password stops working and
 * every existing sign-in of it ends; the owner can set a new one from their profile.
 */
async function linkGoogle(ctx: AuthContext, user: UserRow, profile: z.infer<typeof googleProfileSchema>) {
  const unproven = user.verified !== 1;
  await updateUser(ctx.db, user.id, {
    googleSubject: profile.sub,
    socialProvider: 'google',
    verified: 1,
    firstName: user.firstName ?? profile.given_name ?? profile.name ?? null,
    lastName: user.lastName ?? profile.family_name ?? null,
    profileImageUrl: user.profileImageUrl ?? profile.picture,
    ...(unproven ? { password: null } : {}),
  });
  if (unproven) await revokeAllSignIns(ctx, user.id, 'password');
}

/** A username from the email's local part, made unique with a number when needed. */
async function freeUsername(ctx: AuthContext, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 15);
  const stem = base.length >= 3 ? base : `seeker${base}`;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = attempt === 0 ? stem : `${stem}${randomInt(1000, 100_000)}`;
    if (!(await takenIdentifiers(ctx.db, { username: candidate })).username) return candidate;
  }
  return `seeker${randomInt(10_000_000, 100_000_000)}`;
}
