import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';

const inCi = process.env.CI === 'true' || process.env.CI === '1';

/** The Redis the tests of several app servers share (CI starts one and sets it). */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** A key prefix of its own for one test, so tests sharing the Redis never see each other's counts. */
export const testKeyPrefix = (name: string) => `sc-test:${name}:${randomBytes(6).toString('hex')}:`;

/**
 * A describe block that needs a real Redis: skipped, saying so once, when TEST_REDIS_URL is not set on a
 * developer's machine; in CI it always runs.
 */
export function describeWithRedis(title: string, body: () => void): void {
  if (!testRedisUrl && !inCi) {
    console.warn(`[redis] SKIPPED '${title}': TEST_REDIS_URL is not set (CI always runs it)`);
  }
  describe.skipIf(!testRedisUrl && !inCi)(title, body);
}
