import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { BrowserSession } from '../../test/browser-session';
import { codeIn, nextMailTo } from './testing/account-fixtures';
import { addressClaimsKit } from './testing/address-claims-kit';

/**
 * A pending claim on an address becomes the account's address only through a code sent to that address,
 * and only while no verified account holds it: the owner of a mailbox keeps what they proved.
 */
describe('a pending claim on an address', () => {
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

  it('lets a claim become the address only through a code sent to it once no verified account holds it', async () => {
    const { account: owner, browser: ownerBrowser } = await kit.verifiedOwner();
    const claimer = { ...kit.next('later'), email: owner.email, password: 'later-claimer-1' };
    const signedUp = await new BrowserSession(app).post('/api/auth/signup', claimer);
    expect(signedUp.statusCode).toBe(201);

    // The owner moves away: the address is free, and the claimer's sign-in now sends it a code.
    expect(
      (await ownerBrowser.patch('/api/auth/profile', { email: `gone${kit.count()}@example.org` })).statusCode,
    ).toBe(200);
    const browser = new BrowserSession(app);
    let login!: Awaited<ReturnType<BrowserSession['post']>>;
    const mail = await nextMailTo(sink, owner.email, async () => {
      login = await browser.post('/api/auth/login', {
        username: claimer.username,
        password: claimer.password,
      });
    });
    expect(login.json()).toMatchObject({ requiresVerification: true, email: owner.email });
    const verified = await browser.post('/api/auth/verify-otp', {
      email: owner.email,
      purpose: 'login',
      code: codeIn(mail),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({
      username: claimer.username,
      email: owner.email,
      verified: 1,
    });
    const byAddress = await new BrowserSession(app).post('/api/auth/login', {
      email: owner.email,
      password: claimer.password,
    });
    expect(byAddress.statusCode).toBe(200);
  });

  it('keeps the address with a verified owner: a claim’s code then fails like a wrong one', async () => {
    const address = `contested${kit.count()}@example.org`;
    const holder = { ...kit.next('holder'), email: address, password: 'holder-pass-1' };
    const holderBrowser = new BrowserSession(app);
    await holderBrowser.post('/api/auth/signup', holder);
    await kit.cooldownPassed();
    const claimant = { ...kit.next('claimant'), email: address, password: 'claimant-pass-1' };
    expect((await new BrowserSession(app).post('/api/auth/signup', claimant)).statusCode).toBe(201);

    // The holder moves away for a while: the address is free, so the claimant's sign-in sends it a code.
    await holderBrowser.patch('/api/auth/profile', { email: `away${kit.count()}@example.org` });
    await kit.cooldownPassed();
    const claimantBrowser = new BrowserSession(app);
    const claimantCode = codeIn(
      await nextMailTo(sink, address, () =>
        claimantBrowser.post('/api/auth/login', { username: claimant.username, password: claimant.password }),
      ),
    );
    // The holder comes back and proves the address before that code is used.
    await kit.cooldownPassed();
    const holderCode = codeIn(
      await nextMailTo(sink, address, () => holderBrowser.patch('/api/auth/profile', { email: address })),
    );
    const proven = await holderBrowser.post('/api/auth/verify-otp', {
      email: address,
      purpose: 'signup',
      code: holderCode,
    });
    expect(proven.json().user).toMatchObject({ username: holder.username, email: address, verified: 1 });

    const late = await claimantBrowser.post('/api/auth/verify-otp', {
      email: address,
      purpose: 'login',
      code: claimantCode,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'This code has expired or is no longer valid. Please request a new code.',
    );
    const login = await new BrowserSession(app).post('/api/auth/login', {
      email: address,
      password: holder.password,
    });
    expect(login.json().user).toMatchObject({ username: holder.username, verified: 1 });

    // While a verified account holds it, the claimant's sign-in sends the address nothing.
    await kit.cooldownPassed();
    const seen = new Set(sink.received);
    const again = await new BrowserSession(app).post('/api/auth/login', {
      username: claimant.username,
      password: claimant.password,
    });
    expect(again.json()).toMatchObject({ requiresVerification: true, email: address });
    expect(kit.mailsTo(address).filter((item) => !seen.has(item))).toEqual([]);
  });

  it('moves a claim to the address when an unverified holder loses it to a code its claimant proves', async () => {
    const address = `unproven${kit.count()}@example.org`;
    // Someone signs up first with an address that is not theirs, and never proves it.
    await new BrowserSession(app).post('/api/auth/signup', {
      ...kit.next('squatter'),
      email: address,
      password: 'squat-pass-1',
    });
    await kit.cooldownPassed();
    // The real owner signs up with it (a claim), then, signed in, asks for a code and proves it.
    const realOwner = { ...kit.next('realowner'), email: address, password: 'real-owner-pass-1' };
    const browser = new BrowserSession(app);
    expect((await browser.post('/api/auth/signup', realOwner)).statusCode).toBe(201);
    await kit.cooldownPassed();
    const mail = await nextMailTo(sink, address, () =>
      browser.post('/api/auth/request-otp', { email: address, purpose: 'signup' }),
    );
    const verified = await browser.post('/api/auth/verify-otp', {
      email: address,
      purpose: 'signup',
      code: codeIn(mail),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ username: realOwner.username, email: address, verified: 1 });
    const login = await new BrowserSession(app).post('/api/auth/login', {
      email: address,
      password: realOwner.password,
    });
    expect(login.json().user).toMatchObject({ username: realOwner.username });
    const squatter = await new BrowserSession(app).post('/api/auth/login', {
      email: address,
      password: 'squat-pass-1',
    });
    expect(squatter.statusCode).toBe(401);
  });
});
