import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl && !inCi)
  console.warn(
    '[db] SKIPPED the PostgreSQL session settings test: TEST_DATABASE_URL is not set (CI always runs it)',
  );

describe.skipIf(!serverUrl && !inCi)('a PostgreSQL connection of the app', () => {
  it('never compiles queries with JIT, on every connection of the pool', async () => {
    const handle = await openDatabase({ driver: 'postgres', url: serverUrl!, poolSize: 3 });
    try {
      // Three at once, so the pool opens three connections and each one is checked.
      const settings = await Promise.all(
        [1, 2, 3].map(async () => {
          const result = await handle.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`);
          return (result as unknown as { rows: { jit: string }[] }).rows[0]!.jit;
        }),
      );
      expect(settings).toEqual(['off', 'off', 'off']);
    } finally {
      await handle.close();
    }
  });
});
