import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, withAdminClient } from '../../corpus/test-template';
import { openDatabase } from '../../db/client';
import { BrowserSession } from '../../test/browser-session';
import { createTestApp } from '../../test/test-app';
import { testKeyPrefix, testRedisUrl } from '../../test/test-redis';

/* The hourly export limit of one person is counted once across app servers that share a Redis. */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const serverUrl = process.env.TEST_DATABASE_URL;
const runs = (serverUrl && testRedisUrl) || inCi;
if (!runs) {
  console.warn(
    '[scale-out] SKIPPED the export limit across servers: it needs TEST_DATABASE_URL and TEST_REDIS_URL (CI always runs it)',
  );
}

describe.skipIf(!runs)('the export limit with two app servers on one PostgreSQL and one Redis', () => {
  const name = `sc_test_export_${randomBytes(4).toString('hex')}`;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    await withAdminClient(serverUrl!, (client) => client.query(`create database ${name}`));
    const shared = {
      REDIS_URL: testRedisUrl!,
      REDIS_KEY_PREFIX: testKeyPrefix('account-export'),
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    for (let instance = 0; instance < 2; instance += 1) {
      const handle = await openDatabase({
        driver: 'postgres',
        url: databaseUrl(serverUrl!, name),
        poolSize: 3,
      });
      await handle.migrate();
      servers.push(await createTestApp(shared, { database: handle }));
    }
    for (const server of servers) while (!server.redis!.up) await server.redis!.nextChange();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await withAdminClient(serverUrl!, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  });

  it('refuses the fourth archive of the hour on whichever server it reaches', async () => {
    const [a, b] = servers as [FastifyInstance, FastifyInstance];
    let target = a;
    const balancer = {
      inject: (options: InjectOptions) => target.inject(options),
    } as unknown as FastifyInstance;
    const browser = new BrowserSession(balancer);
    const signUp = await browser.post('/api/auth/signup', {
      username: 'lois_two',
      password: 'Sacred-circle-1',
      email: 'lois.two@example.org',
      firstName: 'Lois',
      lastName: 'Servers',
    });
    expect(signUp.statusCode).toBe(201);

    for (const server of [a, b, a]) {
      target = server;
      expect((await browser.get('/api/account/export')).statusCode).toBe(200);
    }
    target = b;
    const refused = await browser.get('/api/account/export');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You can download your data 3 times an hour\./);
  });
});
