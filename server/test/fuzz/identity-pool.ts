import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '../../db/schema/users';
import { BrowserSession } from '../browser-session';
import type { FuzzRequest, IdentityName } from './request-arbitrary';

/**
 * The callers the fuzzer speaks as: a visitor (no cookie; a fresh one each request), a guest (a guest row
 * behind a cookie), a signed-in user and a moderator (signed up through the API) and a forger. A call that
 * may end or change a sign-in (logout, refresh, change-password...) marks that identity stale, and the next
 * request gets a fresh one, so later handlers still run past the auth check.
 */
export class IdentityPool {
  private readonly sessions = new Map<IdentityName, BrowserSession>();
  private readonly stale = new Set<IdentityName>();
  private accounts = 0;
  /** How many identities were (re)made: a figure for the report. */
  readonly made: Record<string, number> = {};

  constructor(private readonly app: FastifyInstance) {}

  async session(name: IdentityName): Promise<BrowserSession> {
    if (name === 'visitor' || name === 'forged') return new BrowserSession(this.app);
    const existing = this.sessions.get(name);
    if (existing && !this.stale.has(name)) return existing;
    const session = await this.make(name);
    this.sessions.set(name, session);
    this.stale.delete(name);
    this.made[name] = (this.made[name] ?? 0) + 1;
    return session;
  }

  /** After a request: anything that succeeded on /api/auth may have changed who this session is. */
  observe(request: FuzzRequest, status: number) {
    if (request.url.startsWith('/api/auth/') && status < 300 && request.method !== 'GET') {
      this.stale.add(request.identity);
    }
    if (status === 401 && (request.identity === 'user' || request.identity === 'moderator')) {
      this.stale.add(request.identity);
    }
  }

  private async make(name: 'guest' | 'user' | 'moderator'): Promise<BrowserSession> {
    const session = new BrowserSession(this.app);
    if (name === 'guest') {
      await expectOk(await session.patch('/api/progress/journey/goal', { readingGoal: 15 }), 'make a guest');
      return session;
    }
    this.accounts += 1;
    const username = `fuzz_${name}_${this.accounts}`;
    const signedUp = await session.post('/api/auth/signup', {
      firstName: 'Fuzz',
      lastName: name,
      username,
      email: `${username}@example.org`,
      password: 'fuzzing-password-1',
    });
    await expectOk(signedUp, `sign up ${username}`);
    if (name === 'moderator') {
      const id = (signedUp.json() as { user: { id: string } }).user.id;
      await this.app.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, id));
    }
    return session;
  }
}

async function expectOk(response: LightMyRequestResponse, what: string) {
  if (response.statusCode >= 300) {
    throw new Error(`fuzzer could not ${what}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
}
