import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { otpCodes } from '../../../db/schema/users';
import type { createTestApp } from '../../../test/test-app';
import type { ReceivedMail, SmtpSink } from '../../../test/smtp-sink';
import { BrowserSession } from '../../../test/browser-session';
import { ayesha, codeIn, nextMailTo } from './account-fixtures';

/** What the tests of addresses claimed by several accounts share: fresh accounts, mail lookups. */
export function addressClaimsKit(app: Awaited<ReturnType<typeof createTestApp>>, sink: SmtpSink) {
  let accountNumber = 0;
  const next = (prefix: string) => {
    accountNumber += 1;
    const name = `${prefix}${accountNumber}`;
    return { ...ayesha, username: name, email: `${name}@example.org`, password: `${name}-pass-1` };
  };
  /** Moves every stored code two minutes back, past the resend cooldown, instead of waiting. */
  const cooldownPassed = () =>
    app.database.db.update(otpCodes).set({ createdAt: sql`${otpCodes.createdAt} - interval '2 minutes'` });
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.envelope.to.includes(address));
  const hasCode = (mail: ReceivedMail) => /\b\d{6}\b/.test(mail.parsed.text ?? '');

  /** A signed-up account whose address is verified, with the browser that holds its session. */
  async function verifiedOwner(prefix = 'owner') {
    const account = next(prefix);
    const browser = new BrowserSession(app);
    const mail = await nextMailTo(sink, account.email, () => browser.post('/api/auth/signup', account));
    const verified = await browser.post('/api/auth/verify-otp', {
      email: account.email,
      purpose: 'signup',
      code: codeIn(mail),
    });
    expect(verified.json().user.verified).toBe(1);
    await cooldownPassed();
    return { account, browser };
  }

  return { next, cooldownPassed, mailsTo, hasCode, verifiedOwner, count: () => accountNumber };
}
