import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { BrowserSession } from '../../test/browser-session';
import { ayesha, codeIn, nextMailTo } from './testing/account-fixtures';

describe('the current user, profile and notifications', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: sink.url, AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('gives a visitor a guest identity backed by a row and a cookie, the same one on return', async () => {
    const browser = new BrowserSession(app);
    const first = await browser.get('/api/auth/user');
    expect(first.statusCode).toBe(200);
    const guest = first.json();
    expect(guest).toMatchObject({ guest: true, email: null, username: null, verified: 0 });
    const cookie = first.cookies.find((candidate) => candidate.name === 'sc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie).not.toHaveProperty('secure');

    const [row] = await app.database.db.select().from(users).where(eq(users.id, guest.id));
    expect(row?.isGuest).toBe(true);
    expect((await browser.get('/api/auth/user')).json().id).toBe(guest.id);
    expect((await new BrowserSession(app).get('/api/auth/user')).json().id).not.toBe(guest.id);
  });

  it('keeps guests out of the profile calls', async () => {
    const browser = new BrowserSession(app);
    await browser.get('/api/auth/user');
    const profile = await browser.patch('/api/auth/profile', { firstName: 'Guest' });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().message).toBe('Please sign in to continue.');
    expect((await browser.patch('/api/auth/notifications', { sms: true })).statusCode).toBe(401);
  });

  it('edits the profile with the form validation messages', async () => {
    const browser = new BrowserSession(app);
    await browser.post('/api/auth/signup', { ...ayesha, username: 'layla', email: 'layla@example.org' });

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '' }, 'First name is required'],
      [{ lastName: ' ' }, 'Last name is required'],
      [{ username: 'ly' }, 'Username must be at least 3 characters'],
      [{ email: 'layla@' }, 'Invalid email address'],
      [{ verified: 1 }, 'unknown field verified'],
    ];
    for (const [payload, message] of cases) {
      const response = await browser.patch('/api/auth/profile', payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }

    const saved = await browser.patch('/api/auth/profile', {
      firstName: 'Layla',
      lastName: 'Haddad',
      username: 'layla_h',
      email: 'layla@example.org',
      phone: '+961 1 234 567',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({
      firstName: 'Layla',
      lastName: 'Haddad',
      username: 'layla_h',
      email: 'layla@example.org',
      phone: '+9611234567',
    });
    expect(saved.json()).not.toHaveProperty('verificationSentTo');
    expect((await browser.get('/api/auth/user')).json().lastName).toBe('Haddad');

    const cleared = await browser.patch('/api/auth/profile', { phone: '' });
    expect(cleared.json().user.phone).toBeNull();
    const nothingLeft = await browser.patch('/api/auth/profile', { email: '' });
    expect(nothingLeft.statusCode).toBe(400);
    expect(nothingLeft.json().message).toContain('Either email or phone is required');
  });

  it("refuses another account's username, and takes its email only as a pending claim", async () => {
    const first = new BrowserSession(app);
    await first.post('/api/auth/signup', { ...ayesha, username: 'yosef', email: 'yosef@example.org' });
    const second = new BrowserSession(app);
    await second.post('/api/auth/signup', { ...ayesha, username: 'david', email: 'david@example.org' });

    const username = await second.patch('/api/auth/profile', { username: 'YOSEF' });
    expect(username.statusCode).toBe(409);
    expect(username.json().message).toBe('This username is already taken. Please choose another one.');
    // Answered as for a free address, so the answer does not tell who has an account.
    const email = await second.patch('/api/auth/profile', { email: 'yosef@example.org' });
    expect(email.statusCode).toBe(200);
    expect(email.json()).toMatchObject({
      verificationSentTo: 'yosef@example.org',
      user: { email: 'yosef@example.org', verified: 0 },
    });
    // Changing the case of one's own username is not a conflict.
    expect((await first.patch('/api/auth/profile', { username: 'Yosef' })).json().user.username).toBe(
      'Yosef',
    );
  });

  it('asks a changed email to be verified again, with a code sent to it', async () => {
    const browser = new BrowserSession(app);
    const signupMail = await nextMailTo(sink, 'priya@example.org', () =>
      browser.post('/api/auth/signup', { ...ayesha, username: 'priya', email: 'priya@example.org' }),
    );
    await browser.post('/api/auth/verify-otp', {
      code: codeIn(signupMail),
      email: 'priya@example.org',
      purpose: 'signup',
    });
    expect((await browser.get('/api/auth/user')).json().verified).toBe(1);

    let response!: Awaited<ReturnType<BrowserSession['patch']>>;
    const mail = await nextMailTo(sink, 'priya.sharma@example.org', async () => {
      response = await browser.patch('/api/auth/profile', { email: 'priya.sharma@example.org' });
    });
    expect(response.json()).toMatchObject({
      verificationSentTo: 'priya.sharma@example.org',
      user: { email: 'priya.sharma@example.org', verified: 0 },
    });
    const verified = await browser.post('/api/auth/verify-otp', {
      code: codeIn(mail),
      email: 'priya.sharma@example.org',
      purpose: 'signup',
    });
    expect(verified.json().user.verified).toBe(1);
  });

  it('saves notification preferences, merging what is sent', async () => {
    const browser = new BrowserSession(app);
    await browser.post('/api/auth/signup', { ...ayesha, username: 'notify', email: 'notify@example.org' });
    const response = await browser.patch('/api/auth/notifications', { sms: true });
    expect(response.json()).toEqual({ notificationPreferences: { email: true, sms: true, push: true } });
    const second = await browser.patch('/api/auth/notifications', { email: false, push: false });
    expect(second.json().notificationPreferences).toEqual({ email: false, sms: true, push: false });
    expect((await browser.get('/api/auth/user')).json().notificationPreferences).toEqual({
      email: false,
      sms: true,
      push: false,
    });
    const bad = await browser.patch('/api/auth/notifications', { sms: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});
