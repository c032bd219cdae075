import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userReadings } from '../../db/schema/journey';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { BrowserSession } from '../../test/browser-session';
import { ayesha } from './testing/account-fixtures';
import { graceProfile, startGoogleProvider, type GoogleProvider } from './testing/google-provider';

describe('Google sign-in against a real OAuth 2 server', () => {
  let provider: GoogleProvider;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    provider = await startGoogleProvider();
    app = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      PUBLIC_URL: 'http://localhost:5000',
      ...provider.settings,
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
  });
  beforeEach(() => {
    provider.profile = graceProfile();
  });

  /** Runs the browser through /api/auth/google, the provider's consent redirect and our callback. */
  async function signInWithGoogle(browser: BrowserSession) {
    const start = await browser.get('/api/auth/google');
    expect(start.statusCode).toBe(302);
    const consent = await fetch(start.headers.location as string, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const callback = new URL(consent.headers.get('location') ?? '');
    expect(callback.origin + callback.pathname).toBe('http://localhost:5000/api/auth/google/callback');
    return browser.get(callback.pathname + callback.search);
  }

  it('creates a verified Google account, with PKCE and state, and signs the browser in', async () => {
    const browser = new BrowserSession(app);
    const guestId = (await browser.get('/api/auth/user')).json().id as string;
    await app.database.db
      .insert(userReadings)
      .values({ userId: guestId, religion: 'christianity', book: 'Psalms', chapter: 23 });

    const done = await signInWithGoogle(browser);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');

    const query = provider.authorizeQueries.at(-1)!;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('client_id')).toBe('sacred-circle-test.apps.googleusercontent.com');

    const me = (await browser.get('/api/auth/user')).json();
    expect(me).toMatchObject({
      id: guestId,
      guest: false,
      email: 'grace.okafor@gmail.com',
      username: 'grace.okafor',
      firstName: 'Grace',
      lastName: 'Okafor',
      profileImageUrl: 'https://lh3.googleusercontent.com/a/grace',
      verified: 1,
      socialProvider: 'google',
      hasPassword: false,
    });
    const readings = await app.database.db.select().from(userReadings).where(eq(userReadings.userId, me.id));
    expect(readings.map((reading) => `${reading.book} ${reading.chapter}`)).toEqual(['Psalms 23']);

    // Signing in again finds the same account by its Google subject.
    const again = new BrowserSession(app);
    await signInWithGoogle(again);
    expect((await again.get('/api/auth/user')).json().id).toBe(me.id);
  });

  it('links an existing account by verified email and ends sign-ins an unproven password made', async () => {
    const owner = new BrowserSession(app);
    const signup = await owner.post('/api/auth/signup', {
      ...ayesha,
      username: 'chidi',
      email: 'chidi@example.org',
    });
    const accountId = signup.json().user.id as string;
    provider.profile = {
      ...provider.profile,
      sub: '200000000000000000001',
      email: 'Chidi@example.org',
      given_name: 'Chidi',
    };

    const browser = new BrowserSession(app);
    await signInWithGoogle(browser);
    const me = (await browser.get('/api/auth/user')).json();
    expect(me).toMatchObject({
      id: accountId,
      username: 'chidi',
      verified: 1,
      socialProvider: 'google',
      hasPassword: false,
    });
    // The password was chosen before anyone proved they own the address, so it no longer works.
    expect((await owner.post('/api/auth/refresh', { refreshToken: owner.refreshToken })).statusCode).toBe(
      401,
    );
    const login = await new BrowserSession(app).post('/api/auth/login', {
      email: 'chidi@example.org',
      password: ayesha.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a Google account without a verified email', async () => {
    provider.profile = {
      ...provider.profile,
      sub: '300000000000000000001',
      email: 'unverified@gmail.com',
      email_verified: false,
    };
    const browser = new BrowserSession(app);
    const done = await signInWithGoogle(browser);
    expect(done.headers.location).toBe('/auth?error=google_email_unverified');
    const [row] = await app.database.db.select().from(users).where(eq(users.email, 'unverified@gmail.com'));
    expect(row).toBeUndefined();
  });

  it('refuses a callback whose state does not match, or that arrives without a started sign-in', async () => {
    const browser = new BrowserSession(app);
    const start = await browser.get('/api/auth/google');
    const consent = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') ?? '');
    callback.searchParams.set('state', 'forged-state-value');
    const forged = await browser.get(callback.pathname + callback.search);
    expect(forged.headers.location).toBe('/auth?error=google_failed');

    const stranger = await new BrowserSession(app).get('/api/auth/google/callback?code=abc&state=def');
    expect(stranger.headers.location).toBe('/auth?error=google_failed');
    const cancelled = await new BrowserSession(app).get('/api/auth/google/callback?error=access_denied');
    expect(cancelled.headers.location).toBe('/auth?error=google_cancelled');
  });

  it('refuses a suspended account', async () => {
    provider.profile = { ...provider.profile, sub: '400000000000000000001', email: 'suspended@gmail.com' };
    await signInWithGoogle(new BrowserSession(app));
    await app.database.db
      .update(users)
      .set({ banned: true, banReason: 'Spam' })
      .where(eq(users.email, 'suspended@gmail.com'));
    const done = await signInWithGoogle(new BrowserSession(app));
    expect(done.headers.location).toBe('/auth?error=account_suspended');
  });
});

describe('Google sign-in without settings', () => {
  it('returns to /auth with a message code', async () => {
    const app = await createTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/auth?error=google_not_configured');
    } finally {
      await app.close();
    }
  });
});
