import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { claimIntervalRun } from './interval-runs';

const FIVE_MINUTES = 5 * 60 * 1000;

describe('scheduled maintenance claimed once per interval', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives each window to the first server that asks, and the next window again', async () => {
    const start = Date.UTC(2026, 10, 27, 6, 0, 0);
    expect(await claimIntervalRun(database.db, 'purge', FIVE_MINUTES, start + 1_000)).toBe(true);
    // Another server's timer, two minutes later in the same window.
    expect(await claimIntervalRun(database.db, 'purge', FIVE_MINUTES, start + 121_000)).toBe(false);
    // A different job is claimed on its own.
    expect(await claimIntervalRun(database.db, 'close-sessions', FIVE_MINUTES, start + 121_000)).toBe(true);
    expect(await claimIntervalRun(database.db, 'purge', FIVE_MINUTES, start + FIVE_MINUTES + 10)).toBe(true);
  });

  it('lets exactly one of many servers asking at the same moment run the job', async () => {
    const now = Date.UTC(2026, 10, 27, 7, 0, 0);
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimIntervalRun(database.db, 'race', FIVE_MINUTES, now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
