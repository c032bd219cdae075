import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CircleDetail } from '../../../common/api/circles';
import { circlePostReactions, circlePosts, circles } from '../../db/schema/circles';
import { createTestApp } from '../../test/test-app';
import { signUp, type Reader } from './testing/circle-fixture';
import { call, circleThroughApi } from './testing/circle-calls';

/* What a circle keeps when its host deletes their account: the circle and others' words, not theirs. */

let app: FastifyInstance;
let host: Reader;
let cohost: Reader;
let member: Reader;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  host = await signUp(app, 'hannah');
  cohost = await signUp(app, 'carmen');
  member = await signUp(app, 'musa');
});
afterAll(async () => {
  await app?.close();
});

describe('a host deleting their account', () => {
  it('takes their posts and reactions, keeps replies to them under a removed post, and hands the circle on', async () => {
    const { circle } = await circleThroughApi(app, host, [cohost, member]);
    await call(app, host, 'PATCH', `/api/circles/${circle.id}/members/${cohost.id}`, { role: 'cohost' });
    const db = app.database.db;
    const [theirs] = await db
      .insert(circlePosts)
      .values({ circleId: circle.id, authorId: host.id, body: 'My words, mine to take away' })
      .returning();
    const [reply] = await db
      .insert(circlePosts)
      .values({ circleId: circle.id, authorId: member.id, parentId: theirs!.id, isReply: true, body: 'Amen' })
      .returning();
    await db.insert(circlePostReactions).values([
      { postId: reply!.id, userId: host.id, emoji: '🙏' },
      { postId: theirs!.id, userId: member.id, emoji: '❤️' },
    ]);

    const deleted = await call(app, host, 'DELETE', '/api/account', { password: 'Sacred-circle-1' });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const left = await db.select().from(circlePosts).where(eq(circlePosts.circleId, circle.id));
    expect(left.map((row) => [row.id, row.authorId, row.parentId, row.isReply, row.body])).toEqual([
      [reply!.id, member.id, null, true, 'Amen'],
    ]);
    expect(await db.select().from(circlePostReactions)).toEqual([]);
    const [kept] = await db.select().from(circles).where(eq(circles.id, circle.id));
    expect(kept?.createdBy).toBeNull();
    const page = (await call(app, member, 'GET', `/api/circles/${circle.id}`)).json<CircleDetail>();
    expect(page.host).toMatchObject({ userId: cohost.id });
    expect(page.members.map((row) => [row.userId, row.role])).toEqual([
      [cohost.id, 'host'],
      [member.id, 'member'],
    ]);
  });
});
