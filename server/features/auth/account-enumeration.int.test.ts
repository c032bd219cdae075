import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp } from '../../test/test-app';
import { BrowserSession } from '../../test/browser-session';
import { ayesha } from './testing/account-fixtures';

/**
 * A real SMTP server that holds every message until released: a request whose answer waits for the
 * mail cannot answer while it is held, so "answered before the mail went out" needs no clock.
 */
async function startHoldingSmtp() {
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  const hold = () => {
    gate = new Promise<void>((resolve) => (release = resolve));
  };
  const received: Array<{ to: string[]; text: string }> = [];
  const arrivals: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          await gate;
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: parsed.text ?? '' });
          arrivals.splice(0).forEach((notify) => notify());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold,
    release: () => release(),
    async mailTo(address: string, containing = '') {
      for (;;) {
        const mail = received.find((item) => item.to.includes(address) && item.text.includes(containing));
        if (mail) return mail;
        await new Promise<void>((resolve) => arrivals.push(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the code request does not tell who has an account', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;

  beforeAll(async () => {
    smtp = await startHoldingSmtp();
    app = await createTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    smtp.release();
    await app.close();
    await smtp.close();
  });

  it('answers a registered and an unknown address alike, without waiting for the mail', async () => {
    const registered = 'registered.reader@example.org';
    const signedUp = new BrowserSession(app).post('/api/auth/signup', { ...ayesha, email: registered });
    expect((await signedUp).statusCode).toBe(201);
    await smtp.mailTo(registered);
    smtp.hold();

    const ask = (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/request-otp', payload: { email, purpose: 'reset' } });
    // Before, the registered address's answer waited for the SMTP server, which holds every mail
    // here: this await would never return.
    const known = await ask(registered);
    const unknown = await ask('unknown.reader@example.org');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.statusCode).toBe(200);
    const anonymised = (body: { message: string }, email: string) => ({
      ...body,
      message: body.message.replace(email, '<address>'),
    });
    expect(anonymised(known.json(), registered)).toEqual(
      anonymised(unknown.json(), 'unknown.reader@example.org'),
    );

    // The registered address still gets its code once the mail server lets it through.
    smtp.release();
    const mail = await smtp.mailTo(registered, 'reset your Sacred Circle password');
    expect(mail.text).toMatch(/^Your code is \d{6}\./);
    expect(smtp.received.some((item) => item.to.includes('unknown.reader@example.org'))).toBe(false);
  });
});
