import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPushKeys, startPushEndpoint, type PushEndpoint } from '../../../test/push-endpoint';
import { createTestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { runCircleNotifications } from './delivery';
import { circleOf, postIn, setMembership, signUpReader } from './notification-test-kit';
import { circleNotificationDeps } from './routes';

let app: Awaited<ReturnType<typeof createTestApp>>;
let pushEndpoint: PushEndpoint;

beforeAll(async () => {
  pushEndpoint = await startPushEndpoint();
  app = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000', PUBLIC_URL: 'https://circle.example', REMINDER_POLL_SECONDS: '0' },
    { database: await openTestDatabase() },
  );
});
afterAll(async () => {
  await app?.close();
  await pushEndpoint?.close();
});

const run = (at: string) => runCircleNotifications(circleNotificationDeps(app), new Date(at));

describe('Web Push for replies', () => {
  it('tells a post’s author of a reply by another member, never of their own reply', async () => {
    const naomi = await signUpReader(app, {
      username: 'push_naomi',
      firstName: 'Naomi',
      lastName: 'Bethlehem',
      timeZone: 'UTC',
    });
    const ruth = await signUpReader(app, {
      username: 'push_ruth',
      firstName: 'Ruth',
      lastName: 'Moab',
      timeZone: 'UTC',
    });
    const circle = await circleOf(app, 'Gleaners', naomi, [ruth]);
    const keys = { naomi: browserPushKeys(), ruth: browserPushKeys() };
    for (const [reader, name] of [
      [naomi, 'naomi'],
      [ruth, 'ruth'],
    ] as const) {
      const subscribed = await reader.browser.request({
        method: 'PUT',
        url: '/api/reminders/push-subscription',
        payload: { endpoint: `${pushEndpoint.origin}/push/${name}`, keys: keys[name].keys },
      });
      expect(subscribed.statusCode, subscribed.body).toBe(204);
    }
    await setMembership(circle.id, naomi, { pushReplies: true });

    const naomisPost = await postIn(app, circle.id, naomi, {
      body: 'Where you go I will go.',
      at: '2027-04-01T10:00:00Z',
    });
    await postIn(app, circle.id, naomi, {
      body: 'Adding to my own post.',
      parentId: naomisPost,
      at: '2027-04-01T10:01:00Z',
    });
    await run('2027-04-01T10:02:00Z');
    expect(pushEndpoint.received.filter((delivery) => delivery.path === '/push/naomi')).toHaveLength(0);

    await postIn(app, circle.id, ruth, {
      body: 'And your people shall be my people, whatever the road asks of us both.',
      parentId: naomisPost,
      at: '2027-04-01T10:05:00Z',
    });
    expect(await run('2027-04-01T10:05:30Z')).toMatchObject({ sent: 1 });
    await run('2027-04-01T10:06:00Z');
    const toNaomi = pushEndpoint.received.filter((delivery) => delivery.path === '/push/naomi');
    expect(toNaomi).toHaveLength(1);
    expect(toNaomi[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(keys.naomi.decrypt(toNaomi[0]!.body))).toEqual({
      title: 'Ruth Moab replied to you in Gleaners',
      body: 'And your people shall be my people, whatever the road asks of us both.',
      url: `/circles/${circle.id}`,
    });

    // Ruth did not ask for pushes: Naomi's reply to her post reaches no browser of hers.
    const ruthsPost = await postIn(app, circle.id, ruth, {
      body: 'Gleaning at dawn.',
      at: '2027-04-01T11:00:00Z',
    });
    await postIn(app, circle.id, naomi, {
      body: 'Take care in the field.',
      parentId: ruthsPost,
      at: '2027-04-01T11:01:00Z',
    });
    await run('2027-04-01T11:02:00Z');
    expect(pushEndpoint.received.filter((delivery) => delivery.path === '/push/ruth')).toHaveLength(0);
  });

  it('pushes a reply posted through the circle’s API, once, and nothing for the author’s own reply there', async () => {
    const host = await signUpReader(app, {
      username: 'api_push_host',
      firstName: 'Deborah',
      lastName: 'Judge',
      timeZone: 'UTC',
    });
    const member = await signUpReader(app, {
      username: 'api_push_member',
      firstName: 'Barak',
      lastName: 'Naphtali',
      timeZone: 'UTC',
    });
    const circle = await circleOf(app, 'Palm tree readers', host, [member]);
    const keys = browserPushKeys();
    const endpoint = `${pushEndpoint.origin}/push/api-host`;
    const subscribed = await host.browser.request({
      method: 'PUT',
      url: '/api/reminders/push-subscription',
      payload: { endpoint, keys: keys.keys },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(204);
    await setMembership(circle.id, host, { pushReplies: true });
    const deliveries = () => pushEndpoint.received.filter((delivery) => delivery.path === '/push/api-host');

    const posted = await host.browser.post(`/api/circles/${circle.id}/posts`, {
      body: 'Sitting under the palm tree with the song of chapter five.',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const postId = posted.json().id as string;
    const own = await host.browser.post(`/api/circles/${circle.id}/posts`, {
      body: 'And a second thought of my own.',
      parentId: postId,
    });
    expect(own.statusCode, own.body).toBe(201);
    // The real clock only dates the posts; each run is given its instant.
    await run(new Date(Date.now() + 1000).toISOString());
    expect(deliveries()).toHaveLength(0);

    const reply = await member.browser.post(`/api/circles/${circle.id}/posts`, {
      body: 'I will go with you.',
      parentId: postId,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await run(new Date(Date.now() + 1000).toISOString());
    await run(new Date(Date.now() + 2000).toISOString());
    expect(deliveries()).toHaveLength(1);
    expect(JSON.parse(keys.decrypt(deliveries()[0]!.body))).toMatchObject({
      title: 'Barak Naphtali replied to you in Palm tree readers',
      body: 'I will go with you.',
    });
  });
});
