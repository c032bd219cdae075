import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemindersResponse } from '../../../../common/api/reminders';
import { BrowserSession } from '../../../test/browser-session';
import { browserPushKeys, startPushEndpoint, type PushEndpoint } from '../../../test/push-endpoint';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { createTestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { runReminders } from './delivery';
import { putReminder, readerFollowing } from './reminder-test-kit';
import { reminderDeps } from './routes';

let app: Awaited<ReturnType<typeof createTestApp>>;
let sink: SmtpSink;
let pushEndpoint: PushEndpoint;

beforeAll(async () => {
  sink = await startSmtpSink();
  pushEndpoint = await startPushEndpoint();
  app = await createTestApp(
    {
      AUTH_RATE_LIMIT_MAX: '1000',
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://circle.example',
      REMINDER_POLL_SECONDS: '0',
    },
    { database: await openTestDatabase({ corpus: true }) },
  );
});
afterAll(async () => {
  await app?.close();
  await sink?.close();
  await pushEndpoint?.close();
});

const run = (at: string) => runReminders(reminderDeps(app), new Date(at));
// Sign-up mails its code to the same address: only reminders count here.
const mailsTo = (address: string) =>
  sink.received.filter(
    (mail) => mail.envelope.to.includes(address) && mail.parsed.subject?.startsWith('Today in '),
  );
const header = (mail: (typeof sink.received)[number], name: string) =>
  mail.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

describe('reminder settings', () => {
  it('refuses bad input with a clear 4xx in the app’s error shape', async () => {
    const { browser } = await readerFollowing(app, {
      username: 'settings_reader',
      planId: 'psalms-30',
      timeZone: 'Europe/Paris',
      startedOn: '2027-01-01',
    });
    const base = { planId: 'psalms-30', hour: 7, timeZone: 'Europe/Paris', channels: ['email'] };
    const cases: [object, number, string][] = [
      [{ ...base, timeZone: 'Mars/Olympus_Mons' }, 400, 'timeZone is not a known IANA time zone'],
      [{ ...base, hour: 24 }, 400, 'hour must be between 0 and 23'],
      [{ ...base, hour: 7.5 }, 400, 'hour must be a whole number'],
      [{ ...base, channels: [] }, 400, 'choose at least one channel: email or push'],
      [{ ...base, channels: ['email', 'email'] }, 400, 'channels lists each channel at most once'],
      [{ ...base, channels: ['sms'] }, 400, 'each channel must be one of email, push'],
      [{ ...base, planId: 'gospel-of-john-21' }, 404, 'You are not following this reading plan.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await putReminder(browser, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toContain(message);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it('saves, lists, switches off and removes a reminder; a guest cannot have e-mail ones', async () => {
    const { browser, email } = await readerFollowing(app, {
      username: 'listing_reader',
      planId: 'proverbs-31',
      timeZone: 'Europe/Paris',
      startedOn: '2027-01-01',
    });
    const saved = await putReminder(browser, {
      planId: 'proverbs-31',
      hour: 6,
      timeZone: 'Europe/Paris',
      channels: ['email', 'push'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const off = await putReminder(browser, {
      planId: 'proverbs-31',
      hour: 21,
      timeZone: 'America/New_York',
      channels: ['push'],
      enabled: false,
    });
    expect(off.json()).toMatchObject({ hour: 21, channels: ['push'], enabled: false });
    const listed = (await browser.get('/api/reminders')).json<RemindersResponse>();
    expect(listed).toEqual({
      reminders: [
        {
          id: expect.any(Number),
          planId: 'proverbs-31',
          planTitle: 'Proverbs in 31 days',
          hour: 21,
          timeZone: 'America/New_York',
          channels: ['push'],
          enabled: false,
        },
      ],
      email,
      pushSubscriptions: 0,
    });
    expect((await browser.delete('/api/reminders/proverbs-31')).statusCode).toBe(204);
    expect((await browser.get('/api/reminders')).json().reminders).toEqual([]);
    expect((await browser.delete('/api/reminders/proverbs-31')).statusCode).toBe(404);

    const guest = new BrowserSession(app);
    expect((await guest.post('/api/plans/psalms-30/start', { timeZone: 'UTC' })).statusCode).toBe(201);
    const refused = await putReminder(guest, {
      planId: 'psalms-30',
      hour: 7,
      timeZone: 'UTC',
      channels: ['email'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Add an e-mail address to your account to get reminders by e-mail.');
    expect(
      (await putReminder(guest, { planId: 'psalms-30', hour: 7, timeZone: 'UTC', channels: ['push'] }))
        .statusCode,
    ).toBe(200);
  });
});

describe('reminders by e-mail', () => {
  it('arrives over SMTP at the reader’s hour with a one-click unsubscribe link that works signed out', async () => {
    const { browser, email } = await readerFollowing(app, {
      username: 'mail_reader',
      planId: 'gospel-of-john-21',
      timeZone: 'Europe/Berlin',
      startedOn: '2027-05-01',
    });
    const saved = await putReminder(browser, {
      planId: 'gospel-of-john-21',
      hour: 7,
      timeZone: 'Europe/Berlin',
      channels: ['email'],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    await run('2027-05-03T04:59:00Z'); // 06:59 in Berlin
    expect(mailsTo(email)).toHaveLength(0);
    await run('2027-05-03T05:00:00Z');
    await run('2027-05-03T05:10:00Z');
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.parsed.subject).toBe('Today in The Gospel of John in 21 days: day 3');
    expect(mail.parsed.text).toContain('Day 3:');
    expect(mail.parsed.text).toContain('John 3');
    expect(mail.parsed.text).toContain('https://circle.example/plans/gospel-of-john-21');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https:\/\/circle\.example(\/api\/reminders\/unsubscribe\?token=[^>]+))>$/.exec(
      header(mail, 'list-unsubscribe') ?? '',
    );
    expect(link, header(mail, 'list-unsubscribe')).not.toBeNull();
    expect(mail.parsed.text).toContain(link![1]);

    const visitor = new BrowserSession(app);
    const confirmation = await visitor.get(link![2]!);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.headers['content-type']).toMatch(/^text\/html/);
    expect(confirmation.body.startsWith('<!doctype html>')).toBe(true);
    expect(confirmation.body).toContain('<form method="post" action="/api/reminders/unsubscribe?token=');
    expect(confirmation.body).toContain('The Gospel of John in 21 days');
    expect(confirmation.body).toContain('Stop these e-mails');
    // The page's button posts with its origin named (the app's pages otherwise send none: Origin null, refused).
    expect(confirmation.headers['referrer-policy']).toBe('same-origin');
    // Opening the link changes nothing: a mail scanner that follows it unsubscribes nobody.
    expect((await browser.get('/api/reminders')).json().reminders[0].channels).toEqual(['email']);

    const oneClick = await app.inject({
      method: 'POST',
      url: link![2]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body.startsWith('<!doctype html>')).toBe(true);
    expect(oneClick.body).toContain('You will get no more reminder e-mails');
    expect((await browser.get('/api/reminders')).json().reminders[0].channels).toEqual([]);
    await run('2027-05-04T05:00:00Z');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('refuses a forged or malformed unsubscribe link', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/reminders/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('This unsubscribe link is not valid.');
    const malformed = await app.inject({ method: 'GET', url: '/api/reminders/unsubscribe?token=nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('This unsubscribe link is not valid.');
  });

  it('sends nothing for a day already read', async () => {
    const { browser, email } = await readerFollowing(app, {
      username: 'diligent_reader',
      planId: 'dhammapada-26',
      timeZone: 'Asia/Tokyo',
      startedOn: '2027-06-01',
    });
    await putReminder(browser, {
      planId: 'dhammapada-26',
      hour: 20,
      timeZone: 'Asia/Tokyo',
      channels: ['email'],
    });
    expect((await browser.post('/api/plans/dhammapada-26/days/2/complete', {})).statusCode).toBe(200);
    const result = await run('2027-06-02T11:00:00Z'); // 20:00 in Tokyo, day 2
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    expect(mailsTo(email)).toHaveLength(0);
    await run('2027-06-03T11:00:00Z'); // day 3, not read
    expect(mailsTo(email).map((mail) => mail.parsed.subject)).toEqual([
      'Today in The Dhammapada in 26 days: day 3',
    ]);
  });
});

describe('reminders by Web Push', () => {
  it('posts the encrypted payload to the browser’s push service, retries a failure with backoff, drops a gone one', async () => {
    const { browser } = await readerFollowing(app, {
      username: 'push_reader',
      planId: 'bhagavad-gita-18',
      timeZone: 'Asia/Kolkata',
      startedOn: '2027-07-01',
    });
    const keyResponse = await app.inject({ method: 'GET', url: '/api/reminders/push-key' });
    expect(keyResponse.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const browserKeys = browserPushKeys();
    const subscribed = await browser.request({
      method: 'PUT',
      url: '/api/reminders/push-subscription',
      payload: {
        endpoint: `${pushEndpoint.origin}/push/reader-one`,
        expirationTime: null,
        keys: browserKeys.keys,
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(204);
    await putReminder(browser, {
      planId: 'bhagavad-gita-18',
      hour: 6,
      timeZone: 'Asia/Kolkata',
      channels: ['push'],
    });

    pushEndpoint.answerNext(503);
    const failed = await run('2027-07-02T00:30:00Z'); // 06:00 in Kolkata
    expect(failed).toMatchObject({ sent: 0, retried: 1 });
    expect(pushEndpoint.received).toHaveLength(1);
    await run('2027-07-02T00:30:59Z'); // the first retry waits a minute
    expect(pushEndpoint.received).toHaveLength(1);
    expect(await run('2027-07-02T00:31:00Z')).toMatchObject({ sent: 1 });
    expect(pushEndpoint.received).toHaveLength(2);

    const delivery = pushEndpoint.received[1]!;
    expect(delivery.path).toBe('/push/reader-one');
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(delivery.body.includes(Buffer.from('Bhagavad'))).toBe(false);
    expect(JSON.parse(browserKeys.decrypt(delivery.body))).toEqual({
      title: 'Today in The Bhagavad Gita in 18 days: day 2',
      body: expect.stringContaining('Day 2:'),
      url: '/plans/bhagavad-gita-18',
    });

    pushEndpoint.answerNext(410);
    expect(await run('2027-07-03T00:30:00Z')).toMatchObject({ sent: 0, skipped: 1 });
    expect((await browser.get('/api/reminders')).json().pushSubscriptions).toBe(0);
  });

  it('keeps a guest’s browser and push reminder when the guest signs in to their account', async () => {
    const { browser: owner, email } = await readerFollowing(app, {
      username: 'merging_reader',
      planId: 'psalms-30',
      timeZone: 'Europe/Madrid',
      startedOn: '2027-07-01',
    });
    expect((await owner.post('/api/auth/logout')).statusCode).toBeLessThan(300);
    const guest = new BrowserSession(app);
    expect((await guest.post('/api/plans/juz-amma-30/start', { timeZone: 'Europe/Madrid' })).statusCode).toBe(
      201,
    );
    const subscribed = await guest.request({
      method: 'PUT',
      url: '/api/reminders/push-subscription',
      payload: { endpoint: `${pushEndpoint.origin}/push/guest`, keys: browserPushKeys().keys },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(204);
    const saved = await putReminder(guest, {
      planId: 'juz-amma-30',
      hour: 18,
      timeZone: 'Europe/Madrid',
      channels: ['push'],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const login = await guest.post('/api/auth/login', { email, password: 'whither-thou-goest-2027' });
    expect(login.statusCode, login.body).toBe(200);
    const mine = (await guest.get('/api/reminders')).json<RemindersResponse>();
    expect(mine.pushSubscriptions).toBe(1);
    expect(mine.reminders.map((reminder) => [reminder.planId, reminder.channels])).toEqual([
      ['juz-amma-30', ['push']],
    ]);
  });

  it('refuses a subscription that is not a push subscription', async () => {
    const browser = new BrowserSession(app);
    const response = await browser.request({
      method: 'PUT',
      url: '/api/reminders/push-subscription',
      payload: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/endpoint must be a URL/);
  });

  it('refuses endpoints on private networks, IP literals and names that do not resolve, in the app’s error shape', async () => {
    const { browser } = await readerFollowing(app, {
      username: 'ssrf_reader',
      planId: 'psalms-30',
      timeZone: 'Europe/Paris',
      startedOn: '2027-07-01',
    });
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/push',
      'http://[::ffff:192.168.1.1]/push',
      'https://push.invalid/x',
    ]) {
      const response = await browser.request({
        method: 'PUT',
        url: '/api/reminders/push-subscription',
        payload: { endpoint, keys: browserPushKeys().keys },
      });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json(), endpoint).toMatchObject({
        error: expect.any(String),
        message: expect.stringMatching(/^endpoint/),
      });
    }
    expect((await browser.get('/api/reminders')).json().pushSubscriptions).toBe(0);
  });
});
