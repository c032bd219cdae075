import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { browserPushKeys, startPushEndpoint, type PushEndpoint } from '../../../test/push-endpoint';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { createTestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { runCircleNotifications } from './delivery';
import { circleOf, postIn, setMembership, signUpReader } from './notification-test-kit';
import { circleNotificationDeps } from './routes';

/*
 * Two app servers on one database (PostgreSQL when TEST_DATABASE_URL is set, each server with its own pool; on
 * PGlite one database shared in process), both running circle notifications on the same injected clock.
 */

type App = Awaited<ReturnType<typeof createTestApp>>;
let first: App;
let second: App;
let sink: SmtpSink;
let pushEndpoint: PushEndpoint;

beforeAll(async () => {
  sink = await startSmtpSink();
  pushEndpoint = await startPushEndpoint();
  const overrides = {
    AUTH_RATE_LIMIT_MAX: '1000',
    SMTP_URL: sink.url,
    PUBLIC_URL: 'https://circle.example',
    REMINDER_POLL_SECONDS: '0',
  };
  const database = await openTestDatabase();
  first = await createTestApp(overrides, { database });
  const url = database.pool?.options.connectionString;
  const secondDatabase: DatabaseHandle = url
    ? await openDatabase({ driver: 'postgres', url, poolSize: 5 })
    : { ...database, close: async () => undefined };
  second = await createTestApp(overrides, { database: secondDatabase });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await sink?.close();
  await pushEndpoint?.close();
});

const bothServersAt = (at: string) =>
  Promise.all(
    [first, second].map((app) => runCircleNotifications(circleNotificationDeps(app), new Date(at))),
  );

describe('circle notifications with two app servers', () => {
  it('sends each digest and each reply push once, whichever server finds it due', async () => {
    const host = await signUpReader(first, {
      username: 'servers_host',
      firstName: 'Hannah',
      lastName: 'Shiloh',
      timeZone: 'Asia/Kolkata',
    });
    const member = await signUpReader(second, {
      username: 'servers_member',
      firstName: 'Eli',
      lastName: 'Priest',
      timeZone: 'Asia/Kolkata',
    });
    const circle = await circleOf(first, 'Temple steps', host, [member]);
    await setMembership(circle.id, member, { digest: 'daily' });
    await setMembership(circle.id, host, { pushReplies: true });
    const keys = browserPushKeys();
    const subscribed = await host.browser.request({
      method: 'PUT',
      url: '/api/reminders/push-subscription',
      payload: { endpoint: `${pushEndpoint.origin}/push/servers-host`, keys: keys.keys },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(204);

    const prayer = await postIn(first, circle.id, host, {
      body: 'A prayer without words.',
      at: '2027-05-01T12:00:00Z',
    });
    await postIn(second, circle.id, member, {
      body: 'I thought you were drunk; I was wrong.',
      parentId: prayer,
      at: '2027-05-01T12:05:00Z',
    });
    for (const at of [
      '2027-05-01T12:05:30Z',
      '2027-05-01T12:06:00Z',
      '2027-05-02T01:30:00Z',
      '2027-05-02T01:35:00Z',
    ]) {
      await bothServersAt(at); // 01:30 UTC is 07:00 in Kolkata
    }
    const digests = sink.received.filter((mail) => mail.parsed.subject === '1 new post in Temple steps');
    expect(digests.map((mail) => mail.envelope.to)).toEqual([[member.email]]);
    expect(digests[0]!.parsed.text).toContain('Hannah Shiloh wrote');
    const pushes = pushEndpoint.received.filter((delivery) => delivery.path === '/push/servers-host');
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(keys.decrypt(pushes[0]!.body)).title).toBe('Eli Priest replied to you in Temple steps');
  });
});
