/**
 * First start and later start, the way a user runs them: `node scripts/start.mjs` (what `npm start` runs) on an
 * empty DATA_DIR (PGlite) or an empty PostgreSQL database, timed until `/api/health` answers and until every
 * source available from CORPUS_MIRROR is imported; then stopped with SIGTERM and started again on the same data.
 * Goals (docs/product.md): first start imports every available corpus in under 2 minutes; later starts are ready
 * in under 3 s.
 *
 *   CORPUS_MIRROR=../shared/corpora npx tsx bench/startup.ts [--driver pglite|postgres|both]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { HealthResponse } from '../common/api/health';
import { ensureClientBuilt, projectRoot } from '../scripts/client-build.mjs';
import { ensureServerBuilt } from '../scripts/server-build.mjs';
import { parseArgs } from './chapter-read.server';
import { findFreePort } from '../server/test/child-process';

type Driver = 'pglite' | 'postgres';

const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function health(port: number): Promise<HealthResponse | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return (await response.json()) as HealthResponse;
  } catch {
    return undefined;
  }
}

/** Sources still on their way in: importing now, or queued (no import attempted yet). */
const pending = (report: HealthResponse) =>
  report.corpus.sources.filter(
    (source) =>
      source.status === 'importing' ||
      (source.status === 'missing' && source.hint?.startsWith('Not imported yet.')),
  ).length;

/** CPU seconds (user + system) used so far by a process and its children, from /proc (Linux only). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return own + children.reduce((sum, child) => sum + cpuSeconds(Number(child)), 0);
  } catch {
    return Number.NaN;
  }
}

/** `npm start` builds what is stale first; build before the clock starts, so only the start is timed. */
async function buildFirst() {
  if (!(await ensureClientBuilt()) || !(await ensureServerBuilt())) throw new Error('The build failed');
}

async function timedStart(env: NodeJS.ProcessEnv, port: number) {
  await buildFirst();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: projectRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let answeredMs: number | undefined;
  let answeredCpu = Number.NaN;
  let report: HealthResponse | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode}) while starting`);
    report = await health(port);
    if (report && answeredMs === undefined) {
      answeredMs = performance.now() - started;
      // CPU time is what a start costs whatever else the machine runs; wall time waits for a free core.
      answeredCpu = cpuSeconds(child.pid!);
    }
    if (report && report.database.ok && pending(report) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readyMs = performance.now() - started;
  const sources = report.corpus.sources;
  return {
    child,
    answeredSeconds: Math.round(answeredMs! / 10) / 100,
    answeredCpuSeconds: Math.round(answeredCpu * 100) / 100,
    readySeconds: Math.round(readyMs / 10) / 100,
    complete: sources.filter((source) => source.status === 'complete').length,
    failed: sources.filter((source) => source.status === 'failed').map((source) => source.source),
    missing: sources.filter((source) => source.status === 'missing').map((source) => source.source),
    rows: sources.reduce((sum, source) => sum + source.rows, 0),
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function withDatabase<T>(driver: Driver, run: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sacred-circle-startup-'));
  const name = `sacred_circle_startup_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  };
  if (driver === 'postgres') {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  try {
    return await run(env);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (driver === 'postgres') {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

async function benchDriver(driver: Driver) {
  return withDatabase(driver, async (env) => {
    const port = await findFreePort();
    const loadBefore = os.loadavg()[0]!;
    const first = await timedStart(env, port);
    await stop(first.child);
    const later = await timedStart(env, port);
    await stop(later.child);
    const { child: _first, ...firstFigures } = first;
    const { child: _later, ...laterFigures } = later;
    return {
      driver,
      loadAverage: [loadBefore, os.loadavg()[0]!].map((value) => Math.round(value * 10) / 10),
      firstStart: firstFigures,
      laterStart: laterFigures,
      goals: {
        firstStartUnderSeconds: 120,
        laterStartUnderSeconds: 3,
        met: first.readySeconds < 120 && later.readySeconds < 3 && first.failed.length === 0,
      },
    };
  });
}

if (!process.env.CORPUS_MIRROR) {
  console.error('Set CORPUS_MIRROR to the corpora mirror (for example ../shared/corpora).');
  process.exit(2);
}
const args = parseArgs(process.argv.slice(2));
const drivers: Driver[] =
  args.driver === 'both' || !args.driver ? ['pglite', 'postgres'] : [args.driver as Driver];
for (const driver of drivers) console.log(JSON.stringify(await benchDriver(driver), null, 2));
