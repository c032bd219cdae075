import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { users } from '../../db/schema/users';
import { BrowserSession } from '../browser-session';
import { latestCodeInOutbox } from '../dev-outbox';

export const roles = ['visitor', 'guest', 'userA', 'userB', 'banned', 'moderator'] as const;
export type Role = (typeof roles)[number];

export const PASSWORD = 'Sacred-circle-1';
export const BAN_REASON = 'Insulting other readers';

export type Account = { id: string; username: string; email: string };

/** One person in the matrix: how to get a browser of theirs, and (for accounts) who they are. */
export type Actor = {
  role: Role;
  account?: Account;
  /** The person's long-lived browser: cookie and bearer token, as the real client sends both. */
  browser?: BrowserSession;
  /** A second, separate sign-in of the same person, for calls that end the sign-in they come from. */
  spare: () => Promise<BrowserSession>;
};

let counter = 0;

export async function signUp(
  app: FastifyInstance,
  name: string,
): Promise<{ account: Account; browser: BrowserSession }> {
  counter += 1;
  const username = `${name}${counter}${Date.now().toString(36).slice(-4)}`.slice(0, 20);
  const email = `${username.toLowerCase()}@example.org`;
  const browser = new BrowserSession(app);
  const response = await browser.post('/api/auth/signup', {
    username,
    password: PASSWORD,
    email,
    firstName: name,
    lastName: 'Tester',
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  // Verified with the mailed code (kept in the dev outbox without SMTP), so later sign-ins need no code.
  const code = await latestCodeInOutbox(app, email);
  const verified = await browser.post('/api/auth/verify-otp', { email, code, purpose: 'signup' });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return { account: { id: response.json().user.id, username, email }, browser };
}

export async function logIn(app: FastifyInstance, account: Account): Promise<BrowserSession> {
  const browser = new BrowserSession(app);
  const response = await browser.post('/api/auth/login', { email: account.email, password: PASSWORD });
  if (response.statusCode !== 200 || !browser.accessToken)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return browser;
}

/** A browser that became a guest the way the app makes one: its first write. */
export async function newGuest(app: FastifyInstance): Promise<BrowserSession> {
  const browser = new BrowserSession(app);
  const response = await browser.post('/api/progress/session/start', {
    religion: 'buddhism',
    book: 'Dhammapada',
    chapter: 1,
  });
  if (response.statusCode !== 201)
    throw new Error(`guest start failed: ${response.statusCode} ${response.body}`);
  return browser;
}

/**
 * The six people of the matrix: a visitor (no cookie), a guest (guest cookie), users A and B (signed up
 * through the API), a user banned by a moderator through the moderation API, and a moderator (the role set in
 * the users table: the app has no API that grants it).
 */
export async function createActors(app: FastifyInstance): Promise<Record<Role, Actor>> {
  const a = await signUp(app, 'Avigail');
  const b = await signUp(app, 'Boaz');
  const m = await signUp(app, 'Miriam');
  await app.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, m.account.id));
  const banned = await signUp(app, 'Otto');
  // Sign-ins made before the ban, as a banned person's devices would hold them.
  const bannedSpares: BrowserSession[] = [];
  for (let i = 0; i < 3; i += 1) bannedSpares.push(await logIn(app, banned.account));
  const ban = await m.browser.post(`/api/moderation/users/${banned.account.id}`, {
    action: 'ban',
    reason: BAN_REASON,
    banDays: 7,
  });
  if (ban.statusCode !== 200) throw new Error(`ban failed: ${ban.statusCode} ${ban.body}`);
  const guest = await newGuest(app);

  return {
    visitor: { role: 'visitor', spare: async () => new BrowserSession(app) },
    guest: { role: 'guest', browser: guest, spare: () => newGuest(app) },
    userA: { role: 'userA', ...a, spare: () => logIn(app, a.account) },
    userB: { role: 'userB', ...b, spare: () => logIn(app, b.account) },
    moderator: { role: 'moderator', ...m, spare: () => logIn(app, m.account) },
    banned: {
      role: 'banned',
      ...banned,
      spare: async () => {
        const spare = bannedSpares.shift();
        if (!spare) throw new Error('no spare sign-in of the banned user left');
        return spare;
      },
    },
  };
}

/** A copy of a browser (same cookie, same tokens) whose later cookie changes do not reach the original. */
export function cloneBrowser(app: FastifyInstance, browser: BrowserSession | undefined): BrowserSession {
  const copy = new BrowserSession(app);
  if (!browser) return copy;
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  copy.accessToken = browser.accessToken;
  copy.refreshToken = browser.refreshToken;
  return copy;
}

export type Call = (browser: BrowserSession, options: InjectOptions) => Promise<LightMyRequestResponse>;
