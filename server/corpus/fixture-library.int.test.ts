import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { CorpusFetcher } from './fetcher';
import { fixtureFetcher, fixtureManifestFor, fixtureVersionTag } from './fixture-library';
import { loadManifest } from './manifest';
import { findSource } from './registry';
import { importSources } from './runner';
import { readImportState } from './store';

describe('the fixture library', () => {
  let database: DatabaseHandle;
  let cacheDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sc-fixture-cache-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('imports through the real importers, versioned apart, so the full sources are never taken as imported', async () => {
    const gita = findSource('hinduism:gita')!;
    const [fixture] = await importSources(database.db, [gita], { fetcher: fixtureFetcher({ cacheDir }) });
    expect(fixture).toMatchObject({ status: 'complete' });
    const state = await readImportState(database.db, gita.id);
    expect(state).toEqual({ status: 'complete', version: `${gita.version()}${fixtureVersionTag}` });

    // A fetcher of the full sources (here a mirror without the files) tries to import them, not "skipped".
    const emptyMirror = new CorpusFetcher({
      mirrorDir: cacheDir,
      baseUrl: 'http://mirror.invalid',
      cacheDir,
    });
    const [full] = await importSources(database.db, [gita], { fetcher: emptyMirror });
    expect(full).toMatchObject({ status: 'missing' });
    expect(full!.message).toMatch(/is not in the mirror/);
  });

  it('reports a source without fixtures (hadith) as missing, saying where to read why', async () => {
    const bukhari = findSource('islam:hadith-bukhari')!;
    const [outcome] = await importSources(database.db, [bukhari], { fetcher: fixtureFetcher({ cacheDir }) });
    expect(outcome).toMatchObject({ status: 'missing', rows: 0 });
    expect(outcome!.message).toMatch(/hadith-bukhari is not in the fixture library .*fixtures\/README\.md/);
  });

  it('refuses fixtures cut from another commit than the one pinned', () => {
    const pinned = loadManifest('gita');
    expect(fixtureManifestFor(pinned).commit).toBe(pinned.commit);
    expect(() => fixtureManifestFor({ ...pinned, commit: 'f'.repeat(40) })).toThrow(
      /fixture manifest of gita is for gita\/gita@c6fce39.* run npx tsx server\/corpus\/build-fixtures\.ts/,
    );
  });
});
