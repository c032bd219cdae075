/*
 * `npm run fuzz`: 10,000+ schema-driven requests against every /api route of an app on the full imported
 * corpus, then a table of answers per route and status. Flags: --seed N (default random, printed),
 * --runs N (requests per route, default enough for 10,000 in all), --route 'POST /api/chat' (only routes whose
 * method and path contain it).
 * Database: a copy of the cached PGlite corpus template, or real PostgreSQL when TEST_DATABASE_URL is set: the
 * full library from CORPUS_MIRROR, else the fixture library committed with the code.
 * Exits 1 when any request broke the oracle (a 5xx, a 4xx without a message, JSON that is not JSON).
 */
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import {
  corpusTemplateKey,
  ensureFixtureTemplate,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
} from '../../corpus/test-template';
import { openPgliteCopy, openPostgresDatabase } from '../database-copies';
import { fuzzOverrides } from './fuzz-config';
import { countsTable, fuzzTargets } from './fuzzer';
import { RouteCatalog, targetLabel, unknownApiTarget } from './route-catalog';

const { values: flags } = parseArgs({
  options: { seed: { type: 'string' }, runs: { type: 'string' }, route: { type: 'string' } },
});
const seed = flags.seed ? Number(flags.seed) : randomBytes(4).readUInt32BE() >>> 1;
const mirror = process.env.CORPUS_MIRROR ? path.resolve(process.env.CORPUS_MIRROR) : undefined;

async function openCorpusDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!mirror) {
    const template = await ensureFixtureTemplate(serverUrl, await corpusTemplateKey('fixtures'));
    return serverUrl ? openPostgresDatabase(serverUrl, template) : openPgliteCopy(template);
  }
  const key = await corpusTemplateKey();
  if (serverUrl) return openPostgresDatabase(serverUrl, await ensurePostgresTemplate(serverUrl, mirror, key));
  return openPgliteCopy(await ensurePgliteTemplate(mirror, key));
}

const catalog = new RouteCatalog();
const dataDir = path.join(os.tmpdir(), `sc-fuzz-data-${process.pid}`);
const database = await openCorpusDatabase();
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    CORPUS_AUTO_IMPORT: 'false',
    ...fuzzOverrides,
  }),
  database,
  migrate: false,
  logger: false,
  onRoute: catalog.onRoute,
});
await app.ready();

const allTargets = [...catalog.targets(), unknownApiTarget];
const targets = flags.route
  ? allTargets.filter((target) => targetLabel(target).includes(flags.route!))
  : allTargets;
if (targets.length === 0) {
  console.error(`No route ${flags.route}; routes: ${allTargets.map(targetLabel).join(', ')}`);
  process.exit(2);
}
const runsPerTarget = flags.runs ? Number(flags.runs) : Math.ceil(10_000 / targets.length);
console.log(
  `Fuzzing ${targets.length} routes x ${runsPerTarget} requests on ${database.driver}, seed ${seed} ` +
    `(replay: npm run fuzz -- --seed ${seed} --runs ${runsPerTarget}${flags.route ? ` --route '${flags.route}'` : ''})`,
);
const started = performance.now();
const report = await fuzzTargets(app, targets, {
  seed,
  runsPerTarget,
  onTargetDone: (label, counts) => {
    const summary = [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}:${count}`);
    console.log(`  ${label.padEnd(48)} ${summary.join(' ')}`);
  },
});
const seconds = (performance.now() - started) / 1000;
await app.close();
await rm(dataDir, { recursive: true, force: true });

console.log(`\n${countsTable(report)}\n`);
console.log(
  `${report.requests} requests in ${seconds.toFixed(0)} s (${(report.requests / seconds).toFixed(0)}/s), seed ${seed}; ` +
    `identities made: ${JSON.stringify(report.identitiesMade)}`,
);
if (report.failures.length === 0) {
  console.log(
    'No failures: every answer below 500 (503 only with a message), every 4xx JSON with a message.',
  );
} else {
  console.log(`${report.failures.length} route(s) broke the oracle (each request shrunk by fast-check):`);
  for (const failure of report.failures) console.log(JSON.stringify(failure, null, 2));
  process.exitCode = 1;
}
