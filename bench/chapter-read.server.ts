/**
 * Shared by the reading and search benchmarks: the benchmark database (PGlite folder or PostgreSQL database),
 * filled once with the corpus, and the real app serving it, in a child process so the load generator does not
 * share its event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, writeSync } from 'node:fs';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { CorpusFetcher } from '../server/corpus/fetcher';
import { corpusSources } from '../server/corpus/registry';
import { importSources } from '../server/corpus/runner';
import { openDatabase, type DatabaseHandle } from '../server/db/client';

export type Driver = 'pglite' | 'postgres';

const pgliteDir = path.resolve(process.env.BENCH_PGLITE_DIR ?? 'data/bench-db');
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sacred_circle_bench';
// Your corpora mirror; without one the sources are downloaded at their pinned commits, as the app does.
const mirror = process.env.CORPUS_MIRROR;

export function benchDatabaseTarget(driver: Driver): string {
  if (driver === 'pglite') return pgliteDir;
  const url = new URL(postgresUrl);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

export function parseArgs(argv: string[]): Record<string, string | undefined> {
  const args: Record<string, string | undefined> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const name = argv[index]!.replace(/^--/, '');
    const next = argv[index + 1];
    args[name] = next && !next.startsWith('--') ? argv[++index] : 'true';
  }
  return args;
}

async function createPostgresDatabaseIfMissing() {
  const url = new URL(postgresUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

export async function openBenchDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') return openDatabase({ driver: 'pglite', dataDir: pgliteDir });
  await createPostgresDatabaseIfMissing();
  return openDatabase({ driver: 'postgres', url: postgresUrl, poolSize: 10 });
}

/** Imports whatever source is not complete yet (a no-op once the benchmark database is full). */
export async function ensureCorpus(driver: Driver): Promise<void> {
  const database = await openBenchDatabase(driver);
  try {
    await database.migrate();
    const fetcher = new CorpusFetcher({
      mirrorDir: mirror,
      baseUrl: 'https://raw.githubusercontent.com',
      cacheDir: path.resolve('data/corpus-cache'),
    });
    const outcomes = await importSources(database.db, corpusSources, { fetcher });
    const imported = outcomes.filter((outcome) => outcome.status === 'complete');
    if (imported.length > 0) {
      console.error(
        `[bench] imported ${imported.map((outcome) => outcome.source).join(', ')} into ${driver}`,
      );
      // PGlite has no autovacuum and a fresh PostgreSQL import is not analysed yet: plan with real statistics.
      await database.db.execute(sql`analyze`);
    }
  } finally {
    await database.close();
  }
}

/** The real app (every plugin and hook) over the benchmark database, listening on a free port in a child. */
export function startAppServer(driver: Driver): Promise<{ port: number; child: ChildProcess }> {
  // Standard output is where the app writes its request log, as under `npm start`; /dev/null takes it here, so no
  // reader of the lines competes for a core. The port comes back on a pipe of its own (fd 3).
  const devNull = openSync('/dev/null', 'w');
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--serve', driver], {
    stdio: ['ignore', devNull, 'inherit', 'pipe'],
  });
  closeSync(devNull);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`app server exited (${code}) before listening`)));
    (child.stdio[3] as Readable).on('data', (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(chunk.toString());
      if (match) resolve({ port: Number(match[1]), child });
    });
  });
}

/**
 * The real app over the benchmark database. Served for load (`requestLog`), it logs each request as `npm start`
 * does (LOG_LEVEL info unless BENCH_LOG_LEVEL says otherwise): that is part of what a request costs.
 */
export async function buildBenchApp(driver: Driver, options: { requestLog?: boolean } = {}) {
  const database = await openBenchDatabase(driver);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: options.requestLog ? (process.env.BENCH_LOG_LEVEL ?? 'info') : 'silent',
    CORPUS_AUTO_IMPORT: 'false',
    DATA_DIR: 'data/bench-data',
  });
  return buildApp({ config, database, migrate: false, ...(options.requestLog ? {} : { logger: false }) });
}

async function serve(driver: Driver) {
  const app = await buildBenchApp(driver, { requestLog: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  writeSync(3, `listening on ${typeof address === 'object' && address ? address.port : 0}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[1] === import.meta.filename) {
  const args = parseArgs(process.argv.slice(2));
  if (args.serve) await serve(args.serve as Driver);
}
