import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { sessions } from '../db/schema/users';
import { sha256 } from './access-tokens';

export const SESSION_COOKIE = 'sc_session';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Remember me' (and guests, whose journey should survive a closed browser): 30 days, renewed on use. */
export const PERSISTENT_SESSION_MS = 30 * DAY_MS;
/** Without 'Remember me': a browser-session cookie, and the server forgets it after a day. */
export const BROWSER_SESSION_MS = DAY_MS;
/** A visitor's session that only carries an OAuth round trip. */
export const OAUTH_SESSION_MS = 10 * 60 * 1000;

export type OAuthState = { state: string; codeVerifier: string; persistent: boolean };

export type SessionData = {
  userId?: string;
  /** The refresh-token family started with this session; signing out revokes it too. */
  familyId?: string;
  persistent?: boolean;
  oauth?: OAuthState;
};

export type StoredSession = { sid: string; data: SessionData; expire: Date };

/**
 * Cookie sessions in the `sessions` table (sid, sess, expire). The cookie holds a random id; the table
 * holds its SHA-256, so reading the table does not let anyone impersonate a session.
 */
export class SessionStore {
  constructor(private readonly db: Database) {}

  async create(data: SessionData, lifetimeMs: number): Promise<StoredSession> {
    const sid = randomBytes(32).toString('base64url');
    const expire = new Date(Date.now() + lifetimeMs);
    await this.db.insert(sessions).values({ sid: sha256(sid), sess: data, expire });
    return { sid, data, expire };
  }

  async read(sid: string): Promise<StoredSession | null> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.sid, sha256(sid)), gt(sessions.expire, new Date())));
    return row ? { sid, data: row.sess as SessionData, expire: row.expire } : null;
  }

  async write(sid: string, data: SessionData, lifetimeMs?: number): Promise<Date | undefined> {
    const expire = lifetimeMs === undefined ? undefined : new Date(Date.now() + lifetimeMs);
    await this.db
      .update(sessions)
      .set(expire ? { sess: data, expire } : { sess: data })
      .where(eq(sessions.sid, sha256(sid)));
    return expire;
  }

  async destroy(sid: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.sid, sha256(sid)));
  }

  /** Signs a user out of every browser, optionally keeping the session of one sign-in (one family). */
  async destroyForUser(userId: string, keepFamilyId?: string): Promise<void> {
    const ofUser = sql`${sessions.sess}->>'userId' = ${userId}`;
    await this.db
      .delete(sessions)
      .where(
        keepFamilyId
          ? and(ofUser, sql`coalesce(${sessions.sess}->>'familyId', '') <> ${keepFamilyId}`)
          : ofUser,
      );
  }

  async destroyFamily(familyId: string): Promise<void> {
    await this.db.delete(sessions).where(sql`${sessions.sess}->>'familyId' = ${familyId}`);
  }

  /** For tests and diagnostics: how many live sessions a user has. */
  async countForUser(userId: string): Promise<number> {
    const rows = await this.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(and(sql`${sessions.sess}->>'userId' = ${userId}`, gt(sessions.expire, new Date())));
    return rows.length;
  }
}

export function setSessionCookie(
  reply: FastifyReply,
  session: { sid: string; persistent: boolean; lifetimeMs: number },
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, session.sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    // No maxAge: the browser drops it when it closes ('Remember me' unchecked).
    ...(session.persistent ? { maxAge: Math.floor(session.lifetimeMs / 1000) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
