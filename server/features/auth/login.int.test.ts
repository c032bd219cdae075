import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes, users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { BrowserSession } from '../../test/browser-session';
import { ayesha, codeIn, nextMailTo } from './testing/account-fixtures';

describe('POST /api/auth/login', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let sink: SmtpSink;

  const verifiedUser = {
    ...ayesha,
    username: 'miriam',
    email: 'miriam.cohen@example.org',
    phone: '+44 20 7946 0958',
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: sink.url, AUTH_RATE_LIMIT_MAX: '1000' });
    const browser = new BrowserSession(app);
    const mail = await nextMailTo(sink, verifiedUser.email, () =>
      browser.post('/api/auth/signup', verifiedUser),
    );
    const verify = await browser.post('/api/auth/verify-otp', {
      code: codeIn(mail),
      email: verifiedUser.email,
      purpose: 'signup',
    });
    expect(verify.statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('validates with the form messages', async () => {
    const browser = new BrowserSession(app);
    const missing = await browser.post('/api/auth/login', { password: 'secret1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Either email, phone, or username is required');
    const short = await browser.post('/api/auth/login', { email: verifiedUser.email, password: 'abc' });
    expect(short.json().message).toContain('Password must be at least 6 characters');
    const badEmail = await browser.post('/api/auth/login', { email: 'miriam@', password: 'secret12' });
    expect(badEmail.json().message).toContain('Invalid email address');
  });

  it('signs in by email, phone or username', async () => {
    for (const identifier of [
      { email: 'Miriam.Cohen@example.org' },
      { phone: '+442079460958' },
      { username: 'MIRIAM' },
    ]) {
      const browser = new BrowserSession(app);
      const response = await browser.post('/api/auth/login', {
        ...identifier,
        password: verifiedUser.password,
      });
      expect(response.statusCode, JSON.stringify(identifier)).toBe(200);
      expect(response.json()).toMatchObject({
        requiresVerification: false,
        message: 'Welcome back! You have been signed in successfully.',
        user: { email: verifiedUser.email, username: 'miriam', verified: 1 },
      });
      const me = await browser.request({ method: 'GET', url: '/api/auth/user' });
      expect(me.json().email).toBe(verifiedUser.email);
    }
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const browser = new BrowserSession(app);
    const wrongPassword = await browser.post('/api/auth/login', {
      email: verifiedUser.email,
      password: 'not-the-one',
    });
    const unknown = await browser.post('/api/auth/login', {
      email: 'nobody@example.org',
      password: 'not-the-one',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(unknown.json().message).toBe('Invalid credentials. Please try again.');
  });

  it("sets a lasting cookie only with 'Remember me'", async () => {
    const remembered = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: verifiedUser.email, password: verifiedUser.password, rememberMe: true },
    });
    const rememberedCookie = remembered.cookies.find((cookie) => cookie.name === 'sc_session');
    expect(rememberedCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 3600,
    });

    const forgotten = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: verifiedUser.email, password: verifiedUser.password },
    });
    const sessionCookie = forgotten.cookies.find((cookie) => cookie.name === 'sc_session');
    expect(sessionCookie?.maxAge).toBeUndefined();
    expect(sessionCookie?.expires).toBeUndefined();
  });

  it('asks an unverified account for a code, mails one, and signs in once it is entered', async () => {
    const account = { ...ayesha, username: 'unverified1', email: 'kenji.sato@example.org' };
    await new BrowserSession(app).post('/api/auth/signup', account);

    // The sign-up code was just sent; ask again after the resend cooldown has passed.
    await app.database.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(otpCodes.email, account.email));
    const browser = new BrowserSession(app);
    let response!: Awaited<ReturnType<BrowserSession['post']>>;
    const mail = await nextMailTo(sink, account.email, async () => {
      response = await browser.post('/api/auth/login', { email: account.email, password: account.password });
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      requiresVerification: true,
      email: account.email,
      phone: null,
      purpose: 'login',
      message: 'Please check your email for the verification code.',
    });
    expect(browser.accessToken).toBeUndefined();
    expect(mail.parsed.subject).toBe('Your Sacred Circle sign-in code');

    const verified = await browser.post('/api/auth/verify-otp', {
      code: codeIn(mail),
      email: account.email,
      purpose: 'login',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email: account.email, verified: 1 });
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({
      email: account.email,
      guest: false,
    });
  });

  it('refuses a banned account with the reason and the end date, and lets it in once the ban ends', async () => {
    const account = { ...ayesha, username: 'banned_one', email: 'banned.one@example.org' };
    await new BrowserSession(app).post('/api/auth/signup', account);
    await app.database.db
      .update(users)
      .set({
        verified: 1,
        banned: true,
        banReason: 'Repeated hostility toward other traditions',
        banExpiresAt: new Date('2099-03-15T12:00:00Z'),
      })
      .where(eq(users.email, account.email));

    const refused = await new BrowserSession(app).post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message:
        'Your account has been suspended. Reason: Repeated hostility toward other traditions. The suspension ends on March 15, 2099.',
      details: {
        banReason: 'Repeated hostility toward other traditions',
        banExpiresAt: '2099-03-15T12:00:00.000Z',
      },
    });

    // A wrong password says nothing about the ban.
    const guessed = await new BrowserSession(app).post('/api/auth/login', {
      email: account.email,
      password: 'guessing',
    });
    expect(guessed.statusCode).toBe(401);

    await app.database.db
      .update(users)
      .set({ banExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.email, account.email));
    const allowed = await new BrowserSession(app).post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(allowed.statusCode).toBe(200);
    const [row] = await app.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row).toMatchObject({ banned: false, banReason: null, banExpiresAt: null });
  });
});
