import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirclePost } from '../../../common/api/circles';
import { createTestApp } from '../../test/test-app';
import { circleEventsOf } from './circle-events';
import { as, makeCircle, removeMember, signUp, type Reader } from './testing/circle-fixture';
import { openCircleStream } from './testing/event-reader';

/* The live events of a circle on one server (no Redis): what members with the page open receive, and when it ends. */

let app: FastifyInstance;
let address: string;
let host: Reader;
let member: Reader;
let outsider: Reader;
let circleId: string;

beforeAll(async () => {
  app = await createTestApp({ CIRCLE_POST_RATE_LIMIT_MAX: '100' });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
  [host, member, outsider] = (await Promise.all(
    ['hannah', 'musa', 'olga'].map((name) => signUp(app, name)),
  )) as [Reader, Reader, Reader];
  circleId = await makeCircle(app, host, [member]);
});
afterAll(async () => {
  await app?.close();
});

const url = (path = '') => `/api/circles/${circleId}/posts${path}`;

describe('a circle stream', () => {
  it("brings a member every new post, reaction and host's hiding, as it happens", async () => {
    const stream = await openCircleStream(address, circleId, member);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toContain('text/event-stream');
    await stream.until(() => stream.text().includes(': connected'));

    const post = (await as(app, host).post(url(), { body: 'Day 1: Luke 6:36.' })).json<CirclePost>();
    await stream.until((events) => events.some((event) => event.type === 'post.created'));
    expect(stream.events()[0]).toMatchObject({
      type: 'post.created',
      post: { id: post.id, body: 'Day 1: Luke 6:36.', author: { userId: host.id } },
    });

    await as(app, host).post(url(`/${post.id}/reactions`), { emoji: '💡' });
    await stream.until((events) => events.some((event) => event.type === 'reactions'));
    expect(stream.events().find((event) => event.type === 'reactions')).toEqual({
      type: 'reactions',
      postId: post.id,
      counts: [
        { emoji: '🙏', count: 0 },
        { emoji: '❤️', count: 0 },
        { emoji: '💡', count: 1 },
      ],
    });

    await as(app, host).patch(url(`/${post.id}`), { hidden: true });
    await stream.until((events) => events.some((event) => event.type === 'post.updated'));
    expect(stream.events().find((event) => event.type === 'post.updated')).toMatchObject({
      post: { id: post.id, hidden: true, body: '' },
    });
    await stream.close();
  });

  it('sends nothing of another circle', async () => {
    const other = await makeCircle(app, outsider, []);
    const stream = await openCircleStream(address, circleId, member);
    await as(app, outsider).post(`/api/circles/${other}/posts`, { body: 'Elsewhere.' });
    await as(app, host).post(url(), { body: 'Here.' });
    await stream.until((events) => events.length > 0);
    expect(stream.events().map((event) => event.type === 'post.created' && event.post.body)).toEqual([
      'Here.',
    ]);
    await stream.close();
  });

  it('answers 404 to someone who is not a member', async () => {
    const refused = await openCircleStream(address, circleId, outsider);
    expect(refused.status).toBe(404);
  });

  it("ends the stream of a member the host removes through the circle's API", async () => {
    const leaving = await signUp(app, 'lev');
    const circle = await makeCircle(app, host, [leaving]);
    const stream = await openCircleStream(address, circle, leaving);
    await stream.until(() => stream.text().includes(': connected'));
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/circles/${circle}/members/${leaving.id}`,
      headers: { authorization: `Bearer ${host.token}` },
    });
    expect(removal.statusCode).toBeLessThan(300);
    expect(await stream.end()).toEqual([{ type: 'removed' }]);
    expect((await as(app, leaving).get(`/api/circles/${circle}/posts`)).statusCode).toBe(404);
  });

  it('tells a removed member so and ends their stream', async () => {
    const leaving = await signUp(app, 'lena');
    const circle = await makeCircle(app, host, [leaving, member]);
    const stream = await openCircleStream(address, circle, leaving);
    const stays = await openCircleStream(address, circle, member);
    await stream.until(() => stream.text().includes(': connected'));
    await stays.until(() => stays.text().includes(': connected'));
    await removeMember(app, circle, leaving);
    circleEventsOf(app).publish(circle, { type: 'member.left', userId: leaving.id });
    expect(await stream.end()).toEqual([{ type: 'removed' }]);
    await stays.until((events) => events.length > 0);
    expect(stays.events()).toEqual([{ type: 'member.left', userId: leaving.id }]);
    await stays.close();
  });
});
