import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirclePost, CirclePostList } from '../../../common/api/circles';
import type { FlaggedList } from '../../../common/api/moderation';
import { createTestApp } from '../../test/test-app';
import { as, makeCircle, makeModerator, signUp, type Reader } from './testing/circle-fixture';

/* Reactions, reports into the moderators' queue, a host hiding a post and a moderator removing one. */

let app: FastifyInstance;
let host: Reader;
let member: Reader;
let author: Reader;
let moderator: Reader;
let circleId: string;

beforeAll(async () => {
  app = await createTestApp({ CIRCLE_POST_RATE_LIMIT_MAX: '100' });
  [host, member, author, moderator] = (await Promise.all(
    ['hannah', 'musa', 'abel', 'mona'].map((name) => signUp(app, name)),
  )) as [Reader, Reader, Reader, Reader];
  await makeModerator(app, moderator);
  circleId = await makeCircle(app, host, [member, author], 'Psalms at dawn');
});
afterAll(async () => {
  await app?.close();
});

const url = (path = '') => `/api/circles/${circleId}/posts${path}`;
const write = async (reader: Reader, body: string, parentId?: string) =>
  (await as(app, reader).post(url(), { body, ...(parentId ? { parentId } : {}) })).json<CirclePost>();

describe('reactions', () => {
  it('toggles one of 🙏 ❤️ 💡 per member, counted for everyone and marked as mine', async () => {
    const post = await write(author, 'Grateful for this morning.');
    const react = (reader: Reader, emoji: string) =>
      as(app, reader).post(url(`/${post.id}/reactions`), { emoji });
    expect((await react(member, '🙏')).statusCode).toBe(200);
    const both = (await react(host, '🙏')).json();
    expect(both.reactions).toContainEqual({ emoji: '🙏', count: 2, mine: true });
    const undone = (await react(member, '🙏')).json();
    expect(undone.reactions).toContainEqual({ emoji: '🙏', count: 1, mine: false });
    expect((await react(member, '👎')).statusCode).toBe(400);

    const list = (await as(app, member).get(url())).json<CirclePostList>();
    expect(list.posts.find((each) => each.id === post.id)?.reactions).toEqual([
      { emoji: '🙏', count: 1, mine: false },
      { emoji: '❤️', count: 0, mine: false },
      { emoji: '💡', count: 0, mine: false },
    ]);
  });
});

describe('hiding', () => {
  it('lets a host hide a post from everyone but its author, who sees it marked hidden', async () => {
    const post = await write(author, 'A thought I may regret.');
    expect((await as(app, member).patch(url(`/${post.id}`), { hidden: true })).statusCode).toBe(403);
    const hidden = await as(app, host).patch(url(`/${post.id}`), { hidden: true });
    expect(hidden.json()).toMatchObject({ id: post.id, hidden: true, body: '' });

    const seenBy = async (reader: Reader) =>
      (await as(app, reader).get(url())).json<CirclePostList>().posts.find((each) => each.id === post.id);
    expect(await seenBy(member)).toMatchObject({ hidden: true, body: '' });
    expect(await seenBy(author)).toMatchObject({ hidden: true, body: 'A thought I may regret.' });
    // Nobody replies to or reacts on what is hidden.
    expect((await as(app, member).post(url(), { body: 'Why?', parentId: post.id })).statusCode).toBe(404);

    await as(app, host).patch(url(`/${post.id}`), { hidden: false });
    expect(await seenBy(member)).toMatchObject({ hidden: false, body: 'A thought I may regret.' });
  });
});

describe('reports and moderators', () => {
  it("puts a report in the moderators' queue with its circle and thread, and a moderator removes the post", async () => {
    const top = await write(host, 'How do we forgive those who wrong us?');
    await write(member, 'Slowly, and with help.', top.id);
    const reported = await write(author, 'Forgiveness is for the weak.', top.id);

    const report = await as(app, member).post(url(`/${reported.id}/report`), {
      reason: 'Mocking the question',
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().message).toContain('moderators');
    // Reporting twice opens one queue entry.
    await as(app, member).post(url(`/${reported.id}/report`), { reason: 'Again' });
    expect((await as(app, member).post(url(`/${reported.id}/report`), { reason: '' })).statusCode).toBe(400);

    expect((await as(app, member).get('/api/moderation/flagged')).statusCode).toBe(403);
    const queue = (await as(app, moderator).get('/api/moderation/flagged')).json<FlaggedList>();
    const entries = queue.items.filter((item) => item.circle?.postId === reported.id);
    expect(entries).toHaveLength(1);
    const entry = entries[0]!;
    expect(entry).toMatchObject({
      content: 'Forgiveness is for the weak.',
      flagReason: 'Mocking the question',
      user: { id: author.id },
      circle: { id: circleId, name: 'Psalms at dawn', postRemoved: false },
    });
    expect(entry.context.map((message) => message.content)).toEqual([
      'How do we forgive those who wrong us?',
      'Slowly, and with help.',
    ]);

    const removed = await as(app, moderator).post(`/api/moderation/flagged/${entry.id}`, {
      action: 'remove',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().flagged).toMatchObject({
      moderationAction: 'removed',
      circle: { postRemoved: true },
    });
    const thread = (await as(app, author).get(url(`?parentId=${top.id}`))).json<CirclePostList>();
    expect(thread.posts.find((each) => each.id === reported.id)).toMatchObject({ removed: true, body: '' });

    // And a ban works as for chat: the author can no longer post.
    const ban = await as(app, moderator).post(`/api/moderation/users/${author.id}`, { action: 'ban' });
    expect(ban.statusCode).toBe(200);
    expect((await as(app, author).post(url(), { body: 'Hello again' })).statusCode).toBe(403);
  });

  it('refuses to remove anything but a reported circle post', async () => {
    const blocked = await as(app, member).post(url(), { body: 'Muslims are terrorists' });
    expect(blocked.statusCode).toBe(400);
    const queue = (await as(app, moderator).get('/api/moderation/flagged')).json<FlaggedList>();
    const entry = queue.items.find((item) => item.content === 'Muslims are terrorists')!;
    expect(entry.circle).toBeNull();
    const refused = await as(app, moderator).post(`/api/moderation/flagged/${entry.id}`, {
      action: 'remove',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps the circle answering 404 to a moderator who is not a member', async () => {
    expect((await as(app, moderator).get(url())).statusCode).toBe(404);
  });
});
