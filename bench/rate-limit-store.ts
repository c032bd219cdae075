/**
 * Rate-limit store benchmark: what one count costs in this server's memory (no REDIS_URL) and in Redis (the
 * shared store of several app servers, one Lua script a count), one at a time and 50 at once. Wall time per
 * count; the Redis figures include the round trip over loopback.
 *
 *   npx tsx bench/rate-limit-store.ts [--counts 5000] [--redis redis://127.0.0.1:6379]
 */
import os from 'node:os';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { RedisLink } from '../server/lib/redis-link';
import { sharedRateLimitStore } from '../server/lib/shared-rate-limit-store';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const counts = Number(argument('--counts')) || 5000;
const redisUrl = argument('--redis') ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `sc-bench:${process.pid}:`;

function count(store: FastifyRateLimitStore, key: string): Promise<void> {
  return new Promise((resolve, reject) =>
    store.incr(key, (error) => (error ? reject(error) : resolve()), 60_000, 1_000_000),
  );
}

async function measure(store: FastifyRateLimitStore, parallel: number) {
  const times: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < counts) {
        const key = `client-${next++ % 500}`;
        const begin = performance.now();
        await count(store, key);
        times.push(performance.now() - begin);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return {
    perSecond: Math.round(counts / seconds),
    p50: (at(0.5) * 1000).toFixed(0),
    p99: (at(0.99) * 1000).toFixed(0),
  };
}

const link = new RedisLink({
  url: redisUrl,
  keyPrefix: prefix,
  commandTimeoutMs: 1000,
  log: { warn: (line) => console.warn(line), info: () => {} },
});
await link.connect();
while (!link.up) await link.nextChange();
const route = { routeInfo: { method: 'POST', url: '/bench' } } as never;
const Shared = sharedRateLimitStore(link);
const redisStore = new Shared({}).child(route);
// The same store with Redis marked down counts in memory: the fallback, and the store of a single server.
const memoryLink = { up: false, client: link.client, reportFailure: () => {} } as unknown as RedisLink;
const memoryStore = new (sharedRateLimitStore(memoryLink))({}).child(route);

console.log(
  `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, ${counts} counts per row`,
);
console.log('| Store | At once | Counts/s | p50 (µs) | p99 (µs) |\n|---|---|---|---|---|');
for (const [name, store] of [
  ['memory', memoryStore],
  ['Redis', redisStore],
] as const) {
  for (const parallel of [1, 50]) {
    await measure(store, parallel); // warm-up
    const result = await measure(store, parallel);
    console.log(`| ${name} | ${parallel} | ${result.perSecond} | ${result.p50} | ${result.p99} |`);
  }
}
const cleaner = new Redis(redisUrl);
const keys = await cleaner.keys(`${prefix}*`);
if (keys.length > 0) await cleaner.del(...keys);
cleaner.disconnect();
await link.close();
