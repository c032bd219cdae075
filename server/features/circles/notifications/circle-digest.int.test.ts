import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../test/smtp-sink';
import { BrowserSession } from '../../../test/browser-session';
import { createTestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { runCircleNotifications } from './delivery';
import {
  circleOf,
  membershipOf,
  postIn,
  setMembership,
  signUpReader,
  type Reader,
} from './notification-test-kit';
import { circleNotificationDeps } from './routes';

let app: Awaited<ReturnType<typeof createTestApp>>;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await createTestApp(
    {
      AUTH_RATE_LIMIT_MAX: '1000',
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://circle.example',
      REMINDER_POLL_SECONDS: '0',
    },
    { database: await openTestDatabase() },
  );
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

const run = (at: string) => runCircleNotifications(circleNotificationDeps(app), new Date(at));
// Sign-up mails its code to the same address: only digests count here.
const digestsTo = (reader: Reader) =>
  sink.received.filter(
    (mail) => mail.envelope.to.includes(reader.email) && / new posts? in /.test(mail.parsed.subject ?? ''),
  );
const header = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

describe('the circle digest e-mail', () => {
  it('arrives at 07:00 in the member’s zone with what others posted since the last one, and stops by its link', async () => {
    const naomi = await signUpReader(app, {
      username: 'digest_naomi',
      firstName: 'Naomi',
      lastName: 'Bethlehem',
      timeZone: 'America/New_York',
    });
    const ruth = await signUpReader(app, {
      username: 'digest_ruth',
      firstName: 'Ruth',
      lastName: 'Moab',
      timeZone: 'Europe/Berlin',
    });
    const circle = await circleOf(app, 'Mercy readers', naomi, [ruth]);
    await setMembership(circle.id, ruth, { digest: 'daily' });

    await postIn(app, circle.id, naomi, {
      body: 'Be merciful, just as your Father is merciful. I keep coming back to this line.',
      day: 3,
      reference: { religion: 'christianity', book: 'Luke', chapter: 6, verse: 36 },
      at: '2027-03-09T20:00:00Z',
    });
    await postIn(app, circle.id, ruth, {
      body: 'My own thought, not news to me.',
      at: '2027-03-09T21:00:00Z',
    });
    const hidden = await postIn(app, circle.id, naomi, {
      body: 'A post the host hid.',
      at: '2027-03-09T22:00:00Z',
    });
    const hiding = await naomi.browser.request({
      method: 'PATCH',
      url: `/api/circles/${circle.id}/posts/${hidden}`,
      payload: { hidden: true },
    });
    expect(hiding.statusCode, hiding.body).toBe(200);

    await run('2027-03-10T05:59:00Z'); // 06:59 in Berlin
    expect(digestsTo(ruth)).toHaveLength(0);
    await run('2027-03-10T06:00:00Z');
    await run('2027-03-10T06:10:00Z');
    expect(digestsTo(ruth)).toHaveLength(1);
    expect(digestsTo(naomi)).toHaveLength(0);
    const mail = digestsTo(ruth)[0]!;
    expect(mail.parsed.subject).toBe('1 new post in Mercy readers');
    expect(mail.parsed.text).toContain('Naomi Bethlehem wrote (Day 3 · Luke 6:36)');
    expect(mail.parsed.text).toContain('Be merciful, just as your Father is merciful.');
    expect(mail.parsed.text).not.toContain('My own thought');
    expect(mail.parsed.text).not.toContain('A post the host hid.');
    expect(mail.parsed.text).toContain(`Open the circle: https://circle.example/circles/${circle.id}`);
    expect(mail.parsed.html).toContain(`href="https://circle.example/circles/${circle.id}"`);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https:\/\/circle\.example(\/api\/circles\/digest\/unsubscribe\?token=[^>]+))>$/.exec(
      header(mail, 'list-unsubscribe') ?? '',
    );
    expect(link, header(mail, 'list-unsubscribe')).not.toBeNull();
    expect(mail.parsed.text).toContain(link![1]);

    // Nothing new: nothing sent. Then only what came after the last digest.
    await run('2027-03-11T06:00:00Z');
    expect(digestsTo(ruth)).toHaveLength(1);
    await postIn(app, circle.id, naomi, {
      body: 'A second morning, a second thought.',
      at: '2027-03-11T12:00:00Z',
    });
    await run('2027-03-12T06:00:00Z');
    expect(digestsTo(ruth)).toHaveLength(2);
    const second = digestsTo(ruth)[1]!;
    expect(second.parsed.text).toContain('A second morning, a second thought.');
    expect(second.parsed.text).not.toContain('Be merciful');

    const visitor = new BrowserSession(app);
    const confirmation = await visitor.get(link![2]!);
    expect(confirmation.statusCode, confirmation.body).toBe(200);
    expect(confirmation.headers['content-type']).toMatch(/^text\/html/);
    expect(confirmation.body).toContain('Mercy readers');
    expect(confirmation.body).toContain('<form method="post" action="/api/circles/digest/unsubscribe?token=');
    expect(confirmation.headers['referrer-policy']).toBe('same-origin');
    // Opening the link changes nothing: a mail scanner that follows it unsubscribes nobody.
    expect((await membershipOf(app, circle.id, ruth))?.digest).toBe('daily');

    // Some mail clients post the one-click body as multipart: taken the same way.
    const boundary = 'one-click-boundary';
    const multipart = await app.inject({
      method: 'POST',
      url: link![2]!,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await membershipOf(app, circle.id, ruth))?.digest).toBe('off');
    await setMembership(circle.id, ruth, { digest: 'daily' });

    const oneClick = await app.inject({
      method: 'POST',
      url: link![2]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('You will get no more digest e-mails for');
    expect((await membershipOf(app, circle.id, ruth))?.digest).toBe('off');
    await postIn(app, circle.id, naomi, { body: 'Anyone still reading?', at: '2027-03-12T12:00:00Z' });
    await run('2027-03-13T06:00:00Z');
    expect(digestsTo(ruth)).toHaveLength(2);
  });

  it('comes weekly on Monday mornings, and never to a member who was removed', async () => {
    const host = await signUpReader(app, {
      username: 'weekly_host',
      firstName: 'Miriam',
      lastName: 'Levi',
      timeZone: 'Europe/London',
    });
    const weekly = await signUpReader(app, {
      username: 'weekly_kenji',
      firstName: 'Kenji',
      lastName: 'Sato',
      timeZone: 'Asia/Tokyo',
    });
    const removed = await signUpReader(app, {
      username: 'removed_amal',
      firstName: 'Amal',
      lastName: 'Haddad',
      timeZone: 'Asia/Tokyo',
    });
    const circle = await circleOf(app, 'Sabbath and Sunday', host, [weekly, removed]);
    await setMembership(circle.id, weekly, { digest: 'weekly' });
    await setMembership(circle.id, removed, { digest: 'daily' });
    await postIn(app, circle.id, host, { body: 'Rest as a gift, not a rule.', at: '2027-03-11T09:00:00Z' });
    const removal = await host.browser.delete(`/api/circles/${circle.id}/members/${removed.userId}`);
    expect(removal.statusCode, removal.body).toBe(204);

    await run('2027-03-12T22:00:00Z'); // Saturday 07:00 in Tokyo
    expect(digestsTo(weekly)).toHaveLength(0);
    await run('2027-03-14T22:00:00Z'); // Monday 07:00 in Tokyo
    expect(digestsTo(weekly).map((mail) => mail.parsed.subject)).toEqual([
      '1 new post in Sabbath and Sunday',
    ]);
    expect(digestsTo(removed)).toHaveLength(0);
  });

  it('refuses a forged or malformed unsubscribe link in the app’s error shape', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: `/api/circles/digest/unsubscribe?token=${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.${'A'.repeat(32)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      error: expect.any(String),
      message: 'This unsubscribe link is not valid.',
    });
    const malformed = await app.inject({ method: 'GET', url: '/api/circles/digest/unsubscribe?token=nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('This unsubscribe link is not valid.');
  });
});
