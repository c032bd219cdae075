import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessions, users } from '../db/schema/users';
import { AccessTokens, sha256 } from './access-tokens';
import { clientKey, hourWindow, takeFromCounter } from './client-counters';
import { forbidden, HttpError, tooManyRequests, unauthorized } from './http-error';
import { loadServerSecret } from './server-secret';
import {
  BROWSER_SESSION_MS,
  PERSISTENT_SESSION_MS,
  SESSION_COOKIE,
  SessionStore,
  setSessionCookie,
  type SessionData,
  type StoredSession,
} from './sessions';

/** Who is calling: a signed-in account (bearer token or session cookie) or a guest (cookie). */
export type Identity = {
  userId: string;
  isGuest: boolean;
  via: 'bearer' | 'cookie';
  /** The sign-in (refresh-token family) behind the call, when it is a signed-in one. */
  familyId?: string;
};

type Ban = { banned: boolean; banReason: string | null; banExpiresAt: Date | null };

type CookieLookup = { session: StoredSession | null; identity: Identity | null; ban: Ban | null };

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: SessionStore;
    accessTokens: AccessTokens;
    /** Signs access tokens and keys one-time-code hashes. */
    serverSecret: Buffer;
  }
  interface FastifyRequest {
    identityLookup?: Promise<Identity | null>;
    cookieLookup?: Promise<CookieLookup>;
    /** Set when the session's expiry was pushed back: the cookie's max-age follows in onSend. */
    renewedSession?: { sid: string; persistent: boolean; lifetimeMs: number };
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Decorates the app with the session store and token signer and guards cookie requests against CSRF. */
export function registerIdentity(app: FastifyInstance) {
  const secret = loadServerSecret(app.config);
  app.decorate('serverSecret', secret);
  app.decorate('accessTokens', new AccessTokens(secret, app.config.ACCESS_TOKEN_TTL));
  app.decorate('sessionStore', new SessionStore(app.database.db));
  app.decorateRequest('identityLookup', undefined);
  app.decorateRequest('cookieLookup', undefined);
  app.decorateRequest('renewedSession', undefined);

  // SameSite=Lax already stops most cross-site posts; checking Origin closes the rest (e.g. same-site
  // subdomains). A request with a bearer token cannot be forged by another site, so it is exempt.
  // Both hooks take callbacks rather than being async: every request runs them, and an async hook costs a
  // promise and a turn of the microtask queue each time.
  app.addHook('onRequest', (request, _reply, done) => {
    done(crossSiteRefusal(request));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.renewedSession) setSessionCookie(reply, request.renewedSession, isSecure(app));
    done(null, payload);
  });
}

function crossSiteRefusal(request: FastifyRequest): HttpError | undefined {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return undefined;
  if (request.headers.authorization || !request.cookies[SESSION_COOKIE]) return undefined;
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  if (origin === undefined) return undefined; // not a browser: nothing to forge
  if (allowedOrigins(request).has(origin)) return undefined;
  return forbidden('This request came from another site and was refused. Please use Sacred Circle directly.');
}

export const isSecure = (app: FastifyInstance) => app.config.NODE_ENV === 'production';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A guest's cookie lives as long as the guest's row is kept without activity. */
const guestSessionMs = (app: FastifyInstance) => app.config.GUEST_RETENTION_DAYS * DAY_MS;

function originOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function allowedOrigins(request: FastifyRequest): Set<string> {
  const allowed = new Set([`${request.protocol}://${request.host}`]);
  const publicUrl = request.server.config.PUBLIC_URL;
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed;
}

/** The caller, or null for a visitor. A bad or expired bearer token is a 401 (the client then refreshes). */
export function identify(request: FastifyRequest): Promise<Identity | null> {
  request.identityLookup ??= resolveIdentity(request, 'refuse');
  return request.identityLookup;
}

const suspendedCallers = new WeakMap<FastifyRequest, Promise<Identity | null>>();

/**
 * The caller as identify() finds them, but without refusing a suspended account. Only for what a ban must not take
 * away: a person's access to the data kept about them. Every other route goes through identify().
 */
export function identifyDespiteBan(request: FastifyRequest): Promise<Identity | null> {
  let lookup = suspendedCallers.get(request);
  if (!lookup) {
    lookup = resolveIdentity(request, 'allow');
    suspendedCallers.set(request, lookup);
  }
  return lookup;
}

async function resolveIdentity(request: FastifyRequest, bans: 'refuse' | 'allow'): Promise<Identity | null> {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <access token>".');
    const verdict = await request.server.accessTokens.verify(match[1]);
    if (!verdict.ok) {
      throw unauthorized(
        verdict.reason === 'expired'
          ? 'Your session has expired. Please sign in again.'
          : 'Your sign-in is not valid. Please sign in again.',
      );
    }
    // A token signed before a ban stays valid for up to ACCESS_TOKEN_TTL: without this lookup a suspended
    // account kept using the API until then (the cookie path already refused it at once).
    const [account] = await request.server.database.db
      .select({ banned: users.banned, banReason: users.banReason, banExpiresAt: users.banExpiresAt })
      .from(users)
      .where(eq(users.id, verdict.claims.userId));
    // A deleted account's token is still well signed until it expires: without its row it names nobody.
    if (!account) throw unauthorized('Your sign-in is not valid. Please sign in again.');
    if (bans === 'refuse') assertNotBanned(account);
    return {
      userId: verdict.claims.userId,
      isGuest: false,
      via: 'bearer',
      familyId: verdict.claims.familyId,
    };
  }
  const lookup = await lookupCookie(request);
  if (lookup.ban && bans === 'refuse') assertNotBanned(lookup.ban);
  return lookup.identity;
}

/** The session behind the cookie (even one that only carries an OAuth round trip), read once per request. */
export async function readCookieSession(request: FastifyRequest): Promise<StoredSession | null> {
  return (await lookupCookie(request)).session;
}

/** The guest behind the cookie, ignoring any bearer token: sign-in calls must work with a stale token. */
export async function currentGuestId(request: FastifyRequest): Promise<string | null> {
  const { identity } = await lookupCookie(request);
  return identity?.isGuest ? identity.userId : null;
}

function lookupCookie(request: FastifyRequest): Promise<CookieLookup> {
  request.cookieLookup ??= resolveCookie(request);
  return request.cookieLookup;
}

async function resolveCookie(request: FastifyRequest): Promise<CookieLookup> {
  const sid = request.cookies[SESSION_COOKIE];
  if (!sid) return { session: null, identity: null, ban: null };
  const { db } = request.server.database;
  const [row] = await db
    .select({
      sess: sessions.sess,
      expire: sessions.expire,
      userId: users.id,
      isGuest: users.isGuest,
      lastActiveAt: users.lastActiveAt,
      banned: users.banned,
      banReason: users.banReason,
      banExpiresAt: users.banExpiresAt,
    })
    .from(sessions)
    .leftJoin(users, sql`${users.id}::text = ${sessions.sess}->>'userId'`)
    .where(and(eq(sessions.sid, sha256(sid)), gt(sessions.expire, new Date())));
  if (!row) return { session: null, identity: null, ban: null };

  const data = row.sess as SessionData;
  const session: StoredSession = { sid, data, expire: row.expire };
  if (!row.userId) return { session, identity: null, ban: null };

  const now = Date.now();
  if (row.isGuest) {
    // A guest's request counts as activity once a day: its row's last_active_at (the retention job deletes a
    // guest after GUEST_RETENTION_DAYS without one) and its cookie, which lives exactly that long, move together.
    if (row.lastActiveAt && now - row.lastActiveAt.getTime() >= DAY_MS) {
      const lifetimeMs = guestSessionMs(request.server);
      await request.server.database.db
        .update(users)
        .set({ lastActiveAt: new Date(now) })
        .where(eq(users.id, row.userId));
      session.expire = (await request.server.sessionStore.write(sid, data, lifetimeMs)) ?? row.expire;
      request.renewedSession = { sid, persistent: true, lifetimeMs };
    }
  } else {
    const lifetimeMs = data.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
    if (row.expire.getTime() - now < lifetimeMs / 2) {
      session.expire = (await request.server.sessionStore.write(sid, data, lifetimeMs)) ?? row.expire;
      request.renewedSession = { sid, persistent: Boolean(data.persistent), lifetimeMs };
    }
  }
  const identity: Identity = {
    userId: row.userId,
    isGuest: Boolean(row.isGuest),
    via: 'cookie',
    ...(data.familyId ? { familyId: data.familyId } : {}),
  };
  return {
    session,
    identity,
    ban: { banned: Boolean(row.banned), banReason: row.banReason, banExpiresAt: row.banExpiresAt },
  };
}

/**
 * The caller, creating a guest (a real user row behind a cookie) for a visitor, so whatever they do
 * (readings, journey, chat) belongs to someone and can move to their account later.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<Identity> {
  const known = await identify(request);
  if (known) return known;
  const app = request.server;
  // Each guest is a fresh identity with its own quotas: without a limit per client, clearing cookies
  // (or a script) mints them without end. Over it the visitor is a visitor: the client treats any
  // error on the current-user call as signed out, and calls that store something ask them to wait.
  const counted = await takeFromCounter(
    app.database.db,
    clientKey(app.serverSecret, 'guests', request.ip),
    hourWindow(),
    app.config.GUEST_CREATE_RATE_LIMIT_MAX,
  );
  if (counted === null) {
    throw tooManyRequests(
      'Too many new visitors from your network in the last hour. Please sign in, or try again later.',
    );
  }
  const [guest] = await app.database.db.insert(users).values({ isGuest: true }).returning({ id: users.id });
  if (!guest) throw new Error('inserting a guest returned no row');

  const existing = await readCookieSession(request);
  const data: SessionData = { ...existing?.data, userId: guest.id, persistent: true };
  const lifetimeMs = guestSessionMs(app);
  let sid: string;
  if (existing) {
    await app.sessionStore.write(existing.sid, data, lifetimeMs);
    sid = existing.sid;
  } else {
    sid = (await app.sessionStore.create(data, lifetimeMs)).sid;
  }
  setSessionCookie(reply, { sid, persistent: true, lifetimeMs }, isSecure(app));
  request.renewedSession = undefined;
  const identity: Identity = { userId: guest.id, isGuest: true, via: 'cookie' };
  request.identityLookup = Promise.resolve(identity);
  request.cookieLookup = Promise.resolve({ session: { sid, data, expire: new Date() }, identity, ban: null });
  return identity;
}

/** The caller's account; a guest or visitor gets a 401 asking them to sign in. */
export async function requireSignedIn(request: FastifyRequest): Promise<Identity & { isGuest: false }> {
  const identity = await identify(request);
  if (!identity || identity.isGuest) throw unauthorized('Please sign in to continue.');
  return { ...identity, isGuest: false };
}

/**
 * Starts a signed-in cookie session. Any earlier session of this browser is destroyed first, so a
 * session id seen before sign-in (a guest's, say) is never promoted: no session fixation.
 */
export async function startCookieSession(
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: { userId: string; familyId: string; persistent: boolean },
): Promise<void> {
  const app = request.server;
  const previous = await readCookieSession(request);
  if (previous) await app.sessionStore.destroy(previous.sid);
  const lifetimeMs = signIn.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
  const { sid } = await app.sessionStore.create(signIn, lifetimeMs);
  setSessionCookie(reply, { sid, persistent: signIn.persistent, lifetimeMs }, isSecure(app));
  request.renewedSession = undefined;
}

/** A ban that has not run out refuses the account, naming the reason and the end date. */
export function assertNotBanned(user: Ban): void {
  if (!user.banned) return;
  if (user.banExpiresAt && user.banExpiresAt.getTime() <= Date.now()) return;
  throw new HttpError(403, banMessage(user), {
    banReason: user.banReason,
    banExpiresAt: user.banExpiresAt?.toISOString() ?? null,
  });
}

export function banMessage(user: Pick<Ban, 'banReason' | 'banExpiresAt'>): string {
  const reason = user.banReason ? ` Reason: ${user.banReason.trim().replace(/[.!?]+$/, '')}.` : '';
  const until = user.banExpiresAt
    ? ` The suspension ends on ${user.banExpiresAt.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })}.`
    : ' The suspension has no end date.';
  return `Your account has been suspended.${reason}${until}`;
}
