import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { BrowserSession } from '../../test/browser-session';
import { ayesha, codeIn, nextMailTo } from './testing/account-fixtures';

describe('one-time codes: request-otp, verify-otp, reset-password', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let sink: SmtpSink;
  let accountNumber = 0;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: sink.url, AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  /** A fresh unverified account, its sign-up code still in the mailbox. */
  async function newAccount() {
    accountNumber += 1;
    const account = {
      ...ayesha,
      username: `seeker${accountNumber}`,
      email: `seeker${accountNumber}@example.org`,
    };
    const browser = new BrowserSession(app);
    const mail = await nextMailTo(sink, account.email, () => browser.post('/api/auth/signup', account));
    return { account, code: codeIn(mail), browser };
  }

  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('validates code length, purpose and target', async () => {
    const browser = new BrowserSession(app);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [
        '/api/auth/verify-otp',
        { code: '12345', email: 'a@example.org', purpose: 'signup' },
        'Code must be exactly 6 characters',
      ],
      ['/api/auth/verify-otp', { code: '123456', purpose: 'signup' }, 'Either email or phone is required'],
      [
        '/api/auth/verify-otp',
        { code: '123456', email: 'a@example.org', purpose: 'welcome' },
        'Purpose must be one of signup, login, reset',
      ],
      ['/api/auth/request-otp', { purpose: 'login' }, 'Either email or phone is required'],
      [
        '/api/auth/request-otp',
        { email: 'a@example.org', purpose: 'other' },
        'Purpose must be one of signup, login, reset',
      ],
    ];
    for (const [url, payload, message] of cases) {
      const response = await browser.post(url, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('gives the same answer for an unknown address, and enforces the resend cooldown for both', async () => {
    const { account } = await newAccount();
    const known = await new BrowserSession(app).post('/api/auth/request-otp', {
      email: account.email,
      purpose: 'reset',
    });
    const unknown = await new BrowserSession(app).post('/api/auth/request-otp', {
      email: 'stranger@example.org',
      purpose: 'reset',
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ expiresInSeconds: 600, resendAfterSeconds: 60 });
    expect(unknown.json().message).toBe(
      'If an account uses stranger@example.org, a 6-digit code is on its way. It expires in 10 minutes.',
    );
    expect(sink.received.some((mail) => mail.envelope.to.includes('stranger@example.org'))).toBe(false);

    for (const email of [account.email, 'stranger@example.org']) {
      const again = await new BrowserSession(app).post('/api/auth/request-otp', { email, purpose: 'reset' });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toMatch(
        /^A code was sent moments ago\. Please wait \d+ seconds before asking for another\.$/,
      );
    }
  });

  it('stores only a hash of the code', async () => {
    const { account, code } = await newAccount();
    const [row] = await app.database.db.select().from(otpCodes).where(eq(otpCodes.email, account.email));
    expect(row?.code).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code).not.toContain(code);
  });

  it('allows five attempts, counting down, then refuses even the right code', async () => {
    const { account, code } = await newAccount();
    const browser = new BrowserSession(app);
    for (const remaining of [4, 3, 2, 1]) {
      const response = await browser.post('/api/auth/verify-otp', {
        code: wrongCode(code),
        email: account.email,
        purpose: 'signup',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Invalid verification code. Please try again.',
        details: { attemptsRemaining: remaining },
      });
    }
    const fifth = await browser.post('/api/auth/verify-otp', {
      code: wrongCode(code),
      email: account.email,
      purpose: 'signup',
    });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many incorrect attempts. Please request a new code.');
    const right = await browser.post('/api/auth/verify-otp', {
      code,
      email: account.email,
      purpose: 'signup',
    });
    expect(right.statusCode).toBe(429);
  });

  it('refuses a code older than ten minutes', async () => {
    const { account, code } = await newAccount();
    await app.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.email, account.email));
    const response = await new BrowserSession(app).post('/api/auth/verify-otp', {
      code,
      email: account.email,
      purpose: 'signup',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This code has expired or is no longer valid. Please request a new code.',
    );
  });

  it('only the latest code works after a resend', async () => {
    const { account, code: first } = await newAccount();
    await app.database.db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otpCodes.email, account.email));
    const mail = await nextMailTo(sink, account.email, () =>
      new BrowserSession(app).post('/api/auth/request-otp', { email: account.email, purpose: 'signup' }),
    );
    const second = codeIn(mail);
    const browser = new BrowserSession(app);
    if (first !== second) {
      const old = await browser.post('/api/auth/verify-otp', {
        code: first,
        email: account.email,
        purpose: 'signup',
      });
      expect(old.statusCode).toBe(400);
    }
    const latest = await browser.post('/api/auth/verify-otp', {
      code: second,
      email: account.email,
      purpose: 'signup',
    });
    expect(latest.statusCode).toBe(200);
  });

  it('resets a forgotten password with a mailed code and ends every existing sign-in', async () => {
    const { account, browser: signedIn } = await newAccount();
    const oldRefreshToken = signedIn.refreshToken;
    expect(oldRefreshToken).toBeDefined();

    const visitor = new BrowserSession(app);
    const mail = await nextMailTo(sink, account.email, () =>
      visitor.post('/api/auth/request-otp', { email: account.email, purpose: 'reset' }),
    );
    expect(mail.parsed.subject).toBe('Your Sacred Circle password reset code');
    const code = codeIn(mail);

    const checked = await visitor.post('/api/auth/verify-otp', {
      code,
      email: account.email,
      purpose: 'reset',
    });
    expect(checked.json()).toEqual({
      requiresVerification: false,
      codeAccepted: true,
      message: 'Code accepted. Choose a new password.',
    });

    const short = await visitor.post('/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'tiny',
    });
    expect(short.json().message).toContain('Password must be at least 6 characters');

    const reset = await visitor.post('/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'a-new-dawn-2026',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset. Please sign in with your new password.');

    const reused = await visitor.post('/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'another-one',
    });
    expect(reused.statusCode).toBe(400);

    const oldPassword = await new BrowserSession(app).post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await new BrowserSession(app).post('/api/auth/login', {
      email: account.email,
      password: 'a-new-dawn-2026',
    });
    expect(newPassword.statusCode).toBe(200);
    // The code proved the address, so the account counts as verified now.
    expect(newPassword.json().user.verified).toBe(1);

    const refresh = await new BrowserSession(app).post('/api/auth/refresh', {
      refreshToken: oldRefreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    // The sign-up's cookie session ended too.
    const cookieOnly = await signedIn.request({ method: 'GET', url: '/api/auth/user', bearer: false });
    expect(cookieOnly.json().guest).toBe(true);
  });
});
