import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT_DELETED_MESSAGE } from '../../../common/api/account-deletion';
import { devOutbox } from '../../db/schema/mail';
import { otpCodes, users } from '../../db/schema/users';
import { studyItems } from '../../db/schema/study';
import { BrowserSession } from '../../test/browser-session';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp } from '../../test/test-app';
import { codeIn, nextMailTo } from './testing/account-fixtures';
import { startGoogleProvider, type GoogleProvider } from './testing/google-provider';

describe('deleting an account without a password, with a one-time code', () => {
  let provider: GoogleProvider;
  let sink: SmtpSink;
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    provider = await startGoogleProvider();
    sink = await startSmtpSink();
    app = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      PUBLIC_URL: 'http://localhost:5000',
      SMTP_URL: sink.url,
      ...provider.settings,
    });
  });
  afterAll(async () => {
    await app.close();
    await provider.stop();
    await sink.close();
  });

  async function signInWithGoogle(browser: BrowserSession) {
    const start = await browser.get('/api/auth/google');
    const consent = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location') ?? '');
    const done = await browser.get(callback.pathname + callback.search);
    expect(done.headers.location).toBe('/');
    return (await browser.get('/api/auth/user')).json() as { id: string; hasPassword: boolean };
  }

  const remove = (browser: BrowserSession, payload: unknown) =>
    browser.request({ method: 'DELETE', url: '/api/account', payload: payload as object });

  const studyRows = (userId: string) =>
    app.database.db.select().from(studyItems).where(eq(studyItems.userId, userId));

  it('sends a code to the Google address, refuses a wrong one with a 403, and deletes with the right one', async () => {
    const browser = new BrowserSession(app);
    const me = await signInWithGoogle(browser);
    expect(me.hasPassword).toBe(false);
    await app.database.db.insert(studyItems).values({
      userId: me.id,
      kind: 'bookmark',
      religion: 'islam',
      book: 'Al-Baqarah',
      chapter: 2,
      verse: 286,
      translation: 'Sahih',
    });

    const byPassword = await remove(browser, { password: 'a guess at nothing' });
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json().message).toBe(
      'This account has no password: ask for a code and enter it to delete the account.',
    );

    let answer: Record<string, unknown> = {};
    const mail = await nextMailTo(sink, 'grace.okafor@gmail.com', async () => {
      const sent = await browser.post('/api/account/deletion-code');
      expect(sent.statusCode).toBe(200);
      answer = sent.json();
    });
    expect(answer).toEqual({
      message: 'We sent a 6-digit code to g•••@gmail.com.',
      sentTo: 'g•••@gmail.com',
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    expect(mail.parsed.subject).toBe('Your code to delete your Sacred Circle account');
    const code = codeIn(mail);
    // Hashed at rest: the stored row never holds the code itself.
    const [stored] = await app.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, me.id), eq(otpCodes.purpose, 'delete-account')));
    expect(stored?.code).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code).not.toContain(code);

    const again = await browser.post('/api/account/deletion-code');
    expect(again.statusCode).toBe(429);

    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await remove(browser, { code: wrongCode });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: 'Forbidden',
      message: 'Invalid verification code. Please try again. Nothing was deleted.',
      details: { attemptsRemaining: 4 },
    });
    expect(await studyRows(me.id)).toHaveLength(1);

    const confirmation = nextMailTo(sink, 'grace.okafor@gmail.com', async () => {
      const done = await remove(browser, { code });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: ACCOUNT_DELETED_MESSAGE });
    });
    expect((await confirmation).parsed.subject).toBe('Your Sacred Circle account has been deleted');
    expect(await studyRows(me.id)).toHaveLength(0);
    expect(await app.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);

    // The Google account and its address are free: signing in with Google again makes a new account.
    const fresh = await signInWithGoogle(new BrowserSession(app));
    expect(fresh.id).not.toBe(me.id);
  });

  it('ends the code after five wrong tries', async () => {
    provider.profile = { ...provider.profile, sub: '500000000000000000001', email: 'noor.a@gmail.com' };
    const browser = new BrowserSession(app);
    const me = await signInWithGoogle(browser);
    const mail = await nextMailTo(sink, 'noor.a@gmail.com', () => browser.post('/api/account/deletion-code'));
    const code = codeIn(mail);
    const wrongCode = code === '111111' ? '111112' : '111111';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await remove(browser, { code: wrongCode })).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 429]);
    const late = await remove(browser, { code });
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toBe('Too many incorrect attempts. Please request a new code.');
    expect(await app.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
  });

  it('texts the code to an account that has only a phone', async () => {
    const browser = new BrowserSession(app);
    await browser.post('/api/auth/signup', {
      firstName: 'Tariq',
      lastName: 'Nasser',
      username: 'tariq_n',
      phone: '+15550103388',
      password: 'olive-grove-2026',
    });
    const me = (await browser.get('/api/auth/user')).json() as { id: string };
    // An account that has only a phone and no password (none can be made through sign-up today).
    await app.database.db.update(users).set({ password: null }).where(eq(users.id, me.id));

    const sent = await browser.post('/api/account/deletion-code');
    expect(sent.json().sentTo).toBe('•••• 3388');
    const [text] = await app.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.recipient, '+15550103388'))
      .orderBy(desc(devOutbox.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    expect((await remove(browser, { code })).statusCode).toBe(200);
    expect(await app.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(0);
  });
});
