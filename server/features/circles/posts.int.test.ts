import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_ERROR } from '../../../common/api/chat';
import type { CirclePost, CirclePostList } from '../../../common/api/circles';
import { flaggedMessages } from '../../db/schema/chat';
import { circleMembers, circlePosts, circles } from '../../db/schema/circles';
import { createTestApp } from '../../test/test-app';
import { as, makeCircle, removeMember, signUp, type Reader } from './testing/circle-fixture';

/* A circle's thread through the real app: who may read and write it, threads, the guard, references, limits. */

let app: FastifyInstance;
let host: Reader;
let member: Reader;
let outsider: Reader;
let leaver: Reader;
let circleId: string;

beforeAll(async () => {
  app = await createTestApp({ CIRCLE_POST_RATE_LIMIT_MAX: '10' });
  [host, member, outsider, leaver] = (await Promise.all(
    ['hannah', 'musa', 'olga', 'lena'].map((name) => signUp(app, name)),
  )) as [Reader, Reader, Reader, Reader];
  circleId = await makeCircle(app, host, [member, leaver]);
  await removeMember(app, circleId, leaver);
});
afterAll(async () => {
  await app?.close();
});

const posts = (id = circleId) => `/api/circles/${id}/posts`;

describe('who sees a circle', () => {
  it('answers 404, as for a circle that does not exist, to a visitor, another reader and a removed member', async () => {
    const missing = await as(app, host).get(posts('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    for (const reader of [null, outsider, leaver]) {
      const read = await as(app, reader).get(posts());
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(missing.json());
      const write = await as(app, reader).post(posts(), { body: 'May I join in?' });
      expect(write.statusCode).toBe(404);
      expect((await as(app, reader).get(`/api/circles/${circleId}/events`)).statusCode).toBe(404);
      expect((await as(app, reader).post(`/api/circles/${circleId}/seen`)).statusCode).toBe(404);
    }
  });
});

describe('the thread', () => {
  it('stores a reflection with its day, verse and the references in its words, for every member', async () => {
    const created = await as(app, member).post(posts(), {
      body: 'Luke 6:36 asks us to be merciful, and Psalm 103:8 says why.',
      day: 1,
      reference: { religion: 'christianity', book: 'Luke', chapter: 6, verse: 36 },
    });
    expect(created.statusCode).toBe(201);
    const post = created.json<CirclePost>();
    expect(post).toMatchObject({
      author: { userId: member.id, displayName: 'Musa Tester' },
      kind: 'reflection',
      day: 1,
      reference: { book: 'Luke', chapter: 6, verse: 36 },
      hidden: false,
      removed: false,
      replyCount: 0,
    });
    expect(post.references.map((ref) => ref.reference)).toEqual(['Luke 6:36', 'Psalms 103:8']);

    const list = (await as(app, host).get(posts())).json<CirclePostList>();
    expect(list.posts[0]).toMatchObject({ id: post.id, body: post.body });
  });

  it('puts a reply to a reply in the same thread, under the top-level post', async () => {
    const top = (
      await as(app, host).post(posts(), { body: 'What does mercy ask of us today?' })
    ).json<CirclePost>();
    const reply = (await as(app, member).post(posts(), { body: 'Patience first.', parentId: top.id })).json();
    const second = await as(app, host).post(posts(), { body: 'And listening.', parentId: reply.id });
    expect(second.statusCode).toBe(201);
    expect(second.json().parentId).toBe(top.id);

    const thread = (await as(app, member).get(`${posts()}?parentId=${top.id}`)).json<CirclePostList>();
    expect(thread.posts.map((post) => post.body)).toEqual(['And listening.', 'Patience first.']);
    const topLevel = (await as(app, member).get(posts())).json<CirclePostList>();
    expect(topLevel.posts.find((post) => post.id === top.id)?.replyCount).toBe(2);
    expect(topLevel.posts.some((post) => post.body === 'Patience first.')).toBe(false);
  });

  it('refuses a reply to a post of another circle', async () => {
    const other = await makeCircle(app, outsider, [], 'Another circle');
    const foreign = (
      await as(app, outsider).post(posts(other), { body: 'Our own thread.' })
    ).json<CirclePost>();
    const reply = await as(app, member).post(posts(), { body: 'Crossing over.', parentId: foreign.id });
    expect(reply.statusCode).toBe(404);
  });

  it('refuses an empty or over-long post with a clear 400', async () => {
    const long = await as(app, member).post(posts(), { body: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 2000 characters');
    const empty = await as(app, member).post(posts(), { body: '   ' });
    expect(empty.statusCode).toBe(400);
  });

  it('stores nothing the guard refuses, and tells the author as chat does', async () => {
    const blocked = await as(app, member).post(posts(), { body: 'Muslims are terrorists' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ error: MODERATION_ERROR, suggestion: expect.any(String) });
    const stored = await app.database.db
      .select()
      .from(circlePosts)
      .where(eq(circlePosts.body, 'Muslims are terrorists'));
    expect(stored).toEqual([]);
    const [flagged] = await app.database.db
      .select()
      .from(flaggedMessages)
      .where(eq(flaggedMessages.sessionId, `circle:${circleId}`));
    expect(flagged).toMatchObject({ userId: member.id, reportedBy: 'auto-moderation' });
  });

  it('takes no new posts once the host closed the circle', async () => {
    const closed = await makeCircle(app, host, [member], 'Closed circle');
    await app.database.db.update(circles).set({ closedAt: new Date() }).where(eq(circles.id, closed));
    const refused = await as(app, member).post(posts(closed), { body: 'Anyone still here?' });
    expect(refused.statusCode).toBe(409);
    expect((await as(app, member).get(posts(closed))).statusCode).toBe(200);
  });
});

describe('unread and limits', () => {
  it("counts a member's thread as read when they open it, or say they saw it", async () => {
    const unread = async (reader: Reader) => {
      const [row] = await app.database.db
        .select({ at: circleMembers.lastReadPostAt })
        .from(circleMembers)
        .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, reader.id)));
      return row!.at;
    };
    await as(app, host).get(posts());
    expect(await unread(host)).toBeInstanceOf(Date);
    expect(await unread(member)).not.toBeNull();
    const seen = await as(app, host).post(`/api/circles/${circleId}/seen`);
    expect(seen.statusCode).toBe(204);
  });

  it('shows on the list of circles how many posts by others a member has not read, until they open the thread', async () => {
    const reader = await signUp(app, 'ruth');
    const circle = await makeCircle(app, host, [reader], 'Unread counts');
    const unreadOf = async () =>
      (await as(app, reader).get('/api/circles'))
        .json<{ id: string; unreadCount: number }[]>()
        .find((each) => each.id === circle)!.unreadCount;
    await as(app, reader).get(posts(circle));
    await as(app, host).post(posts(circle), { body: 'First of the day.' });
    await as(app, host).post(posts(circle), { body: 'Second of the day.' });
    await as(app, reader).post(posts(circle), { body: 'My own does not count.' });
    expect(await unreadOf()).toBe(2);
    await as(app, reader).get(posts(circle));
    expect(await unreadOf()).toBe(0);
  });

  it('limits how fast one member posts, wherever they post, and says how long to wait', async () => {
    const fast = await signUp(app, 'fiona');
    const first = await makeCircle(app, fast, []);
    const second = await makeCircle(app, fast, []);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const target = index % 2 === 0 ? first : second;
      statuses.push((await as(app, fast).post(posts(target), { body: `Thought ${index}` })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    const refused = await as(app, fast).post(posts(first), { body: 'One more' });
    expect(refused.json().message).toMatch(/Please wait \d+ seconds/);
    // Another member is not held back by it.
    expect((await as(app, member).post(posts(), { body: 'Still here.' })).statusCode).toBe(201);
  });
});
