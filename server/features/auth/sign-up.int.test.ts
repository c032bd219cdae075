import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { userReadings } from '../../db/schema/journey';
import { devOutbox } from '../../db/schema/mail';
import { createTestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { BrowserSession } from '../../test/browser-session';
import { ayesha, codeIn, nextMailTo } from './testing/account-fixtures';

describe('POST /api/auth/signup', () => {
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

  it('refuses bad input with the form messages', async () => {
    const browser = new BrowserSession(app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ayesha, email: undefined }, 'Either email or phone is required'],
      [{ ...ayesha, username: 'ab' }, 'Username must be at least 3 characters'],
      [{ ...ayesha, username: 'a'.repeat(21) }, 'Username must be at most 20 characters'],
      [{ ...ayesha, password: 'five5' }, 'Password must be at least 6 characters'],
      [{ ...ayesha, email: 'ayesha-at-example.org' }, 'Invalid email address'],
      [{ ...ayesha, firstName: '  ' }, 'First name is required'],
      [{ ...ayesha, lastName: '' }, 'Last name is required'],
      [{ ...ayesha, isAdmin: true }, 'unknown field isAdmin'],
    ];
    for (const [payload, message] of cases) {
      const response = await browser.post('/api/auth/signup', payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('signs the new user in at once and mails a code that verifies the account', async () => {
    const browser = new BrowserSession(app);
    let response!: Awaited<ReturnType<BrowserSession['post']>>;
    const mail = await nextMailTo(sink, ayesha.email, async () => {
      response = await browser.post('/api/auth/signup', { ...ayesha, email: '  Ayesha.Rahman@Example.org ' });
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      requiresVerification: false,
      message: 'Welcome to Sacred Circle! You are now logged in.',
      verificationSentTo: ayesha.email,
      user: {
        email: ayesha.email,
        username: 'ayesha_r',
        firstName: 'Ayesha',
        lastName: 'Rahman',
        verified: 0,
        socialProvider: null,
        guest: false,
        notificationPreferences: { email: true, sms: false, push: true },
      },
    });
    expect(body.user).not.toHaveProperty('password');
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(browser.cookies.has('sc_session')).toBe(true);

    // Stored as argon2id, never the plain password.
    const [row] = await app.database.db.select().from(users).where(eq(users.email, ayesha.email));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    expect(mail.parsed.subject).toBe('Your Sacred Circle verification code');
    const code = codeIn(mail);
    expect(mail.parsed.text).toContain('It expires in 10 minutes.');

    const me = await browser.get('/api/auth/user');
    expect(me.json()).toMatchObject({ email: ayesha.email, verified: 0, guest: false });

    const verified = await browser.post('/api/auth/verify-otp', {
      code,
      email: ayesha.email,
      purpose: 'signup',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Welcome to Sacred Circle. Your spiritual journey begins now.',
      user: { email: ayesha.email, verified: 1 },
    });
    expect((await browser.get('/api/auth/user')).json().verified).toBe(1);

    // A code works once.
    const again = await browser.post('/api/auth/verify-otp', {
      code,
      email: ayesha.email,
      purpose: 'signup',
    });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a taken username (ignoring case), but not an address another account holds', async () => {
    const browser = new BrowserSession(app);
    const first = await browser.post('/api/auth/signup', {
      ...ayesha,
      username: 'Tenzin',
      email: 'tenzin@example.org',
      phone: '+1 (415) 555-0134',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().user.phone).toBe('+14155550134');

    const sameUsername = await new BrowserSession(app).post('/api/auth/signup', {
      ...ayesha,
      username: 'tenzin',
      email: 'other.tenzin@example.org',
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe('This username is already taken. Please choose another one.');

    // An answer for a registered address would tell anyone who has an account: it is signed up as
    // with a new address (the address kept as a claim only its owner can prove).
    const sameEmail = await new BrowserSession(app).post('/api/auth/signup', {
      ...ayesha,
      username: 'tenzin2',
      email: 'TENZIN@example.org',
    });
    expect(sameEmail.statusCode).toBe(201);
    expect(sameEmail.json().user).toMatchObject({ email: 'tenzin@example.org', verified: 0 });
    const samePhone = await new BrowserSession(app).post('/api/auth/signup', {
      ...ayesha,
      username: 'tenzin3',
      email: undefined,
      phone: '+14155550134',
    });
    expect(samePhone.statusCode).toBe(201);
    expect(samePhone.json().user).toMatchObject({ phone: '+14155550134', verified: 0 });
  });

  it('signs up by phone alone, the code going to the SMS outbox', async () => {
    const browser = new BrowserSession(app);
    const response = await browser.post('/api/auth/signup', {
      ...ayesha,
      username: 'arjuna',
      email: undefined,
      phone: '+91 98765 43210',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      verificationSentTo: '+919876543210',
      user: { phone: '+919876543210' },
    });
    const texts = await app.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.recipient, '+919876543210'));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: 'sms' });
    expect(texts[0]?.body).toMatch(/^Sacred Circle code: \d{6}\. It expires in 10 minutes\.$/);
  });

  it('keeps what a guest did: the guest row becomes the account', async () => {
    const browser = new BrowserSession(app);
    const guest = (await browser.get('/api/auth/user')).json();
    expect(guest).toMatchObject({ guest: true, email: null });
    await app.database.db
      .insert(userReadings)
      .values({ userId: guest.id, religion: 'buddhism', book: 'Dhammapada', chapter: 1 });

    const response = await browser.post('/api/auth/signup', {
      ...ayesha,
      username: 'seeker_one',
      email: 'seeker.one@example.org',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      id: guest.id,
      guest: false,
      email: 'seeker.one@example.org',
    });
    const readings = await app.database.db
      .select()
      .from(userReadings)
      .where(eq(userReadings.userId, guest.id));
    expect(readings.map((reading) => reading.book)).toEqual(['Dhammapada']);
  });
});
