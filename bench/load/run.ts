/**
 * Load run: the real server (`server/main.ts`, NODE_ENV=production) in its own process on a fresh
 * PostgreSQL database holding the whole corpus, then N concurrent virtual users for S seconds, each looping
 * over chapter reads, a reading session (start, heartbeat, end), a search and a question to the offline
 * scholar whose SSE reply is read to the end. Prints totals, errors by status, p50/p99 per route, and the
 * server's RSS and CPU over time.
 *
 *   npm run bench:load -- [--users 500] [--seconds 60] [--rounds 1] [--accounts-share 0.4] [--pool 10] [--keep]
 *
 * The database is a copy of the corpus template the integration tests use (built from CORPUS_MIRROR on the
 * first run), created on BENCH_POSTGRES_URL's server (default postgres://postgres@127.0.0.1:5432/postgres)
 * and dropped afterwards unless --keep. Every virtual user comes from 127.0.0.1, so the per-IP sign-up limit
 * and the per-user chat limits are raised for the run (see `rateLimitEnv` in server.ts).
 *
 * `--open` runs the open-loop benchmark instead (readers arriving at fixed rates with think time, one app
 * process or several): bench/load/open.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from '../chapter-read.server';
import { createClient, type Result } from './http';
import { percentile, rssBytes, sampleProcess } from './process-stats';
import { chapterUrls, runVirtualUser, type Identity } from './scenario';
import { createDatabase, startServer } from './server';

const args = parseArgs(process.argv.slice(2));
const users = Number(args.users ?? 500);
const seconds = Number(args.seconds ?? 60);
const rounds = Number(args.rounds ?? 1);
const accountShare = Number(args['accounts-share'] ?? 0.4);
const poolSize = String(args.pool ?? 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 10) / 10);

type RouteStats = { latencies: number[]; statuses: Map<string, number>; errors: number };

async function main() {
  console.error(
    `[load] ${users} users for ${seconds} s; preparing the database (load average ${loadAverage()})`,
  );
  const database = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sc-load-'));
  const started = await startServer({ url: database.url, dataDir, poolSize }).catch(
    async (error: unknown) => {
      await database.drop();
      throw error;
    },
  );
  const { child, base } = started;
  const pid = child.pid!;
  const client = createClient(base, users + 10);
  try {
    // Every chapter URL must really answer (a typo would only measure 404s); this also fills the chapter cache.
    for (const url of chapterUrls) {
      const result = await client.request('GET', url);
      if (result.status !== 200)
        throw new Error(`${decodeURI(url)} answered ${result.status}: ${result.body}`);
    }
    const accounts = Math.round(users * accountShare);
    const identities: Identity[] = [];
    for (let batch = 0; batch < accounts; batch += 10) {
      const made = await Promise.all(
        Array.from({ length: Math.min(10, accounts - batch) }, (_, i) => {
          const username = `load_${batch + i}_${Date.now().toString(36).slice(-4)}`;
          return client.request('POST', '/api/auth/signup', {
            body: {
              username,
              email: `${username}@load.test`,
              password: 'a load test password',
              firstName: 'Load',
              lastName: `User ${batch + i}`,
            },
          });
        }),
      );
      for (const result of made) {
        if (result.status !== 201) throw new Error(`sign-up answered ${result.status}: ${result.body}`);
        identities.push({
          kind: 'account',
          accessToken: (JSON.parse(result.body) as { accessToken: string }).accessToken,
        });
      }
    }
    while (identities.length < users) identities.push({ kind: 'guest' });
    // Interleave guests and accounts.
    identities.sort(() => Math.random() - 0.5);

    const rssBefore = Math.round(rssBytes(pid) / 1024 / 1024);
    const stats = new Map<string, RouteStats>();
    const socketErrors = new Map<string, number>();
    const record = (route: string, result: Result, failed?: string) => {
      let entry = stats.get(route);
      if (!entry) stats.set(route, (entry = { latencies: [], statuses: new Map(), errors: 0 }));
      entry.latencies.push(result.ms);
      const key =
        result.status === 0
          ? `socket ${result.error}`
          : failed
            ? `${result.status} ${failed}`
            : String(result.status);
      entry.statuses.set(key, (entry.statuses.get(key) ?? 0) + 1);
      if (result.status === 0)
        socketErrors.set(result.error ?? '?', (socketErrors.get(result.error ?? '?') ?? 0) + 1);
      if (result.status === 0 || result.status >= 400 || failed) {
        entry.errors += 1;
        if (entry.errors <= 3) console.error(`[load] ${route} -> ${key}: ${result.body.slice(0, 200)}`);
      }
    };

    const loadBefore = loadAverage();
    const sampler = sampleProcess(pid);
    const loadStarted = performance.now();
    // Several rounds on the same server tell a heap that settles at a high-water mark from one that keeps growing.
    const rssAfterRounds: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      let running = true;
      const stopAt = setTimeout(() => (running = false), seconds * 1000);
      await Promise.all(
        identities.map((identity, id) => runVirtualUser(client, id, identity, record, () => running)),
      );
      clearTimeout(stopAt);
      if (rounds > 1) {
        await sleep(5_000);
        rssAfterRounds.push(Math.round(rssBytes(pid) / 1024 / 1024));
      }
    }
    const elapsed = (performance.now() - loadStarted) / 1000;
    sampler.stop();
    const loadAfter = loadAverage();
    await sleep(10_000);
    const rssAfter = Math.round(rssBytes(pid) / 1024 / 1024);
    if (rounds > 1) console.log(`RSS MB 5 s after each of ${rounds} rounds: ${rssAfterRounds.join(', ')}`);

    const routes = [...stats].map(([route, entry]) => {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      return {
        route,
        requests: sorted.length,
        errors: entry.errors,
        statuses: Object.fromEntries(entry.statuses),
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
      };
    });
    const total = routes.reduce((sum, route) => sum + route.requests, 0);
    const samples = sampler.samples;
    const errors = routes.reduce((sum, route) => sum + route.errors, 0);
    const rssMax = Math.max(...samples.map((sample) => sample.rssMb));
    const cpuAverage = Math.round(
      samples.reduce((sum, sample) => sum + sample.cpuPercent, 0) / Math.max(1, samples.length),
    );
    console.log(
      `users ${users} (${accounts} signed up, ${users - accounts} guests), ${Math.round(elapsed)} s, pool ${poolSize}, ` +
        `load average ${loadBefore.join('/')} before, ${loadAfter.join('/')} after`,
    );
    console.log(
      `requests ${total} (${Math.round(total / elapsed)}/s), errors ${errors}, socket errors ${JSON.stringify(Object.fromEntries(socketErrors))}`,
    );
    const waitAverage = Math.round(
      samples.reduce((sum, sample) => sum + sample.waitPercent, 0) / Math.max(1, samples.length),
    );
    console.log(
      `server RSS ${rssBefore} MB before load, max ${rssMax} MB, ${rssAfter} MB 10 s after; CPU ${cpuAverage}% of one core on average, ` +
        `its event loop runnable but waiting for a core ${waitAverage}% of the time`,
    );
    console.log(
      `RSS MB / CPU % / run-queue wait % every 5 s: ${samples
        .filter((sample) => sample.second % 5 === 0)
        .map((sample) => `${sample.rssMb}/${sample.cpuPercent}/${sample.waitPercent}`)
        .join(' ')}`,
    );
    console.log(
      '\n| Route | Requests | Errors | Statuses | p50 (ms) | p99 (ms) |\n|---|---|---|---|---|---|',
    );
    for (const route of routes) {
      console.log(
        `| \`${route.route}\` | ${route.requests} | ${route.errors} | ${Object.entries(route.statuses)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ')} | ${route.p50} | ${route.p99} |`,
      );
    }
    // One line for `npm run bench` (bench/report.ts) to read.
    console.log(
      JSON.stringify({
        connections: users,
        seconds: Math.round(elapsed),
        requests: total,
        errors,
        routes,
        maxRssMb: rssMax,
        cpuPercent: cpuAverage,
        coreWaitPercent: waitAverage,
        loadAverage: [loadBefore, loadAfter],
      }),
    );
  } finally {
    client.agent.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    if (!args.keep) await database.drop();
  }
}

// --open: the open-loop run (bench/load/open.ts) instead of this closed loop.
if (args.open) await import('./open');
else await main();
