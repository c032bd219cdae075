/**
 * Corpus import benchmark: the full corpus imported from a mirror into an empty database, then a second run
 * (what every later start does: check and skip). Goal: full import under 2 minutes on PGlite on 2 cores.
 *
 *   CORPUS_MIRROR=../shared/corpora npx tsx bench/import.ts [--driver pglite|memory|postgres|all]
 *
 * pglite = on disk (what `npm start` uses), memory = in-memory PGlite, postgres = a fresh database on
 * TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CorpusFetcher } from '../server/corpus/fetcher';
import { corpusSources } from '../server/corpus/registry';
import { importSources, type ImportOutcome } from '../server/corpus/runner';
import { databaseUrl, withAdminClient } from '../server/corpus/test-template';
import { openDatabase, type DatabaseHandle } from '../server/db/client';

type Target = 'pglite' | 'memory' | 'postgres';

async function openTarget(target: Target): Promise<{ database: DatabaseHandle; dispose(): Promise<void> }> {
  if (target === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `sc_bench_import_${randomBytes(4).toString('hex')}`;
    await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name}`));
    const database = await openDatabase({
      driver: 'postgres',
      url: databaseUrl(serverUrl, name),
      poolSize: 2,
    });
    return {
      database,
      dispose: async () => {
        await withAdminClient(serverUrl, (admin) =>
          admin.query(`drop database if exists ${name} with (force)`),
        );
      },
    };
  }
  if (target === 'memory')
    return { database: await openDatabase({ driver: 'pglite' }), dispose: async () => {} };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sc-bench-import-'));
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dir, 'db') });
  return { database, dispose: () => rm(dir, { recursive: true, force: true }) };
}

async function benchTarget(target: Target, mirrorDir: string) {
  const { database, dispose } = await openTarget(target);
  try {
    await database.migrate();
    const fetcher = new CorpusFetcher({ mirrorDir, baseUrl: 'http://mirror.invalid', cacheDir: os.tmpdir() });
    let started = performance.now();
    const outcomes = await importSources(database.longRunning, corpusSources, { fetcher });
    const fullMs = performance.now() - started;
    const failed = outcomes.filter((outcome) => outcome.status === 'failed' || outcome.status === 'missing');
    if (failed.length > 0) throw new Error(`Import incomplete: ${JSON.stringify(failed)}`);
    started = performance.now();
    const again = await importSources(database.longRunning, corpusSources, { fetcher });
    const againMs = performance.now() - started;
    if (again.some((outcome) => outcome.status !== 'skipped'))
      throw new Error('The second run imported again');
    return { target, outcomes, fullMs, againMs };
  } finally {
    await database.close();
    await dispose();
  }
}

function report({
  target,
  outcomes,
  fullMs,
  againMs,
}: {
  target: Target;
  outcomes: ImportOutcome[];
  fullMs: number;
  againMs: number;
}) {
  const rows = outcomes.reduce((sum, outcome) => sum + outcome.rows, 0);
  console.log(
    `\n${target}: ${rows.toLocaleString('en')} rows in ${(fullMs / 1000).toFixed(1)} s ` +
      `(${Math.round(rows / (fullMs / 1000)).toLocaleString('en')} rows/s); second run ${(againMs / 1000).toFixed(2)} s`,
  );
  for (const outcome of outcomes.filter((entry) => entry.status === 'complete')) {
    console.log(
      `  ${outcome.source.padEnd(26)} ${outcome.rows.toLocaleString('en').padStart(8)} rows ${(outcome.ms / 1000).toFixed(1).padStart(6)} s`,
    );
  }
}

const driverFlag = process.argv.indexOf('--driver');
const chosen = driverFlag >= 0 ? process.argv[driverFlag + 1] : 'all';
const targets: Target[] = chosen === 'all' ? ['pglite', 'memory', 'postgres'] : [chosen as Target];
const mirror = process.env.CORPUS_MIRROR;
if (!mirror) {
  console.error('Set CORPUS_MIRROR to the corpora mirror (for example ../shared/corpora).');
  process.exit(2);
}
console.log(
  `cores: ${os.cpus().length}, load average: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
for (const target of targets) report(await benchTarget(target, path.resolve(mirror)));
