import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { devOutbox } from '../../db/schema/mail';
import { createTestApp } from '../../test/test-app';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/smtp-sink';
import { BrowserSession } from '../../test/browser-session';
import { nextMailTo } from './testing/account-fixtures';
import { addressClaimsKit } from './testing/address-claims-kit';

type Json = Record<string, unknown>;

/** The body with what differs between any two sign-ups (ids, tokens, names, times, addresses) blanked. */
function shapeOf(value: unknown, addresses: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => shapeOf(item, addresses));
  if (value && typeof value === 'object') {
    const blanked = ['id', 'accessToken', 'refreshToken', 'username', 'createdAt', 'expiresIn'];
    return Object.fromEntries(
      Object.entries(value as Json).map(([key, item]) => [
        key,
        blanked.includes(key) ? typeof item : shapeOf(item, addresses),
      ]),
    );
  }
  if (typeof value === 'string')
    return addresses.reduce((text, address) => text.replace(address, '<address>'), value);
  return value;
}

/**
 * An address on an account is a claim until its owner proves it. Signing up with (or moving a profile
 * to) an address another account holds answers exactly as for a free one, so nobody can test which
 * addresses have accounts; the claim stays pending, the holder is told, and login by the address
 * still opens the holder's account only.
 */
describe('an address another account holds', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let sink: SmtpSink;
  let kit: ReturnType<typeof addressClaimsKit>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: sink.url, AUTH_RATE_LIMIT_MAX: '1000' });
    kit = addressClaimsKit(app, sink);
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const next = (prefix: string) => kit.next(prefix);
  const cooldownPassed = () => kit.cooldownPassed();
  const mailsTo = (address: string) => kit.mailsTo(address);
  const hasCode = (mail: ReceivedMail) => kit.hasCode(mail);
  const verifiedOwner = (prefix?: string) => kit.verifiedOwner(prefix);

  it('signs up with a registered e-mail exactly as with a new one, and tells the owner instead', async () => {
    const { account: owner } = await verifiedOwner();
    const fresh = next('fresh');
    const freshBrowser = new BrowserSession(app);
    const freshAnswer = await freshBrowser.post('/api/auth/signup', { ...fresh, password: 'claimer-pass-1' });
    const claimer = new BrowserSession(app);
    const seen = new Set(sink.received);
    const claimAnswer = await claimer.post('/api/auth/signup', {
      ...next('claimer'),
      email: owner.email,
      password: 'claimer-pass-1',
    });

    expect(claimAnswer.statusCode).toBe(201);
    expect(claimAnswer.statusCode).toBe(freshAnswer.statusCode);
    expect(shapeOf(claimAnswer.json(), [owner.email])).toEqual(shapeOf(freshAnswer.json(), [fresh.email]));
    expect(claimAnswer.json().user).toMatchObject({ email: owner.email, verified: 0, hasPassword: true });

    // Both are signed in at once, and each sees the address it gave, unverified.
    expect((await claimer.get('/api/auth/user')).json()).toMatchObject({ email: owner.email, verified: 0 });
    expect((await freshBrowser.get('/api/auth/user')).json()).toMatchObject({
      email: fresh.email,
      verified: 0,
    });

    // The owner is told, and gets no code the claimer could use.
    const notice = await sink.waitFor((mail) => !seen.has(mail) && mail.envelope.to.includes(owner.email));
    expect(notice.parsed.subject).toBe('Someone tried to sign up with your address');
    expect(notice.parsed.text).toContain('If this was you, sign in or reset your password');
    expect(notice.parsed.text).toContain('if not, you can ignore this message');
    expect(
      mailsTo(owner.email)
        .filter((mail) => !seen.has(mail))
        .some(hasCode),
    ).toBe(false);
    await sink.waitFor((mail) => mail.envelope.to.includes(fresh.email) && hasCode(mail));

    // The address still opens the owner's account only.
    const asClaimer = await new BrowserSession(app).post('/api/auth/login', {
      email: owner.email,
      password: 'claimer-pass-1',
    });
    expect(asClaimer.statusCode).toBe(401);
    const asOwner = await new BrowserSession(app).post('/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().user).toMatchObject({ email: owner.email, verified: 1 });

    // The claimer's own sign-in (by username) sends no code to the owner's address.
    const before = new Set(sink.received);
    const claimerLogin = await new BrowserSession(app).post('/api/auth/login', {
      username: claimAnswer.json().user.username,
      password: 'claimer-pass-1',
    });
    expect(claimerLogin.json()).toMatchObject({ requiresVerification: true, email: owner.email });
    expect(mailsTo(owner.email).filter((mail) => !before.has(mail))).toEqual([]);
  });

  it('signs up with a registered phone exactly as with a new one, and texts the owner instead', async () => {
    const ownerPhone = '+14155550199';
    const owner = new BrowserSession(app);
    const first = await owner.post('/api/auth/signup', {
      ...next('phoneowner'),
      email: undefined,
      phone: ownerPhone,
    });
    expect(first.statusCode).toBe(201);
    const texts = async (to: string) =>
      app.database.db
        .select({ body: devOutbox.body })
        .from(devOutbox)
        .where(and(eq(devOutbox.recipient, to), eq(devOutbox.channel, 'sms')))
        .orderBy(desc(devOutbox.id));
    const textsBefore = (await texts(ownerPhone)).length;
    await cooldownPassed();

    const freshAnswer = await new BrowserSession(app).post('/api/auth/signup', {
      ...next('phonefresh'),
      email: undefined,
      phone: '+14155550188',
    });
    const claimAnswer = await new BrowserSession(app).post('/api/auth/signup', {
      ...next('phoneclaimer'),
      email: undefined,
      phone: ownerPhone,
    });
    expect(claimAnswer.statusCode).toBe(freshAnswer.statusCode);
    expect(shapeOf(claimAnswer.json(), [ownerPhone])).toEqual(shapeOf(freshAnswer.json(), ['+14155550188']));
    expect(claimAnswer.json()).toMatchObject({ verificationSentTo: ownerPhone, user: { phone: ownerPhone } });

    // The notice takes the code's place and goes out at the same point, before the answer.
    const received = await texts(ownerPhone);
    expect(received).toHaveLength(textsBefore + 1);
    expect(received[0]?.body).toContain('someone tried to sign up with this number');
    expect(received[0]?.body).not.toMatch(/\b\d{6}\b/);
  });

  it('sends the code to a free e-mail given with a registered phone, as without the phone', async () => {
    const ownerPhone = '+14155550177';
    await new BrowserSession(app).post('/api/auth/signup', {
      ...next('phoneholder'),
      email: undefined,
      phone: ownerPhone,
    });
    await cooldownPassed();
    const account = { ...next('withphone'), phone: ownerPhone };
    let answer!: Awaited<ReturnType<BrowserSession['post']>>;
    const mail = await nextMailTo(sink, account.email, async () => {
      answer = await new BrowserSession(app).post('/api/auth/signup', account);
    });
    expect(answer.json()).toMatchObject({
      verificationSentTo: account.email,
      user: { email: account.email, phone: ownerPhone, verified: 0 },
    });
    expect(mail.parsed.subject).toBe('Your Sacred Circle verification code');
    // Nothing goes to the phone, exactly as for a free phone next to an e-mail.
    const texts = await app.database.db.select().from(devOutbox).where(eq(devOutbox.recipient, ownerPhone));
    expect(texts).toHaveLength(1);
  });

  it('changes a profile to a registered e-mail exactly as to a new one, and tells the owner', async () => {
    const { account: owner } = await verifiedOwner();
    const { browser: mover, account: moverAccount } = await verifiedOwner('mover');
    const { browser: other } = await verifiedOwner('other');
    const freeAddress = `free${kit.count()}@example.org`;

    const toFree = await other.patch('/api/auth/profile', { email: freeAddress });
    const seen = new Set(sink.received);
    const toTaken = await mover.patch('/api/auth/profile', { email: owner.email });
    expect(toTaken.statusCode).toBe(200);
    expect(toTaken.statusCode).toBe(toFree.statusCode);
    expect(shapeOf(toTaken.json(), [owner.email])).toEqual(shapeOf(toFree.json(), [freeAddress]));
    expect(toTaken.json()).toMatchObject({
      verificationSentTo: owner.email,
      user: { email: owner.email, verified: 0 },
    });

    const notice = await sink.waitFor((mail) => !seen.has(mail) && mail.envelope.to.includes(owner.email));
    expect(notice.parsed.subject).toBe('Someone tried to sign up with your address');
    expect(
      mailsTo(owner.email)
        .filter((mail) => !seen.has(mail))
        .some(hasCode),
    ).toBe(false);

    // Resubmitting the profile as shown changes nothing and sends nothing more.
    const again = await mover.patch('/api/auth/profile', { email: owner.email, firstName: 'Mover' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).not.toHaveProperty('verificationSentTo');

    // Neither the new address nor the old one opens the mover's account with the mover's password,
    // as after a move to a free address.
    for (const email of [owner.email, moverAccount.email]) {
      const login = await new BrowserSession(app).post('/api/auth/login', {
        email,
        password: moverAccount.password,
      });
      expect(login.statusCode, email).toBe(401);
    }
    const ownerLogin = await new BrowserSession(app).post('/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(ownerLogin.json().user).toMatchObject({ email: owner.email, verified: 1 });

    // Moving on to a free address drops the claim.
    const moved = await mover.patch('/api/auth/profile', { email: `moved${kit.count()}@example.org` });
    expect(moved.json().user).toMatchObject({ email: `moved${kit.count()}@example.org`, verified: 0 });
  });
});
