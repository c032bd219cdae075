import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterResponse } from '../../common/api/scripture';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { visibleScriptureRows } from '../db/visible-scriptures';
import { createTestApp } from '../test/test-app';
import { fixtureFetcher } from './fixture-library';
import { libraryOf } from './library-generation';
import { importSources } from './runner';
import { ebtSources } from './sources/ebt';
import { gitaSource } from './sources/gita';
import { rowsOf } from './store';
import type { CorpusSource } from './types';

const dhammapada = ebtSources.find((source) => source.id === 'buddhism:dhp')!;

/** A hook that holds the import after its first batch until release() (what a slow import looks like). */
function pauseAfterFirstBatch(sourceId: string) {
  let reached!: () => void;
  let release!: () => void;
  const paused = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let batches = 0;
  const hook = async (source: CorpusSource, written: number, total: number) => {
    batches += 1;
    if (batches === 1) {
      expect({ source: source.id, partial: written < total }).toEqual({ source: sourceId, partial: true });
      reached();
      await released;
    }
  };
  return { hook, paused, release, batches: () => batches };
}

describe('reads while a source is imported in batches', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let cacheDir: string;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    // PGlite whatever TEST_DATABASE_URL says: its one connection is what batches exist for. On PostgreSQL a source
    // is written in one transaction, which other connections' readers never wait for nor see.
    database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    app = await createTestApp({}, { database });
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sc-staged-import-'));
    const [gita] = await importSources(database.longRunning, [gitaSource], {
      fetcher: fixtureFetcher({ cacheDir }),
    });
    expect(gita).toMatchObject({ status: 'complete' });
  });
  afterAll(async () => {
    await app?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('answers from the imported sources while the import is paused, and shows nothing of the one being written', async () => {
    const pause = pauseAfterFirstBatch('buddhism:dhp');
    const importing = importSources(database.longRunning, [dhammapada], {
      fetcher: fixtureFetcher({ cacheDir }),
      afterBatch: pause.hook,
    });
    await pause.paused;

    // Some of the Dhammapada is in the table already: this is what readers must not see.
    const written = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from scriptures where religion = 'buddhism'`),
    )[0]!.n;
    expect(written).toBeGreaterThan(0);

    // Each of these completes while the import is held: the writer does not hold the connection between batches.
    const gita = await get('/api/scriptures?religion=hinduism&book=Bhagavad%20Gita&chapter=2');
    expect(gita.statusCode).toBe(200);
    expect(gita.json<ChapterResponse>().verses).toHaveLength(72);
    const gitaSearch = await get('/api/search?q=arjuna');
    expect(gitaSearch.statusCode).toBe(200);
    expect(gitaSearch.json().counts.hinduism).toBeGreaterThan(0);
    expect(gitaSearch.json().counts.buddhism ?? 0).toBe(0);

    const hidden = await get('/api/scriptures?religion=buddhism&book=Dhammapada&chapter=1');
    expect(hidden.statusCode).toBe(404);
    expect((await get('/api/religions/buddhism/books')).json()).toEqual([]);
    const hiddenSearch = (await get('/api/search?q=hatred&religion=buddhism')).json();
    expect(hiddenSearch.results).toEqual([]);
    expect(
      (await get('/api/share/verse.png?religion=buddhism&book=Dhammapada&chapter=1&verse=5')).statusCode,
    ).toBe(404);
    expect(pause.batches()).toBe(1);

    pause.release();
    const [outcome] = await importing;
    expect(outcome).toMatchObject({ source: 'buddhism:dhp', status: 'complete' });
    expect(pause.batches()).toBeGreaterThan(1);
    // What the background import does when a source lands: caches built from the library start again.
    libraryOf(database.db).bump();

    const shown = await get('/api/scriptures?religion=buddhism&book=Dhammapada&chapter=1&parallel=pali');
    expect(shown.statusCode).toBe(200);
    expect(shown.json<ChapterResponse>().verses.find((verse) => verse.verse === 5)!.text).toMatch(/hatred/i);
    const books = (await get('/api/religions/buddhism/books')).json() as { name: string }[];
    expect(books.map((book) => book.name)).toEqual(['Dhammapada']);
    expect((await get('/api/search?q=hatred&religion=buddhism')).json().results.length).toBeGreaterThan(0);
    const staged = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from corpus_staging`),
    );
    expect(staged[0]!.n).toBe(0);
  });

  it('hides a complete source while a new version of it is written, and shows it as importing', async () => {
    const pause = pauseAfterFirstBatch('hinduism:gita');
    const importing = importSources(database.longRunning, [gitaSource], {
      fetcher: fixtureFetcher({ cacheDir }),
      force: true,
      afterBatch: pause.hook,
    });
    await pause.paused;
    // The state 'importing' changes the library's fingerprint, which the app reads again within 2 s.
    libraryOf(database.db).bump();
    expect((await get('/api/scriptures?religion=hinduism&book=Bhagavad%20Gita&chapter=2')).statusCode).toBe(
      404,
    );
    expect((await get('/api/religions/hinduism/books')).json()).toEqual([]);
    const health = (await get('/api/health')).json() as {
      corpus: { sources: { source: string; status: string }[] };
    };
    expect(health.corpus.sources.find((entry) => entry.source === 'hinduism:gita')!.status).toBe('importing');
    expect((await get('/api/scriptures?religion=buddhism&book=Dhammapada&chapter=1')).statusCode).toBe(200);

    pause.release();
    expect((await importing)[0]).toMatchObject({ status: 'complete' });
    libraryOf(database.db).bump();
    const gita = await get('/api/scriptures?religion=hinduism&book=Bhagavad%20Gita&chapter=2');
    expect(gita.json<ChapterResponse>().verses).toHaveLength(72);
  });
});

describe('an import stopped in the middle of a source (the process killed between two batches)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('leaves nothing of it visible, and the next run deletes the hidden rows and imports it again', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'sc-staged-crash-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const fetcher = fixtureFetcher({ cacheDir: path.join(folder, 'cache') });
    const open = async () => {
      const handle = await openDatabase({ driver: 'pglite', dataDir: path.join(folder, 'db') });
      await handle.migrate();
      return handle;
    };
    const count = async (db: Database, visible: boolean) =>
      rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from scriptures s
          where religion = 'buddhism' and ${visible ? visibleScriptureRows('s') : sql`true`}`),
      )[0]!.n;

    const first = await open();
    await importSources(first.db, [gitaSource], { fetcher });
    const pause = pauseAfterFirstBatch('buddhism:dhp');
    // Never released: the import stops here for good, as when the process dies.
    void importSources(first.db, [dhammapada], { fetcher, afterBatch: pause.hook });
    await pause.paused;
    await first.close();

    const second = await open();
    try {
      expect(await count(second.db, false)).toBeGreaterThan(0);
      expect(await count(second.db, true)).toBe(0);
      const states = rowsOf<{ source: string; status: string }>(
        await second.db.execute(sql`select source, status from corpus_imports order by source`),
      );
      expect(states).toEqual([
        { source: 'buddhism:dhp', status: 'importing' },
        { source: 'hinduism:gita', status: 'complete' },
      ]);

      const resumed = await importSources(second.db, [gitaSource, dhammapada], { fetcher });
      expect(resumed.map(({ source, status }) => ({ source, status }))).toEqual([
        { source: 'hinduism:gita', status: 'skipped' },
        { source: 'buddhism:dhp', status: 'complete' },
      ]);
      // Every row is the new import's: the stopped one's rows were deleted, not left beside it.
      expect(await count(second.db, false)).toBe(resumed[1]!.rows);
      expect(await count(second.db, true)).toBe(resumed[1]!.rows);
      const staged = rowsOf<{ n: number }>(
        await second.db.execute(sql`select count(*)::int as n from corpus_staging`),
      );
      expect(staged[0]!.n).toBe(0);
    } finally {
      await second.close();
    }
  });
});
