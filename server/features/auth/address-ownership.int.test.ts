import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { BrowserSession } from '../../test/browser-session';
import { latestCodeInOutbox } from '../../test/dev-outbox';
import { ayesha } from './testing/account-fixtures';

/**
 * Someone may sign up with an address that is not theirs. Proving the address later (with a code sent
 * to it) proves who owns it, not who chose the account's password: unless the one proving it also
 * holds the account's credentials, the password and every sign-in made with it are dropped.
 */
describe('verifying an address resets credentials set by someone else', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let accountNumber = 0;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await app.close();
  });

  const subjects = {
    login: 'Your Sacred Circle sign-in code',
    signup: 'Your Sacred Circle verification code',
  } as const;
  /**
   * The newest code of one purpose mailed to `recipient`. Sign-up and sign-in codes are mailed in the background,
   * so a sign-up's code can land after a later sign-in's: the subject tells them apart, and the wait covers a
   * mail still on its way when the request has answered.
   */
  const lastCodeTo = (recipient: string, purpose: keyof typeof subjects) =>
    vi.waitFor(
      async () => {
        const code = await latestCodeInOutbox(app, recipient, subjects[purpose]);
        if (!code) throw new Error(`no ${purpose} code mailed to ${recipient}`);
        return code;
      },
      { timeout: 10_000, interval: 20 },
    );

  function nextAccount() {
    accountNumber += 1;
    return { ...ayesha, username: `owner${accountNumber}`, email: `owner${accountNumber}@example.org` };
  }

  it('the owner who verifies a squatted address gets the account without the squatter’s password or sign-ins', async () => {
    const account = nextAccount();
    const squatter = new BrowserSession(app);
    const squatted = await squatter.post('/api/auth/signup', { ...account, password: 'squatters-secret-1' });
    expect(squatted.statusCode).toBe(201);
    const squatterRefresh = squatter.refreshToken;

    // The real owner asks for a code at the address and proves it, signed in as nobody.
    const owner = new BrowserSession(app);
    const request = await owner.post('/api/auth/request-otp', { email: account.email, purpose: 'login' });
    expect(request.statusCode).toBe(200);
    const verified = await owner.post('/api/auth/verify-otp', {
      email: account.email,
      purpose: 'login',
      code: await lastCodeTo(account.email, 'login'),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ email: account.email, verified: 1, hasPassword: false });
    expect(verified.json().message).toBe(
      'Your address is verified and you are signed in. The password this account had was set before the address was proven, so it was removed: please choose your own in your profile.',
    );

    // The squatter's password no longer opens the account, and their sign-ins are over.
    const login = await new BrowserSession(app).post('/api/auth/login', {
      email: account.email,
      password: 'squatters-secret-1',
    });
    expect(login.statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: squatterRefresh },
    });
    expect(refresh.statusCode).toBe(401);
    const squatterView = await squatter.request({ method: 'GET', url: '/api/auth/user', bearer: false });
    expect(squatterView.json().email ?? null).not.toBe(account.email);

    // The owner sets a password (none is asked for) and signs in with it.
    const set = await owner.post('/api/auth/change-password', { newPassword: 'owners-own-pass-2' });
    expect(set.statusCode).toBe(200);
    const ownerLogin = await new BrowserSession(app).post('/api/auth/login', {
      email: account.email,
      password: 'owners-own-pass-2',
    });
    expect(ownerLogin.statusCode).toBe(200);
  });

  it('keeps the password when the code was sent by a login with that password', async () => {
    const account = nextAccount();
    await new BrowserSession(app).post('/api/auth/signup', account);
    const browser = new BrowserSession(app);
    const login = await browser.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.json()).toMatchObject({ requiresVerification: true, purpose: 'login' });
    const verified = await browser.post('/api/auth/verify-otp', {
      email: account.email,
      purpose: 'login',
      code: await lastCodeTo(account.email, 'login'),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Welcome to Sacred Circle. Your spiritual journey begins now.');
    const again = await new BrowserSession(app).post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers 401 to a stale bearer token instead of verifying as a stranger, so the refreshed sign-in keeps its password', async () => {
    const account = nextAccount();
    const browser = new BrowserSession(app);
    await browser.post('/api/auth/signup', account);
    const code = await lastCodeTo(account.email, 'signup');
    const stale = await browser.request({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email: account.email, purpose: 'signup', code },
      headers: { authorization: 'Bearer not-a-token-this-server-signed' },
    });
    expect(stale.statusCode).toBe(401);
    const verified = await browser.post('/api/auth/verify-otp', {
      email: account.email,
      purpose: 'signup',
      code,
    });
    expect(verified.statusCode).toBe(200);
    const login = await new BrowserSession(app).post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the password when the account’s own sign-in verifies its new address', async () => {
    const account = nextAccount();
    const browser = new BrowserSession(app);
    await browser.post('/api/auth/signup', account);
    const moved = `moved${accountNumber}@example.org`;
    expect((await browser.patch('/api/auth/profile', { email: moved })).statusCode).toBe(200);
    const verified = await browser.post('/api/auth/verify-otp', {
      email: moved,
      purpose: 'signup',
      code: await lastCodeTo(moved, 'signup'),
    });
    expect(verified.statusCode).toBe(200);
    const login = await new BrowserSession(app).post('/api/auth/login', {
      email: moved,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
  });
});
