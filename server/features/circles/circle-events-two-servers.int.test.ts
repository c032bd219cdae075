import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirclePost } from '../../../common/api/circles';
import { databaseUrl, withAdminClient } from '../../corpus/test-template';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { testKeyPrefix, testRedisUrl } from '../../test/test-redis';
import { circleEventsOf } from './circle-events';
import { as, makeCircle, removeMember, signUp, type Reader } from './testing/circle-fixture';
import { openCircleStream } from './testing/event-reader';

/*
 * Two app servers on one PostgreSQL and one Redis: a member whose page is open on one server sees what others
 * post through the other, as it happens.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const serverUrl = process.env.TEST_DATABASE_URL;
const runs = (serverUrl && testRedisUrl) || inCi;
if (!runs) {
  console.warn(
    '[scale-out] SKIPPED the two-server circle events test: it needs TEST_DATABASE_URL and TEST_REDIS_URL (CI always runs it)',
  );
}

describe.skipIf(!runs)('circle events across two app servers', () => {
  const name = `sc_test_circles_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const servers: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let addressA: string;
  let host: Reader;
  let member: Reader;
  let circleId: string;

  beforeAll(async () => {
    await withAdminClient(serverUrl!, (client) => client.query(`create database ${name}`));
    const shared = {
      REDIS_URL: testRedisUrl!,
      REDIS_KEY_PREFIX: testKeyPrefix('circle-events'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      CIRCLE_POST_RATE_LIMIT_MAX: '100',
    };
    for (let instance = 0; instance < 2; instance += 1) {
      const handle = await openDatabase({
        driver: 'postgres',
        url: databaseUrl(serverUrl!, name),
        poolSize: 3,
      });
      handles.push(handle);
      await handle.migrate();
      servers.push(await createTestApp(shared, { database: handle }));
    }
    [a, b] = servers as [FastifyInstance, FastifyInstance];
    for (const server of servers) while (!server.redis!.up) await server.redis!.nextChange();
    addressA = await a.listen({ port: 0, host: '127.0.0.1' });
    [host, member] = (await Promise.all(['hannah', 'musa'].map((who) => signUp(b, who)))) as [Reader, Reader];
    circleId = await makeCircle(b, host, [member]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await withAdminClient(serverUrl!, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  });

  it("delivers a post, a reaction and a host's hiding made on one server to a page open on the other", async () => {
    const stream = await openCircleStream(addressA, circleId, member);
    await stream.until(() => stream.text().includes(': connected'));
    const post = (
      await as(b, host).post(`/api/circles/${circleId}/posts`, { body: 'Day 1: Luke 6:36, from server B.' })
    ).json<CirclePost>();
    await as(b, host).post(`/api/circles/${circleId}/posts/${post.id}/reactions`, { emoji: '🙏' });
    await as(b, host).patch(`/api/circles/${circleId}/posts/${post.id}`, { hidden: true });
    await stream.until((events) => events.length >= 3);
    expect(stream.events()).toMatchObject([
      { type: 'post.created', post: { id: post.id, body: 'Day 1: Luke 6:36, from server B.' } },
      { type: 'reactions', postId: post.id, counts: [{ emoji: '🙏', count: 1 }, { count: 0 }, { count: 0 }] },
      { type: 'post.updated', post: { id: post.id, hidden: true, body: '' } },
    ]);
    await stream.close();
  });

  it("ends a removed member's stream on one server when the other removes them", async () => {
    const stream = await openCircleStream(addressA, circleId, member);
    await stream.until(() => stream.text().includes(': connected'));
    await removeMember(b, circleId, member);
    circleEventsOf(b).publish(circleId, { type: 'member.left', userId: member.id });
    expect(await stream.end()).toEqual([{ type: 'removed' }]);
  });
});
