import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis-link';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;

/** Keys kept per route while Redis is down (the plugin's own in-memory store keeps as many). */
const LOCAL_KEYS = 5000;

// One round trip and atomic: the first use of a window sets its expiry, every use reads what is left of it.
const INCREMENT = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  return {current, ttl}
`;

type Window = { current: number; endsAt: number };

/** Fixed windows in this server's memory: the store without Redis, and the fallback while it is down. */
class LocalWindows {
  private readonly windows = new LRUCache<string, Window>({ max: LOCAL_KEYS });

  increment(key: string, timeWindow: number, now = Date.now()): Count {
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }
}

type IncrementCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/**
 * The `@fastify/rate-limit` store of app servers sharing a Redis: every count is one atomic Redis script, so a
 * limit is counted once across all servers. While Redis is down (see RedisLink) each server counts in its own
 * memory, so limits still hold per server, and Redis takes over again by itself when it returns.
 */
export function sharedRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  const client = link.client as typeof link.client & { rateLimitWindow?: IncrementCommand };
  if (!client.rateLimitWindow) client.defineCommand('rateLimitWindow', { numberOfKeys: 1, lua: INCREMENT });
  const increment = client.rateLimitWindow as unknown as IncrementCommand;

  class SharedStore implements FastifyRateLimitStore {
    private readonly local = new LocalWindows();

    constructor(
      _options: unknown,
      private readonly route = 'global:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const redisKey = `rate:${this.route}${key}`;
      if (!link.up) {
        callback(null, this.local.increment(redisKey, timeWindow));
        return;
      }
      increment.call(client, redisKey, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: unknown) => {
          link.reportFailure(error);
          callback(null, this.local.increment(redisKey, timeWindow));
        },
      );
    }

    // The plugin passes the route's merged limit options, the route itself under routeInfo (its typings say less).
    child(routeOptions: object): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new SharedStore(undefined, `${String(info?.method ?? '')}${String(info?.url ?? '')}:`);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
