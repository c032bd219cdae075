import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryOf } from '../corpus/library-generation';
import { gitaSource } from '../corpus/sources/gita';
import { databaseUrl, withAdminClient } from '../corpus/test-template';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { LIBRARY_CHANNEL } from '../lib/shared-invalidation';
import { BrowserSession } from './browser-session';
import { createTestApp } from './test-app';
import { corpusTemplate } from './test-database';
import { testKeyPrefix, testRedisUrl } from './test-redis';

/*
 * Two app servers on one PostgreSQL and one Redis behave as one app: what a reader starts on one goes on on the
 * other, and every limit is counted once across both.
 */

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const serverUrl = process.env.TEST_DATABASE_URL;
const runs = (serverUrl && testRedisUrl) || inCi;
if (!runs) {
  console.warn(
    '[scale-out] SKIPPED the two-server tests: they need TEST_DATABASE_URL and TEST_REDIS_URL (CI always runs them)',
  );
}

describe.skipIf(!runs)('two app servers on one PostgreSQL and one Redis', () => {
  const name = `sc_test_two_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const servers: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const template = corpusTemplate();
    if (!template.available || template.kind !== 'postgres')
      throw new Error('needs the PostgreSQL fixture library');
    await withAdminClient(serverUrl!, (client) =>
      client.query(`create database ${name} template ${template.database}`),
    );
    const shared = {
      REDIS_URL: testRedisUrl!,
      REDIS_KEY_PREFIX: testKeyPrefix('two-servers'),
      JWT_SECRET: randomBytes(32).toString('hex'),
      AUTH_RATE_LIMIT_MAX: '3',
      FREE_DAILY_AI_QUOTA: '3',
      CHAT_RATE_LIMIT_MAX: '100',
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
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await withAdminClient(serverUrl!, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  });

  /** One browser behind a load balancer that the test points at either server. */
  function browserBehindBalancer() {
    let target = a;
    const balancer = {
      inject: (options: InjectOptions) => target.inject(options),
    } as unknown as FastifyInstance;
    return {
      browser: new BrowserSession(balancer),
      on(server: FastifyInstance) {
        target = server;
      },
    };
  }

  it('keeps a sign-in made on one server on the other: the token, its refresh, chat and history', async () => {
    const { browser, on } = browserBehindBalancer();
    const username = `two${randomBytes(3).toString('hex')}`;
    const signUp = await browser.post('/api/auth/signup', {
      username,
      password: 'Sacred-circle-1',
      email: `${username}@example.org`,
      firstName: 'Two',
      lastName: 'Servers',
    });
    expect(signUp.statusCode).toBe(201);

    on(b);
    const user = await browser.get('/api/auth/user');
    expect(user.statusCode).toBe(200);
    expect(user.json().username).toBe(username);
    const chat = await browser.post('/api/chat', { sessionId: 'two', message: 'What is patience?' });
    expect(chat.statusCode).toBe(200);

    on(a);
    const history = await browser.get('/api/chat/two');
    expect(history.json().messages.map((message: { content: string }) => message.content)).toContain(
      'What is patience?',
    );
    on(b);
    const refreshed = await browser.post('/api/auth/refresh', { refreshToken: browser.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    on(a);
    expect((await browser.get('/api/auth/user')).json().username).toBe(username);
  });

  it('counts the login limit once across both servers', async () => {
    const login = (server: FastifyInstance) =>
      server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobody-at-all', password: 'Wrong-password-1' },
      });
    expect((await login(a)).statusCode).toBe(401);
    expect((await login(b)).statusCode).toBe(401);
    expect((await login(a)).statusCode).toBe(401);
    const fourth = await login(b);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  });

  it("counts a free user's daily AI answers once across both servers", async () => {
    const { browser, on } = browserBehindBalancer();
    const username = `quota${randomBytes(3).toString('hex')}`;
    await browser.post('/api/auth/signup', {
      username,
      password: 'Sacred-circle-1',
      email: `${username}@example.org`,
      firstName: 'Quota',
      lastName: 'Counted',
    });
    const statuses: number[] = [];
    for (const server of [a, b, a, b]) {
      on(server);
      statuses.push(
        (await browser.post('/api/chat', { sessionId: 'q', message: 'What is hope?' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('starts a new library generation on the other server when one finishes importing a source', async () => {
    const before = libraryOf(b.database.db).count;
    const told = new Promise<void>((resolve) => {
      const stop = b.redis!.subscribe(LIBRARY_CHANNEL, () => {
        stop();
        resolve();
      });
    });
    const library = libraryOf(a.database.db);
    library.queue([gitaSource]);
    library.finished(gitaSource, true);
    await told;
    expect(libraryOf(b.database.db).count).toBe(before + 1);
  });
});
