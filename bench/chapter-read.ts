/**
 * Chapter read benchmark: GET /api/scriptures through the whole app against a bare node:http server answering
 * the same URLs with the same JSON bytes, at 50 connections, one after the other in one run, on PGlite and on
 * PostgreSQL. Each server runs in its own child process; autocannon runs here.
 *
 *   npx tsx bench/chapter-read.ts [--driver pglite|postgres|both] [--rounds 5] [--seconds 4]
 *
 * PGlite data: BENCH_PGLITE_DIR (default data/bench-db); PostgreSQL: BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/sacred_circle_bench). Missing corpus sources are imported first
 * from CORPUS_MIRROR (your copy of the corpora mirror), else downloaded at their pinned commits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  benchDatabaseTarget,
  ensureCorpus,
  parseArgs,
  startAppServer,
  type Driver,
} from './chapter-read.server';

const chapterUrls = [
  '/api/scriptures?religion=christianity&book=John&chapter=3',
  '/api/scriptures?religion=christianity&book=Psalms&chapter=23&parallel=kjv',
  '/api/scriptures?religion=christianity&book=Matthew&chapter=5',
  "/api/scriptures?religion=islam&book=Qur'an&chapter=1&parallel=quran-arabic",
  "/api/scriptures?religion=islam&book=Qur'an&chapter=36",
  '/api/scriptures?religion=judaism&book=Genesis&chapter=1&parallel=tanakh-hebrew',
  '/api/scriptures?religion=hinduism&book=Bhagavad Gita&chapter=2',
  '/api/scriptures?religion=buddhism&book=Dhammapada&chapter=1&parallel=pali',
  '/api/scriptures?religion=buddhism&book=Majjhima Nikaya&chapter=1',
  '/api/scriptures?religion=islam&book=Sahih al-Bukhari&chapter=1',
].map((url) => encodeURI(url));

type Measured = {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** Server CPU time per response: unlike latency, barely moved by other work competing for the cores. */
  cpuMicrosPerRequest: number;
  errors: number;
  non2xx: number;
};

/** User + system CPU time of a process so far, in microseconds (Linux /proc, clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * Waits until the app has finished its start-up work (the compare panel's preset themes are ranked when it starts
 * listening: seconds of CPU that would otherwise be counted against the first rounds' requests).
 */
async function waitUntilIdle(pid: number, limitMs = 120_000) {
  const started = performance.now();
  for (;;) {
    const before = cpuMicros(pid);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (cpuMicros(pid) - before < 50_000 || performance.now() - started > limitMs) return;
  }
}

function load(port: number, seconds: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 50,
    duration: seconds,
    requests: chapterUrls.map((url) => ({ method: 'GET', path: url })),
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Short alternating rounds (app, bare, bare, app...) and the median of each figure: other work on the machine
 * then weighs on both servers alike instead of on whichever happened to run during a busy spell.
 */
type Server = { port: number; child: ChildProcess };

async function measurePair(app: Server, bare: Server, seconds: number, rounds: number) {
  await load(app.port, 2); // warm-up: JIT, caches, connection pools
  await load(bare.port, 2);
  const runs: { app: Measured[]; bare: Measured[] } = { app: [], bare: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (['app', 'bare'] as const) : (['bare', 'app'] as const);
    for (const which of order) {
      const server = which === 'app' ? app : bare;
      const cpuBefore = cpuMicros(server.child.pid!);
      const result = await load(server.port, seconds);
      const cpu = cpuMicros(server.child.pid!) - cpuBefore;
      runs[which].push({
        p50: result.latency.p50,
        p99: result.latency.p99,
        requestsPerSecond: result.requests.average,
        cpuMicrosPerRequest: Math.round(cpu / result.requests.total),
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
      });
    }
  }
  const summary = (list: Measured[]) => ({
    p50: median(list.map((run) => run.p50)),
    p99: median(list.map((run) => run.p99)),
    requestsPerSecond: median(list.map((run) => run.requestsPerSecond)),
    cpuMicrosPerRequest: median(list.map((run) => run.cpuMicrosPerRequest)),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
    non2xx: list.reduce((sum, run) => sum + run.non2xx, 0),
  });
  const ratios = runs.app.map((run, index) => run.requestsPerSecond / runs.bare[index]!.requestsPerSecond);
  return { app: summary(runs.app), bare: summary(runs.bare), ratio: median(ratios), ratios };
}

/** The bare server: a node:http process answering each chapter URL with the exact bytes the app sent. */
function startBareServer(bodies: Record<string, string>): Promise<{ port: number; child: ChildProcess }> {
  const file = path.join(os.tmpdir(), `chapter-bodies-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(bodies));
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename, '--bare', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return portOf(child);
}

function portOf(child: ChildProcess): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening on (\d+)/.exec(chunk.toString());
      if (match) resolve({ port: Number(match[1]), child });
    });
  });
}

async function serveBare(file: string) {
  const bodies = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  const server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening on ${typeof address === 'object' && address ? address.port : 0}`);
  });
}

async function benchDriver(driver: Driver, seconds: number, rounds: number) {
  await ensureCorpus(driver);
  const app = await startAppServer(driver);
  try {
    const bodies: Record<string, string> = {};
    for (const url of chapterUrls) {
      const response = await fetch(`http://127.0.0.1:${app.port}${url}`);
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      bodies[url] = await response.text();
    }
    const bare = await startBareServer(bodies);
    try {
      await waitUntilIdle(app.child.pid!);
      const measured = await measurePair(app, bare, seconds, rounds);
      const { app: appResult, bare: bareResult, ratio } = measured;
      const sizes = Object.values(bodies).map((body) => Buffer.byteLength(body));
      console.log(
        JSON.stringify(
          {
            driver,
            target: benchDatabaseTarget(driver),
            connections: 50,
            rounds,
            secondsPerRound: seconds,
            loadAverage: os.loadavg().map((value) => Math.round(value * 10) / 10),
            chapters: chapterUrls.length,
            bodyBytes: { min: Math.min(...sizes), max: Math.max(...sizes) },
            app: appResult,
            bare: bareResult,
            throughputRatio: Math.round(ratio * 100) / 100,
            ratiosPerRound: measured.ratios.map((value) => Math.round(value * 100) / 100),
            // What the throughput ratio becomes when both servers are CPU-bound on an otherwise idle core.
            cpuRatio:
              Math.round((bareResult.cpuMicrosPerRequest / appResult.cpuMicrosPerRequest) * 100) / 100,
            goals: { p99UnderMs: 10, ratioAtLeast: 0.5, met: appResult.p99 < 10 && ratio >= 0.5 },
          },
          null,
          2,
        ),
      );
    } finally {
      bare.child.kill();
    }
  } finally {
    app.child.kill();
  }
}

const args = parseArgs(process.argv.slice(2));
if (args.bare) {
  await serveBare(args.bare);
} else {
  const drivers: Driver[] =
    args.driver === 'both' || !args.driver ? ['pglite', 'postgres'] : [args.driver as Driver];
  for (const driver of drivers)
    await benchDriver(driver, Number(args.seconds ?? 4), Number(args.rounds ?? 5));
}
