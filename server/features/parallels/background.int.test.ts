import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusSources } from '../../corpus/registry';
import { libraryOf } from '../../corpus/library-generation';
import { createUseEncoder } from '../../lib/meaning/encoder';
import { meaningProgressOf } from '../../lib/meaning/progress';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { keepMeaningIndexCurrent } from './background';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, { database: await openTestDatabase({ corpus: true }) });
});
afterAll(async () => {
  await app?.close();
});

const psalm23 = (chapter: { religion: string; book: string; chapter: number }) =>
  chapter.religion === 'judaism' && chapter.book === 'Psalms' && chapter.chapter === 23;

async function storedHashOf(verse: number): Promise<string | undefined> {
  const result = await app.database.db.execute(
    sql`select hash from meaning_passages where book = 'Psalms' and chapter = 23 and verse = ${verse}`,
  );
  return (result as unknown as { rows: { hash: string }[] }).rows[0]?.hash;
}

describe('keeping the meaning index current', () => {
  it(
    'indexes at start, and again after an import settles, only what changed',
    { timeout: 300_000 },
    async () => {
      const runner = keepMeaningIndexCurrent(app.database.db, createUseEncoder(), app.log, {
        include: psalm23,
      });
      try {
        await runner.idle();
        const judaism = meaningProgressOf(app.database.db)
          .snapshot()
          .translations.find((entry) => entry.religion === 'judaism');
        expect(judaism).toMatchObject({ state: 'ready', done: 6, total: 6 });
        const before = [await storedHashOf(1), await storedHashOf(2)];
        expect(before[0]).toMatch(/^[0-9a-f]{64}$/);

        // An import rewrites a verse, then the background import settles: the runner goes again.
        await app.database.db.execute(
          sql`update scriptures set text = 'The LORD is my shepherd; I lack nothing.' where religion = 'judaism'
          and book = 'Psalms' and chapter = 23 and verse = 1 and translation = 'jps-1917'`,
        );
        const tanakh = corpusSources.find((source) => source.religion === 'judaism')!;
        const library = libraryOf(app.database.db);
        library.queue([tanakh]);
        library.finished(tanakh, true);
        await runner.idle();
        expect(await storedHashOf(1)).not.toBe(before[0]);
        expect(await storedHashOf(2)).toBe(before[1]);
      } finally {
        await runner.stop();
      }
    },
  );

  // PGlite is one process's database (its lock is held at once); the exclusion is between PostgreSQL sessions.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'builds the index on one app server at a time: the one that waited finds it done',
    { timeout: 300_000 },
    async () => {
      const database = await openTestDatabase({ corpus: true });
      const summaries: { translations: number; unchanged: number }[] = [];
      const log = {
        info: (summary: { translations: number; unchanged: number }) => summaries.push(summary),
        warn: (details: unknown) => {
          throw new Error(`meaning index failed: ${JSON.stringify(details)}`);
        },
      } as unknown as FastifyBaseLogger;
      const runners = [0, 1].map(() =>
        keepMeaningIndexCurrent(database.db, createUseEncoder(), log, {
          include: psalm23,
          exclusive: database.exclusive,
        }),
      );
      try {
        await Promise.all(runners.map((runner) => runner.idle()));
        // Unlocked, both embedded the same verses at once: [1, 1].
        expect(summaries.map((summary) => summary.translations).sort()).toEqual([0, 1]);
        expect(summaries.find((summary) => summary.translations === 0)?.unchanged).toBeGreaterThan(0);
      } finally {
        await Promise.all(runners.map((runner) => runner.stop()));
        await database.close();
      }
    },
  );
});
