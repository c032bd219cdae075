import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../../common/api/errors';
import { contactDetailsSchema, contactResponseSchema } from '../../../common/api/contact';
import { contactMessages } from '../../db/schema/contact';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createTestApp } from '../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const amira = {
  name: 'Amira Haddad',
  email: 'amira.haddad@example.org',
  message:
    'I teach a comparative religion class. Could my students use Sacred Circle to read the Dhammapada and the Gita side by side?',
};

const postContact = (
  app: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => app.inject({ method: 'POST', url: '/api/contact', payload: body as object, headers, remoteAddress });

describe('contact form: POST /api/contact with a real SMTP server', () => {
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Sacred Circle <no-reply@sacredcircle.test>',
      CONTACT_EMAIL: 'hello@sacredcircle.test',
      OPERATOR_EMAIL: 'operator@sacredcircle.test',
      CONTACT_PHONE: '+1 (555) 010-0100',
      CONTACT_LOCATION: 'Lisbon, Portugal',
      // Every attempt counts toward the limit, rejected ones too; this suite sends many on purpose.
      CONTACT_RATE_LIMIT_MAX: '100',
    });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it('publishes the configured contact details', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/contact' });
    expect(response.statusCode).toBe(200);
    expect(contactDetailsSchema.parse(response.json())).toEqual({
      email: 'hello@sacredcircle.test',
      phone: '+1 (555) 010-0100',
      location: 'Lisbon, Portugal',
    });
  });

  it('stores the message and mails it to the operator, with the visitor as Reply-To', async () => {
    const response = await postContact(
      app,
      { ...amira, name: `  ${amira.name} `, email: ` ${amira.email}` },
      { 'user-agent': 'ContactTest/1.0' },
    );
    expect(response.statusCode).toBe(201);
    const body = contactResponseSchema.parse(response.json());
    expect(body.message).toBe(
      'Thank you, Amira Haddad. Your message has reached us, and we will reply to amira.haddad@example.org.',
    );

    const mail = await sink.waitFor((received) => received.parsed.text?.includes(amira.message) ?? false);
    expect(mail.envelope.to).toEqual(['operator@sacredcircle.test']);
    expect(mail.envelope.from).toBe('no-reply@sacredcircle.test');
    expect(mail.parsed.subject).toBe('Sacred Circle contact form: message from Amira Haddad');
    expect(mail.parsed.replyTo?.value[0]?.address).toBe('amira.haddad@example.org');
    expect(mail.parsed.text).toContain(
      'Amira Haddad <amira.haddad@example.org> wrote through the contact form',
    );
    expect(mail.parsed.text).toContain(`Message #${body.id}`);

    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      name: 'Amira Haddad',
      email: 'amira.haddad@example.org',
      message: amira.message,
      userAgent: 'ContactTest/1.0',
      ipAddress: '127.0.0.1',
      mailError: null,
    });
    expect(row?.mailedAt).toBeInstanceOf(Date);
    expect(row?.createdAt.toISOString()).toBe(body.receivedAt);
  });

  it('keeps a visitor name on one line in the subject', async () => {
    const response = await postContact(app, {
      name: 'Jonah\r\nBcc: everyone@example.org',
      email: 'jonah@example.org',
      message: 'Is the Tanakh shown in Hebrew with the JPS 1917 translation beside it?',
    });
    expect(response.statusCode).toBe(201);
    const mail = await sink.waitFor((received) => received.parsed.text?.includes('JPS 1917') ?? false);
    expect(mail.parsed.subject).toBe(
      'Sacred Circle contact form: message from Jonah Bcc: everyone@example.org',
    );
    expect(mail.envelope.to).toEqual(['operator@sacredcircle.test']);
    expect(mail.parsed.bcc).toBeUndefined();
  });

  it.each([
    ['a blank name', { ...amira, name: '   ' }, 'Please enter your name.'],
    [
      'an address without a domain',
      { ...amira, email: 'amira.haddad@' },
      'Please enter a valid email address.',
    ],
    ['an empty address', { ...amira, email: '' }, 'Please enter your email address.'],
    ['a two-word message', { ...amira, message: 'Hi there' }, 'Your message needs at least 10 characters.'],
    [
      'a 5001-character message',
      { ...amira, message: 'x'.repeat(5001) },
      'Your message can be at most 5000 characters.',
    ],
    ['no message', { name: amira.name, email: amira.email }, 'Please write a message.'],
    ['an unknown field', { ...amira, website: 'http://spam.example' }, 'unknown field website'],
  ])('rejects %s with a 400 that says what is wrong', async (_case, body, expected) => {
    const before = sink.received.length;
    const response = await postContact(app, body);
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.error).toBe('Bad Request');
    expect(error.message).toContain(expected);
    expect(sink.received.length).toBe(before);
  });

  it('stores nothing for a rejected message', async () => {
    const rows = await app.database.db
      .select({ email: contactMessages.email })
      .from(contactMessages)
      .orderBy(contactMessages.id);
    expect(rows.map((row) => row.email)).toEqual(['amira.haddad@example.org', 'jonah@example.org']);
  });
});

describe('contact form: when the mail server is down', () => {
  let app: TestApp;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    const deadUrl = sink.url;
    await sink.close();
    app = await createTestApp({ SMTP_URL: deadUrl, CONTACT_EMAIL: 'hello@sacredcircle.test' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('still stores the message, tells the visitor it arrived and records why the mail failed', async () => {
    const response = await postContact(app, amira);
    expect(response.statusCode).toBe(201);
    const { id } = contactResponseSchema.parse(response.json());
    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.message).toBe(amira.message);
    expect(row?.mailedAt).toBeNull();
    expect(row?.mailError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('contact form: rate limit', () => {
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({
      SMTP_URL: sink.url,
      CONTACT_EMAIL: 'hello@sacredcircle.test',
      CONTACT_RATE_LIMIT_MAX: '2',
    });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it('answers the third message in the window from one address with a 429 and a way to reach us', async () => {
    expect((await postContact(app, amira, {}, '203.0.113.7')).statusCode).toBe(201);
    expect((await postContact(app, amira, {}, '203.0.113.7')).statusCode).toBe(201);

    const limited = await postContact(app, amira, {}, '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const error = apiErrorSchema.parse(limited.json());
    expect(error.error).toBe('Too Many Requests');
    expect(error.message).toMatch(
      /^You have sent several messages in a short time\. Please try again in \d+ minutes?, or write to hello@sacredcircle\.test\.$/,
    );

    // Another visitor is not affected.
    expect((await postContact(app, amira, {}, '198.51.100.20')).statusCode).toBe(201);
    const rows = await app.database.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(rows).toHaveLength(3);
    await sink.waitFor(() => sink.received.length === 3);
  });
});
