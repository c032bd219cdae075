import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signUp } from '../../features/chat/testing/chat-client';
import { TcpProxy } from '../tcp-proxy';
import { createTestApp } from '../test-app';
import { describeWithRedis, testKeyPrefix, testRedisUrl } from '../test-redis';
import { RedisLink } from '../../lib/redis-link';
import { sharedRateLimitStore } from '../../lib/shared-rate-limit-store';

/*
 * Redis goes away under running app servers (a TCP proxy in front of the real Redis is stopped, then started
 * again on the same port): they keep answering, limits fall back to each server's memory, and they return to
 * Redis by themselves.
 */

const target = new URL(testRedisUrl ?? 'redis://127.0.0.1:6379');
let proxy: TcpProxy;
let inspector: Redis;

async function until(link: RedisLink, up: boolean): Promise<void> {
  while (link.up !== up) await link.nextChange();
}

describeWithRedis('a Redis outage under the app', () => {
  beforeAll(async () => {
    inspector = new Redis(target.toString(), { lazyConnect: true });
    await inspector.connect();
  });
  afterAll(async () => {
    inspector?.disconnect();
  });
  afterEach(async () => {
    await proxy?.stop();
  });

  it('logs one warning while Redis is away, however many commands fail, and one line when it is back', async () => {
    proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    await proxy.start();
    const lines: string[] = [];
    const link = new RedisLink({
      url: `redis://127.0.0.1:${proxy.port}`,
      keyPrefix: testKeyPrefix('link'),
      commandTimeoutMs: 500,
      maxReconnectDelayMs: 100,
      log: { warn: (line) => lines.push(`warn ${line}`), info: (line) => lines.push(`info ${line}`) },
    });
    try {
      await link.connect();
      await until(link, true);
      expect(lines).toEqual([]);

      await proxy.stop();
      await until(link, false);
      // Publishing while down neither throws nor waits.
      for (let attempt = 0; attempt < 5; attempt += 1) await link.publish('anything', 'x');
      expect(lines).toEqual([
        expect.stringMatching(/^warn Redis unreachable \(.+\): serving on, with rate limits/),
      ]);

      await proxy.start();
      await until(link, true);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toBe('info Redis is reachable again: rate limits are shared across app servers again');
    } finally {
      await link.close();
    }
  });

  it('reconnects by itself to a Redis that was down when the server started', async () => {
    proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    await proxy.start();
    const port = proxy.port;
    await proxy.stop();
    const lines: string[] = [];
    const link = new RedisLink({
      url: `redis://127.0.0.1:${port}`,
      keyPrefix: testKeyPrefix('late'),
      commandTimeoutMs: 500,
      maxReconnectDelayMs: 100,
      log: { warn: (line) => lines.push(`warn ${line}`), info: (line) => lines.push(`info ${line}`) },
    });
    try {
      await link.connect();
      expect(link.up).toBe(false);
      expect(lines).toEqual([expect.stringMatching(/^warn Redis unreachable/)]);
      await proxy.start();
      await until(link, true);
      expect(lines[1]).toMatch(/^info Redis is reachable again/);
    } finally {
      await link.close();
    }
  });

  it('falls back when Redis hangs with its connection open, and a ping brings it back', async () => {
    proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    await proxy.start();
    const link = new RedisLink({
      url: `redis://127.0.0.1:${proxy.port}`,
      keyPrefix: testKeyPrefix('hang'),
      commandTimeoutMs: 200,
      maxReconnectDelayMs: 100,
      log: { warn: () => {}, info: () => {} },
    });
    const Store = sharedRateLimitStore(link);
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/api/test' } } as never);
    const count = () =>
      new Promise<number>((resolve, reject) =>
        store.incr(
          'client',
          (error, result) => (error ? reject(error) : resolve(result!.current)),
          60_000,
          10,
        ),
      );
    try {
      await link.connect();
      await until(link, true);
      expect(await count()).toBe(1);
      expect(await count()).toBe(2);

      proxy.pause();
      // The command times out: counted in this server's memory, from a fresh window, and Redis is marked down.
      expect(await count()).toBe(1);
      expect(link.up).toBe(false);
      expect(await count()).toBe(2);

      proxy.resume();
      await until(link, true);
      // The count that timed out was held, not lost: Redis ran it once the bytes flowed again (a limit errs strict).
      expect(await count()).toBe(4);
    } finally {
      await link.close();
    }
  });

  it('keeps serving reads, chat and limits through the outage and counts in Redis again once it returns', async () => {
    proxy = new TcpProxy(target.hostname, Number(target.port || 6379));
    await proxy.start();
    const prefix = testKeyPrefix('outage');
    const app: FastifyInstance = await createTestApp(
      {
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_KEY_PREFIX: prefix,
        REDIS_COMMAND_TIMEOUT_MS: '500',
        AUTH_RATE_LIMIT_MAX: '2',
        CHAT_RATE_LIMIT_MAX: '100',
      },
      { corpus: true },
    );
    const link = app.redis!;
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobody-here', password: 'Wrong-password-1' },
      });
    const redisCount = async () => {
      const keys = await inspector.keys(`${prefix}rate:POST/api/auth/login:*`);
      return keys.length === 1 ? Number(await inspector.get(keys[0]!)) : keys.length;
    };
    try {
      await until(link, true);
      const reader = await signUp(app, 'outage');
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(429);
      expect(await redisCount()).toBe(3);

      await proxy.stop();
      await until(link, false);
      // This server's own memory counts now: a fresh window, and the limit still holds.
      expect((await login()).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      const limited = await login();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      expect(await redisCount()).toBe(3);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', sharedState: 'redis-unreachable' });

      const chapter = await app.inject({
        method: 'GET',
        url: '/api/scriptures?religion=buddhism&book=Dhammapada&chapter=1',
      });
      expect(chapter.statusCode).toBe(200);
      expect(chapter.json().verses.length).toBeGreaterThan(0);
      const chat = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { authorization: `Bearer ${reader.token}` },
        payload: { sessionId: 'outage', message: 'What is patience?' },
      });
      expect(chat.statusCode).toBe(200);

      await proxy.start();
      await until(link, true);
      // Back on Redis: its window (still open) goes on from where it was.
      expect((await login()).statusCode).toBe(429);
      expect(await redisCount()).toBe(4);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json().sharedState).toBe('redis');
    } finally {
      await app.close();
    }
  });
});
