import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { encodeUrlPath, SourceIntegrityError, SourceUnavailableError, type CorpusFetcher } from './fetcher';
import { fixtureFetcher, fixtureMirrorDir } from './fixture-library';
import { loadManifest } from './manifest';
import { importSources } from './runner';
import { quranJsonSource } from './sources/quran-json';
import { gitaSource } from './sources/gita';
import { pickthallSource } from './sources/quran-pickthall';
import { listCorpusStatus } from './status';
import { rowsOf } from './store';
import { startMirrorServer, type MirrorServer } from './test-mirror-server';

// The fixture library served over HTTP: the same download, cache and sha256 code as the full sources, whose
// manifests the fixture fetcher swaps for the fixtures' own.
describe('downloading remote sources from a raw.githubusercontent.com-style server', () => {
  let server: MirrorServer;
  let cacheDir: string;
  let fetcher: CorpusFetcher;

  beforeAll(async () => {
    server = await startMirrorServer(fixtureMirrorDir);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sc-corpus-cache-'));
    fetcher = fixtureFetcher({ baseUrl: server.baseUrl, cacheDir });
  });
  afterAll(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });
  afterEach(() => {
    server.tamper.clear();
  });

  it('percent-encodes spaces and apostrophes, checks every file and serves the next fetch from the cache', async () => {
    expect(encodeUrlPath("json/Tanach/Torah/Genesis/Hebrew/Tanach with Ta'amei Hamikra.json")).toBe(
      'json/Tanach/Torah/Genesis/Hebrew/Tanach%20with%20Ta%27amei%20Hamikra.json',
    );
    const manifest = loadManifest('sefaria-tanakh');
    const files = await fetcher.fetchSource(manifest);
    expect(files.paths).toHaveLength(78);
    const genesis = files.json<{ text: string[][] }>(
      'json/Tanach/Torah/Genesis/English/The Holy Scriptures A New Translation JPS 1917.json',
    );
    expect(genesis.text[0]![0]).toBe('In the beginning God created the heaven and the earth.');
    expect(server.requests).toContain(
      `/kidaa/Sefaria-Export/${manifest.commit}/json/Tanach/Torah/Genesis/Hebrew/Tanach%20with%20Ta%27amei%20Hamikra.json`,
    );
    const requestsBefore = server.requests.length;
    await fetcher.fetchSource(manifest);
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('downloads again a cached file whose bytes no longer match', async () => {
    const manifest = loadManifest('gita');
    await fetcher.fetchSource(manifest);
    const cached = path.join(cacheDir, 'gita', 'gita', manifest.commit, 'data', 'chapters.json');
    await writeFile(cached, '[]');
    const requestsBefore = server.requests.length;
    const files = await fetcher.fetchSource(manifest);
    // The fixtures' Gita: chapters 1 and 2 and those of the notable verses (4, 6, 7, 9, 12, 18).
    expect(files.json<unknown[]>('data/chapters.json')).toHaveLength(8);
    expect(server.requests.slice(requestsBefore)).toEqual([
      `/gita/gita/${manifest.commit}/data/chapters.json`,
    ]);
  });

  it('rejects a file whose sha256 differs, naming the file', async () => {
    server.tamper.add('ewinsutriandi/data-quran/surah/surah.json');
    const fresh = fixtureFetcher({ baseUrl: server.baseUrl, cacheDir: path.join(cacheDir, 'fresh') });
    const attempt = fresh.fetchSource(loadManifest('pickthall'));
    await expect(attempt).rejects.toBeInstanceOf(SourceIntegrityError);
    await expect(attempt).rejects.toThrow(
      /sha256 mismatch for ewinsutriandi\/data-quran\/surah\/surah\.json/,
    );
  });

  it('reports an unreachable server as unavailable, not as corrupt', async () => {
    const offline = fixtureFetcher({
      baseUrl: 'http://127.0.0.1:9',
      cacheDir: path.join(cacheDir, 'offline'),
    });
    await expect(offline.fetchSource(loadManifest('gita'))).rejects.toBeInstanceOf(SourceUnavailableError);
  });

  describe('importing through the runner', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      await database?.close();
    });
    const count = async (translation: string) =>
      rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from scriptures where translation = ${translation}`,
        ),
      )[0]!.n;

    it('imports a downloaded source, and a corrupt download fails it with nothing of it visible', async () => {
      const [quran, gita] = await importSources(database.db, [quranJsonSource, gitaSource], { fetcher });
      expect(quran).toMatchObject({ status: 'complete', rows: 3 * 6236 });
      // Seven translations of the fixtures' 88 verses (1:1-10, chapter 2's 72 and six notable ones, 7:29 with
      // the archive's italics marks among them).
      expect(gita).toMatchObject({ status: 'complete', rows: 7 * 88 });

      server.tamper.add('ewinsutriandi/data-quran/ayah-translation/en-pickthall-tanzil.json');
      const broken = fixtureFetcher({ baseUrl: server.baseUrl, cacheDir: path.join(cacheDir, 'broken') });
      const [pickthall] = await importSources(database.db, [pickthallSource], { fetcher: broken });
      expect(pickthall!.status).toBe('failed');
      expect(pickthall!.message).toMatch(/sha256 mismatch for .*en-pickthall-tanzil\.json/);
      expect(await count('pickthall')).toBe(0);
      expect(await count('saheeh-international')).toBe(6236);
      const status = (await listCorpusStatus(database.db)).find(
        (entry) => entry.source === 'islam:pickthall',
      );
      expect(status).toMatchObject({ status: 'failed', rows: 0 });
      expect(status!.hint).toMatch(/^Import failed: sha256 mismatch .* Set CORPUS_MIRROR/);
    });
  });
});
