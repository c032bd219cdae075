import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorpusSourceStatus } from '../../common/api/health';
import type { DatabaseHandle } from '../db/client';
import { createTestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { CorpusFetcher } from './fetcher';
import { fixtureFetcher } from './fixture-library';
import { corpusSources } from './registry';
import { importSources } from './runner';
import { gitaSource } from './sources/gita';
import { gitaFallbackSource } from './sources/gita-fallback';
import { pickthallSource } from './sources/quran-pickthall';
import { quranJsonSource } from './sources/quran-json';
import { rowsOf } from './store';

const sources = [quranJsonSource, pickthallSource, gitaSource, gitaFallbackSource];

describe('the import runner', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let cacheDir: string;
  let offline: CorpusFetcher;
  const translationCounts = async () =>
    Object.fromEntries(
      rowsOf<{ translation: string; n: number }>(
        await database.db.execute(
          sql`select translation, count(*)::int as n from scriptures group by translation order by translation`,
        ),
      ).map((row) => [row.translation, row.n]),
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    // The app owns the database from here: closing it closes the database.
    app = await createTestApp({}, { database });
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sc-corpus-offline-'));
    // No mirror and nothing listening: what a laptop without network sees.
    offline = new CorpusFetcher({ baseUrl: 'http://127.0.0.1:9', cacheDir });
  });
  afterAll(async () => {
    await app?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('offline without a mirror imports the npm sources and the fallbacks, and records remote ones as missing', async () => {
    const outcomes = await importSources(database.db, sources, { fetcher: offline });
    expect(outcomes.map(({ source, status, rows }) => ({ source, status, rows }))).toEqual([
      { source: 'islam:quran', status: 'complete', rows: 3 * 6236 },
      { source: 'islam:pickthall', status: 'missing', rows: 0 },
      { source: 'hinduism:gita', status: 'missing', rows: 0 },
      { source: 'hinduism:gita-fallback', status: 'complete', rows: 3 * 700 },
    ]);
    expect(await translationCounts()).toEqual({
      'gita-db-english': 700,
      'gita-db-sanskrit': 700,
      'gita-db-transliteration': 700,
      'quran-arabic': 6236,
      'quran-transliteration': 6236,
      'saheeh-international': 6236,
    });
  });

  it('lists every known source in /api/health, with a hint for each one not imported', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(body.status).toBe('degraded');
    const bySource = Object.fromEntries(
      (body.corpus.sources as CorpusSourceStatus[]).map((entry) => [entry.source, entry]),
    );
    const listed = corpusSources.filter((source) => !source.fallbackFor).map((source) => source.id);
    expect(Object.keys(bySource)).toEqual(expect.arrayContaining([...listed, 'hinduism:gita-fallback']));
    expect(bySource['islam:quran']).toEqual({
      source: 'islam:quran',
      religion: 'islam',
      title: "The Qur'an: Arabic (Uthmani), transliteration, Saheeh International",
      status: 'complete',
      rows: 18_708,
    });
    expect(bySource['islam:pickthall']).toMatchObject({ status: 'missing', rows: 0 });
    expect(bySource['islam:pickthall']!.hint).toMatch(
      /^Not available: cannot reach 127\.0\.0\.1:9.*Set CORPUS_MIRROR/,
    );
    expect(bySource['hinduism:gita']!.hint).toMatch(
      /Meanwhile: Bhagavad Gita \(offline fallback\): divine-books\.$/,
    );
    expect(bySource['buddhism:mn']).toMatchObject({
      status: 'missing',
      hint: expect.stringMatching(/^Not imported yet\./),
    });
  });

  it('is idempotent: a second run skips what is complete, a forced one rewrites the same rows', async () => {
    const before = await translationCounts();
    const again = await importSources(database.db, sources, { fetcher: offline });
    expect(again.map((outcome) => outcome.status)).toEqual(['skipped', 'missing', 'missing', 'skipped']);
    const forced = await importSources(database.db, [quranJsonSource], { fetcher: offline, force: true });
    expect(forced[0]).toMatchObject({ status: 'complete', rows: 18_708 });
    expect(await translationCounts()).toEqual(before);
    const chapters = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from book_chapters where book = 'Qur''an'`),
    );
    expect(chapters[0]!.n).toBe(114);
  });

  it('replaces the offline fallback once the real source is available', async () => {
    // The fixture library's Gita: the same importer, a few chapters (87 verses).
    const fixtures = fixtureFetcher({ cacheDir });
    const outcomes = await importSources(database.db, [gitaSource, gitaFallbackSource], {
      fetcher: fixtures,
    });
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['complete', 'skipped']);
    const counts = await translationCounts();
    expect(Object.keys(counts).filter((id) => id.startsWith('gita-db'))).toEqual([]);
    expect(counts['gita-sivananda']).toBe(88);
    const imports = rowsOf<{ source: string }>(
      await database.db.execute(sql`select source from corpus_imports where source like 'hinduism:%'`),
    );
    expect(imports).toEqual([{ source: 'hinduism:gita' }]);
    const translations = rowsOf<{ id: string }>(
      await database.db.execute(sql`select id from translations where religion = 'hinduism' order by id`),
    );
    expect(translations.map((row) => row.id)).toEqual([
      'gita-adidevananda',
      'gita-gambirananda',
      'gita-purohit',
      'gita-sankaranarayan',
      'gita-sanskrit',
      'gita-sivananda',
      'gita-transliteration',
    ]);
  });
});
