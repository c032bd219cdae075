import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { devOutbox } from '../../db/schema/mail';
import { refreshTokens, users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { sha256 } from '../../lib/access-tokens';
import { BrowserSession } from '../../test/browser-session';
import { ayesha } from './testing/account-fixtures';

describe('tokens and sessions', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let accountNumber = 0;

  beforeAll(async () => {
    app = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0', AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A verified account signed in through `browser`. */
  async function signedIn(browser = new BrowserSession(app), on = app) {
    accountNumber += 1;
    const email = `pilgrim${accountNumber}@example.org`;
    await new BrowserSession(on).post('/api/auth/signup', {
      ...ayesha,
      username: `pilgrim${accountNumber}`,
      email,
    });
    await on.database.db.update(users).set({ verified: 1 }).where(eq(users.email, email));
    const response = await browser.post('/api/auth/login', {
      email,
      password: ayesha.password,
      rememberMe: true,
    });
    expect(response.statusCode).toBe(200);
    return { browser, email, userId: response.json().user.id as string };
  }

  it('answers an expired access token with 401, and the refresh token renews it', async () => {
    const shortLived = await createTestApp({ ACCESS_TOKEN_TTL: '3', AUTH_RATE_LIMIT_MAX: '1000' });
    try {
      const { browser, email } = await signedIn(new BrowserSession(shortLived), shortLived);
      // exp is whole seconds: a 3 s token lives 2 to 3 s; 4.1 s later on the faked clock it is surely spent.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 4100);
      const expired = await browser.get('/api/auth/user');
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('Your session has expired. Please sign in again.');

      const firstRefreshToken = browser.refreshToken;
      const refreshed = await browser.post('/api/auth/refresh', { refreshToken: firstRefreshToken });
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json()).toMatchObject({ expiresIn: 3 });
      expect(browser.refreshToken).not.toBe(firstRefreshToken);
      expect((await browser.get('/api/auth/user')).json().email).toBe(email);
    } finally {
      vi.useRealTimers();
      await shortLived.close();
    }
  });

  it('refuses a forged or malformed bearer token', async () => {
    const browser = new BrowserSession(app);
    const forged = await browser.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: {
        authorization:
          'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJmaWQiOiJ4In0.c2lnbmF0dXJl',
      },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Your sign-in is not valid. Please sign in again.');
    const malformed = await browser.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: 'Token abc' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const { browser, userId } = await signedIn();
    const stolen = browser.refreshToken;
    expect((await browser.post('/api/auth/refresh', { refreshToken: stolen })).statusCode).toBe(200);
    const current = browser.refreshToken;

    const thief = new BrowserSession(app);
    const replay = await thief.post('/api/auth/refresh', { refreshToken: stolen });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'This sign-in was ended for your safety because its refresh token was used twice. Please sign in again.',
    );

    // The legitimate holder's newer token is revoked with it, and so is the cookie session.
    const legit = await browser.post('/api/auth/refresh', { refreshToken: current });
    expect(legit.statusCode).toBe(401);
    const [stolenRow] = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token, sha256(stolen ?? '')));
    const rows = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, stolenRow?.familyId ?? ''));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    expect(rows.map((row) => row.revokeReason).sort()).toEqual(['reuse', 'rotated']);
    const cookieOnly = await browser.request({ method: 'GET', url: '/api/auth/user', bearer: false });
    expect(cookieOnly.json()).toMatchObject({ guest: true });
    expect(cookieOnly.json().id).not.toBe(userId);
  });

  it('gives two tabs refreshing at once a sibling token within the grace window', async () => {
    const graceful = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '5', AUTH_RATE_LIMIT_MAX: '1000' });
    try {
      const browser = new BrowserSession(graceful);
      await browser.post('/api/auth/signup', {
        ...ayesha,
        username: 'twotabs',
        email: 'two.tabs@example.org',
      });
      const shared = browser.refreshToken;
      const [tabA, tabB] = await Promise.all([
        graceful.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: shared } }),
        graceful.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: shared } }),
      ]);
      expect(tabA.statusCode).toBe(200);
      expect(tabB.statusCode).toBe(200);
      expect(tabA.json().refreshToken).not.toBe(tabB.json().refreshToken);
    } finally {
      await graceful.close();
    }
  });

  it('refuses an unknown or missing refresh token', async () => {
    const browser = new BrowserSession(app);
    const unknown = await browser.post('/api/auth/refresh', { refreshToken: 'not-a-token-we-issued' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Your sign-in has expired. Please sign in again.');
    const missing = await browser.post('/api/auth/refresh', {});
    expect(missing.statusCode).toBe(400);
  });

  it('logs out this device: cookie cleared, refresh token revoked, other devices untouched', async () => {
    const { browser, email } = await signedIn();
    const laptop = new BrowserSession(app);
    await laptop.post('/api/auth/login', { email, password: ayesha.password });

    const refreshToken = browser.refreshToken;
    const response = await browser.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('You have been signed out successfully.');
    expect(browser.cookies.has('sc_session')).toBe(false);
    expect((await new BrowserSession(app).post('/api/auth/refresh', { refreshToken })).statusCode).toBe(401);

    expect((await laptop.request({ method: 'GET', url: '/api/auth/user', bearer: false })).json().email).toBe(
      email,
    );
    expect((await laptop.post('/api/auth/refresh', { refreshToken: laptop.refreshToken })).statusCode).toBe(
      200,
    );
  });

  it('logs out everywhere', async () => {
    const { browser, email, userId } = await signedIn();
    const phone = new BrowserSession(app);
    await phone.post('/api/auth/login', { email, password: ayesha.password });

    const response = await browser.post('/api/auth/logout-all');
    expect(response.json().message).toBe('You have been signed out on every device.');
    expect((await phone.post('/api/auth/refresh', { refreshToken: phone.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await phone.request({ method: 'GET', url: '/api/auth/user', bearer: false })).json().guest).toBe(
      true,
    );
    expect(await app.sessionStore.countForUser(userId)).toBe(0);

    const guest = await new BrowserSession(app).post('/api/auth/logout-all');
    expect(guest.statusCode).toBe(401);
  });

  it('changes the password, keeping this device and signing out the others', async () => {
    const { browser, email } = await signedIn();
    const other = new BrowserSession(app);
    await other.post('/api/auth/login', { email, password: ayesha.password });

    const wrong = await browser.post('/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'still-waters-9',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is incorrect.');
    const short = await browser.post('/api/auth/change-password', {
      currentPassword: ayesha.password,
      newPassword: 'abc',
    });
    expect(short.json().message).toContain('Password must be at least 6 characters');

    const changed = await browser.post('/api/auth/change-password', {
      currentPassword: ayesha.password,
      newPassword: 'still-waters-9',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(
      'Your password has been changed. Other devices have been signed out.',
    );
    expect((await browser.post('/api/auth/refresh', { refreshToken: browser.refreshToken })).statusCode).toBe(
      200,
    );
    expect((await other.post('/api/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(
      401,
    );
    const login = await new BrowserSession(app).post('/api/auth/login', {
      email,
      password: 'still-waters-9',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const { browser } = await signedIn();
    const crossSite = await browser.request({
      method: 'POST',
      url: '/api/auth/logout-all',
      bearer: false,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(
      'This request came from another site and was refused. Please use Sacred Circle directly.',
    );
    const sameSite = await browser.request({
      method: 'PATCH',
      url: '/api/auth/notifications',
      bearer: false,
      payload: { push: false },
    });
    expect(sameSite.statusCode).toBe(200);
    // A bearer token cannot be sent by another site, so such a request passes.
    const withBearer = await browser.request({
      method: 'PATCH',
      url: '/api/auth/notifications',
      payload: { push: true },
      headers: { origin: 'https://evil.example' },
    });
    expect(withBearer.statusCode).toBe(200);
    expect(withBearer.json().notificationPreferences).toEqual({ email: true, sms: false, push: true });
  });

  it('without SMTP_URL keeps the mailed code in the dev outbox', async () => {
    const { email } = await signedIn();
    const mails = await app.database.db.select().from(devOutbox).where(eq(devOutbox.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Your Sacred Circle verification code' });
    expect(mails[0]?.body).toMatch(/^Your code is \d{6}\.\n/);
  });
});
