import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_ERROR } from '../../../common/api/chat';
import type { CircleDetail, CircleSummary } from '../../../common/api/circles';
import { localDate } from '../../../common/journey/time-zone';
import { circles, circlePosts } from '../../db/schema/circles';
import { BrowserSession } from '../../test/browser-session';
import { createTestApp } from '../../test/test-app';
import { signUp, type Reader } from './testing/circle-fixture';
import { call, circleThroughApi } from './testing/circle-calls';

/* Circles through the real app: creating, the circle page, roles, leaving and removal, and 404 privacy. */

let app: FastifyInstance;
let host: Reader;
let member: Reader;
let second: Reader;
let outsider: Reader;

beforeAll(async () => {
  app = await createTestApp();
  host = await signUp(app, 'hannah');
  member = await signUp(app, 'musa');
  second = await signUp(app, 'priya');
  outsider = await signUp(app, 'olga');
});
afterAll(async () => {
  await app?.close();
});

describe('creating a circle', () => {
  it('makes the creator its host and shows it in their list, with a plan starting today in their zone', async () => {
    const created = await call(app, host, 'POST', '/api/circles', {
      name: 'Gospel friends',
      description: 'John, a chapter a day',
      planId: 'gospel-of-john-21',
      timeZone: 'Pacific/Auckland',
    });
    expect(created.statusCode).toBe(201);
    const circle = created.json<CircleDetail>();
    expect(circle).toMatchObject({
      name: 'Gospel friends',
      description: 'John, a chapter a day',
      host: { userId: host.id, displayName: 'Hannah Tester' },
      members: [{ userId: host.id, role: 'host' }],
      me: { role: 'host', showProgress: true, digest: 'off', pushReplies: false },
      plan: { id: 'gospel-of-john-21', totalDays: 21, startsOn: localDate(new Date(), 'Pacific/Auckland') },
    });
    const list = (await call(app, host, 'GET', '/api/circles')).json<CircleSummary[]>();
    expect(list.find((row) => row.id === circle.id)).toMatchObject({
      role: 'host',
      memberCount: 1,
      planTitle: expect.stringContaining('John'),
      unreadCount: 0,
    });
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const before = await app.database.db.select().from(circles);
    for (const [body, message] of [
      [{ name: '' }, 'name must not be empty'],
      [{ name: 'x'.repeat(81) }, 'name must be at most 80 characters'],
      [{ name: 'Ok', description: 'y'.repeat(501) }, 'description must be at most 500 characters'],
      [{ name: 'Ok', planId: 'no-such-plan' }, 'There is no reading plan "no-such-plan".'],
      [{ name: 'Ok', planId: 'torah-portion-weekly' }, 'follows the calendar'],
      [{ name: 'Ok', startsOn: '2026-01-01' }, 'startsOn needs a planId'],
      [
        { name: 'Ok', planId: 'psalms-30', timeZone: 'Mars/Olympus' },
        'timeZone is not a known IANA time zone',
      ],
    ] as const) {
      const refused = await call(app, host, 'POST', '/api/circles', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect(await app.database.db.select().from(circles)).toHaveLength(before.length);
  });

  it('sends the name and description through the guard: a blocked one is the moderation notice', async () => {
    const before = await app.database.db.select().from(circles);
    const refused = await call(app, second, 'POST', '/api/circles', {
      name: 'Readers',
      description: 'Muslims are terrorists',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: MODERATION_ERROR, suggestion: expect.any(String) });
    expect(refused.json().message).toContain('Your circle was not saved');
    expect(await app.database.db.select().from(circles)).toHaveLength(before.length);
  });

  it('needs an account: a visitor and a guest get 401', async () => {
    expect((await call(app, null, 'POST', '/api/circles', { name: 'Mine' })).statusCode).toBe(401);
    const guest = new BrowserSession(app);
    await guest.post('/api/progress/session/start', { religion: 'buddhism', book: 'Dhammapada', chapter: 1 });
    const refused = await guest.post('/api/circles', { name: 'Mine' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Unauthorized', message: 'Please sign in to continue.' });
  });
});

describe('the circle page', () => {
  it('shows today’s reading in each viewer’s zone, and who read it where they show it', async () => {
    const { circle } = await circleThroughApi(app, host, [member, second], {
      name: 'John together',
      planId: 'gospel-of-john-21',
      timeZone: 'UTC',
    });
    const page = (
      await call(app, member, 'GET', `/api/circles/${circle.id}?timeZone=UTC`)
    ).json<CircleDetail>();
    expect(page.today).toMatchObject({ day: 1, readByMe: false, reading: { day: 1 } });
    expect(page.today?.reading?.passages[0]).toMatchObject({ book: 'John', chapter: 1 });
    expect(page.members.map((row) => [row.displayName, row.role])).toEqual([
      ['Hannah Tester', 'host'],
      ['Musa Tester', 'member'],
      ['Priya Tester', 'member'],
    ]);

    // Reading a verse of John 1 in the reader counts for the circle, as for a plan.
    const started = await call(app, member, 'POST', '/api/progress/session/start', {
      religion: 'christianity',
      book: 'John',
      chapter: 1,
    });
    expect(started.statusCode).toBe(201);
    const counted = await call(app, member, 'PATCH', `/api/progress/session/${started.json().id}`, {
      versesRead: 1,
    });
    expect(counted.statusCode).toBe(200);
    const after = (await call(app, member, 'GET', `/api/circles/${circle.id}`)).json<CircleDetail>();
    expect(after.today?.readByMe).toBe(true);
    expect(after.progress).toMatchObject({ daysElapsed: 1, totalDays: 21, percent: 4, daysReadByMe: [1] });

    // Priya marks it by hand, then keeps her progress to herself.
    const marked = await call(app, second, 'POST', `/api/circles/${circle.id}/days/1/read`);
    expect(marked.statusCode).toBe(200);
    expect(
      (await call(app, second, 'POST', `/api/circles/${circle.id}/days/2/read`)).json().message,
    ).toContain('has not come yet');
    const hidden = await call(app, second, 'PATCH', `/api/circles/${circle.id}/membership`, {
      showProgress: false,
      digest: 'weekly',
    });
    expect(hidden.json()).toEqual({
      role: 'member',
      showProgress: false,
      digest: 'weekly',
      pushReplies: false,
    });
    const seen = (await call(app, host, 'GET', `/api/circles/${circle.id}`)).json<CircleDetail>();
    expect(Object.fromEntries(seen.members.map((row) => [row.displayName, row.readToday]))).toEqual({
      'Hannah Tester': false,
      'Musa Tester': true,
      'Priya Tester': null,
    });
    // A viewer far ahead is already on their own day 2.
    const ahead = (
      await call(app, second, 'GET', `/api/circles/${circle.id}?timeZone=Pacific/Kiritimati`)
    ).json<CircleDetail>();
    expect(ahead.today?.date).toBe(localDate(new Date(), 'Pacific/Kiritimati'));
  });

  it('answers 404, as for a circle that does not exist, to a visitor, another reader and a removed member', async () => {
    const { circle, invite } = await circleThroughApi(app, host, [member]);
    const missing = await call(app, host, 'GET', '/api/circles/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const removed = await call(app, host, 'DELETE', `/api/circles/${circle.id}/members/${member.id}`);
    expect(removed.statusCode).toBe(204);
    const base = `/api/circles/${circle.id}`;
    for (const reader of [null, outsider, member]) {
      for (const [method, url, payload] of [
        ['GET', base, undefined],
        ['PATCH', base, { name: 'Taken over' }],
        ['DELETE', base, undefined],
        ['PATCH', `${base}/membership`, { digest: 'daily' }],
        ['PATCH', `${base}/members/${host.id}`, { role: 'member' }],
        ['DELETE', `${base}/members/${host.id}`, undefined],
        ['POST', `${base}/days/1/read`, undefined],
        ['GET', `${base}/invites`, undefined],
        ['POST', `${base}/invites`, {}],
        ['DELETE', `${base}/invites/${invite.id}`, undefined],
      ] as const) {
        const answer = await call(app, reader, method, url, payload);
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.json()).toEqual(missing.json());
      }
    }
    expect(
      (await call(app, member, 'GET', '/api/circles')).json<CircleSummary[]>().map((row) => row.id),
    ).not.toContain(circle.id);
  });
});

describe('the dashboard’s unread counts', () => {
  it('counts other members’ posts since the member last opened the thread, never their own', async () => {
    const { circle } = await circleThroughApi(app, host, [member]);
    const unread = async (reader: Reader) =>
      (await call(app, reader, 'GET', '/api/circles'))
        .json<CircleSummary[]>()
        .find((row) => row.id === circle.id)?.unreadCount;
    await call(app, member, 'POST', `/api/circles/${circle.id}/posts`, {
      body: 'Mercy first, then justice.',
    });
    await call(app, member, 'POST', `/api/circles/${circle.id}/posts`, { body: 'And patience.' });
    expect(await unread(host)).toBe(2);
    expect(await unread(member)).toBe(0);
    expect((await call(app, host, 'POST', `/api/circles/${circle.id}/seen`)).statusCode).toBe(204);
    expect(await unread(host)).toBe(0);
  });
});

describe('roles, leaving and closing', () => {
  it('lets the host make a co-host, who may rename but not close; a plain member may neither', async () => {
    const { circle } = await circleThroughApi(app, host, [member, second]);
    const base = `/api/circles/${circle.id}`;
    expect((await call(app, member, 'PATCH', base, { name: 'Mine now' })).statusCode).toBe(403);
    expect(
      (await call(app, member, 'PATCH', `${base}/members/${second.id}`, { role: 'cohost' })).statusCode,
    ).toBe(403);
    expect(
      (await call(app, host, 'PATCH', `${base}/members/${member.id}`, { role: 'cohost' })).statusCode,
    ).toBe(204);
    const renamed = await call(app, member, 'PATCH', base, {
      name: 'Evening readers',
      description: 'After work',
    });
    expect(renamed.json<CircleDetail>()).toMatchObject({
      name: 'Evening readers',
      description: 'After work',
    });
    expect((await call(app, member, 'DELETE', base)).statusCode).toBe(403);
    expect((await call(app, member, 'DELETE', `${base}/members/${host.id}`)).statusCode).toBe(403);
    expect(
      (await call(app, host, 'PATCH', `${base}/members/${host.id}`, { role: 'member' })).statusCode,
    ).toBe(400);
    expect(
      (await call(app, host, 'PATCH', `${base}/members/${outsider.id}`, { role: 'cohost' })).statusCode,
    ).toBe(404);
    const blocked = await call(app, member, 'PATCH', base, { name: 'Muslims are terrorists' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().error).toBe(MODERATION_ERROR);
    const [row] = await app.database.db.select().from(circles).where(eq(circles.id, circle.id));
    expect(row?.name).toBe('Evening readers');
  });

  it('hands the circle on when the host leaves, keeps a leaver’s posts, and deletes it with its last member', async () => {
    const { circle } = await circleThroughApi(app, host, [member, second]);
    const base = `/api/circles/${circle.id}`;
    await call(app, host, 'PATCH', `${base}/members/${second.id}`, { role: 'cohost' });
    await app.database.db
      .insert(circlePosts)
      .values({ circleId: circle.id, authorId: host.id, body: 'Goodbye, all' });
    expect((await call(app, host, 'DELETE', `${base}/members/${host.id}`)).statusCode).toBe(204);
    const page = (await call(app, member, 'GET', base)).json<CircleDetail>();
    expect(page.host).toMatchObject({ userId: second.id });
    const kept = await app.database.db.select().from(circlePosts).where(eq(circlePosts.circleId, circle.id));
    expect(kept.map((post) => [post.authorId, post.body])).toEqual([[host.id, 'Goodbye, all']]);
    expect((await call(app, host, 'GET', base)).statusCode).toBe(404);

    await call(app, member, 'DELETE', `${base}/members/${member.id}`);
    await call(app, second, 'DELETE', `${base}/members/${second.id}`);
    expect(await app.database.db.select().from(circles).where(eq(circles.id, circle.id))).toEqual([]);
  });

  it('keeps a closed circle readable by its members while nothing in it changes and no one joins', async () => {
    const { circle, invite } = await circleThroughApi(app, host, [member]);
    const base = `/api/circles/${circle.id}`;
    expect((await call(app, host, 'DELETE', base)).statusCode).toBe(204);
    const page = (await call(app, member, 'GET', base)).json<CircleDetail>();
    expect(page.closedAt).not.toBeNull();
    const renamed = await call(app, host, 'PATCH', base, { name: 'Again' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('This circle is closed: nothing in it can change any more.');
    const join = await call(app, second, 'POST', '/api/circles/join', { token: invite.token });
    expect(join.statusCode).toBe(410);
    expect(join.json().message).toBe('This circle has been closed by its host.');
  });
});
