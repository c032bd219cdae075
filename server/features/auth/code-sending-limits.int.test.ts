import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { devOutbox } from '../../db/schema/mail';
import { otpCodes, users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { BrowserSession } from '../../test/browser-session';
import { ayesha } from './testing/account-fixtures';

/**
 * Every path that sends a code (a changed address, a code request, sign-up, login of an unverified
 * account) is limited per destination and per account per hour, so the app cannot be used to flood
 * someone's inbox or phone. The per-purpose 60 s cooldown is stepped over by moving the stored codes
 * two minutes into the past, instead of waiting.
 */
describe('code sending limits', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let accountNumber = 0;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await app.close();
  });

  const sentTo = async (recipient: string) =>
    (await app.database.db.select().from(devOutbox).where(eq(devOutbox.recipient, recipient))).length;
  const cooldownPassed = () =>
    app.database.db.update(otpCodes).set({ createdAt: sql`${otpCodes.createdAt} - interval '2 minutes'` });

  async function verifiedAccount() {
    accountNumber += 1;
    const email = `sender${accountNumber}@example.org`;
    const browser = new BrowserSession(app);
    await browser.post('/api/auth/signup', { ...ayesha, username: `sender${accountNumber}`, email });
    await app.database.db.update(users).set({ verified: 1 }).where(eq(users.email, email));
    return { browser, email };
  }

  it('sends at most 5 codes an hour to one address through profile changes, then answers 429', async () => {
    // Several accounts take turns, so the per-account limit is not what stops them.
    const accounts = [await verifiedAccount(), await verifiedAccount(), await verifiedAccount()];
    const victim = 'victim.inbox@example.org';
    const statuses: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      const { browser, email } = accounts[round % accounts.length]!;
      statuses.push((await browser.patch('/api/auth/profile', { email: victim })).statusCode);
      await browser.patch('/api/auth/profile', { email });
    }
    expect(await sentTo(victim)).toBe(5);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await accounts[0]!.browser.patch('/api/auth/profile', { email: victim });
    expect(refused.json()).toMatchObject({ error: 'Too Many Requests' });
    expect(refused.json().message).toMatch(
      /^Too many codes were sent to victim\.inbox@example\.org in the last hour\. Please try again in (60|59) minutes\.$/,
    );
  });

  it('sends at most 10 codes an hour for one account, whatever the addresses', async () => {
    const { browser } = await verifiedAccount();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const change = { email: `spray${accountNumber}.${index}@example.org` };
      statuses.push((await browser.patch('/api/auth/profile', change)).statusCode);
    }
    // The sign-up's own code is the account's first of the hour.
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(200));
    expect(statuses.slice(9)).toEqual([429, 429, 429]);
    const refused = await browser.patch('/api/auth/profile', { email: 'one.more@example.org' });
    expect(refused.json().message).toMatch(/^Too many codes were sent for this account in the last hour\./);
    // A refused change is not saved: the account keeps its last address.
    expect((await browser.get('/api/auth/user')).json().email).toBe(`spray${accountNumber}.8@example.org`);
  });

  it('limits code requests per address whether or not an account uses it, across purposes', async () => {
    const { email } = await verifiedAccount();
    const statusesFor = async (address: string) => {
      const statuses: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (const purpose of ['login', 'reset']) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/auth/request-otp',
            payload: { email: address, purpose },
          });
          statuses.push(response.statusCode);
        }
        await cooldownPassed();
      }
      return statuses;
    };
    expect(await statusesFor('nobody.here@example.org')).toEqual([200, 200, 200, 200, 200, 429]);
    // The account's sign-up code was the address's first of the hour.
    expect(await statusesFor(email)).toEqual([200, 200, 200, 200, 429, 429]);
    // Sign-up's code and two reset codes; the login requests of a verified account store a row, no mail.
    expect(await sentTo(email)).toBe(3);
  });
});
