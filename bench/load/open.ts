/**
 * Open-loop load: new readers arrive at a fixed rate (a Poisson process) whatever the server answers, each
 * reading a few chapters with 20-60 s between them, as people read. Each step first lets the readers build up to
 * the step's steady state (a visit lasts about 100 s, up to 4 minutes; --settle-seconds, not judged), then measures
 * --step-seconds. The rate is stepped up until a step fails
 * (p99 over 300 ms for reads or for writes, or any error); the last step that held is the sustainable rate.
 * Then, with the earlier readers gone, a run at half that rate gives the reading-session write p99 and the
 * first streamed chat token p99. Server CPU (every app process and the run's PostgreSQL backends, from /proc)
 * per 1,000 requests is reported for each step.
 *
 *   npm run bench:load -- --open [--instances 1|2] [--rates 1,2,4,8,16,32,64] [--step-seconds 20]
 *                         [--settle-seconds 0] [--half-seconds 60] [--accounts 40] [--pool 10]
 *
 * --instances 2 starts the server with WEB_CONCURRENCY=2 (two workers sharing the port) and REDIS_URL
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379/5); one instance runs with the same Redis, so the two differ
 * only in the number of app processes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withAdminClient } from '../../server/corpus/test-template';
import { parseArgs } from '../chapter-read.server';
import { createClient } from './http';
import { Phase, visit, type Kind, type Person, type Sample } from './open-reader';
import { percentile } from './process-stats';
import { serverCpu, type CpuReading } from './server-cpu';
import { chapterUrls } from './scenario';
import { createDatabase, serverUrl, startServer } from './server';

const args = parseArgs(process.argv.slice(2));
const instances = Number(args.instances ?? 1);
const rates = (args.rates ?? '1,2,4,8,16,32,64').split(',').map(Number);
const stepSeconds = Number(args['step-seconds'] ?? 20);
const halfSeconds = Number(args['half-seconds'] ?? 60);
/**
 * Arrivals before each step is measured. A step measured from its first second saw only the readers of its own
 * few seconds and the thinning ones of the step before: at 32 arrivals/s a 20 s step ran at 92 requests/s, while
 * the same rate kept up ran at 152 requests/s, where the machine was saturated.
 */
const settleSeconds = Number(args['settle-seconds'] ?? 0);
const accountCount = Number(args.accounts ?? 40);
const poolSize = String(args.pool ?? 10);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const P99_LIMIT_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 10) / 10);

const p99 = (values: number[]) =>
  Math.round(
    percentile(
      [...values].sort((a, b) => a - b),
      99,
    ),
  );

function summarise(phase: Phase, rate: number, seconds: number, cpu: CpuReading) {
  const of = (kind: Kind) => phase.samples.filter((sample) => sample.kind === kind);
  const ms = (list: Sample[]) => list.map((sample) => sample.ms);
  const firstTokens = of('chat')
    .map((sample) => sample.firstEventMs)
    .filter((value): value is number => value !== undefined);
  const errors = phase.samples.filter((sample) => sample.error);
  const requests = phase.samples.length;
  const summary = {
    phase: phase.name,
    arrivalsPerSecond: rate,
    seconds,
    requests,
    requestsPerSecond: Math.round((requests / seconds) * 10) / 10,
    errors: errors.length,
    readP99: p99(ms(of('read'))),
    writeP99: p99(ms(of('write'))),
    searchP99: p99(ms(of('search'))),
    chatFirstTokenP99: p99(firstTokens),
    chatWholeP99: p99(ms(of('chat'))),
    counts: {
      read: of('read').length,
      write: of('write').length,
      search: of('search').length,
      chat: of('chat').length,
    },
    cpuSeconds: { app: cpu.appSeconds, postgres: cpu.postgresSeconds, redis: cpu.redisSeconds },
    cpuSecondsPer1000Requests:
      requests > 0
        ? Math.round(((cpu.appSeconds + cpu.postgresSeconds) / requests) * 1000 * 100) / 100
        : null,
    loadAverage: loadAverage(),
  };
  for (const error of errors.slice(0, 3))
    console.error(`[open] ${phase.name}: ${error.route} -> ${error.error}`);
  return summary;
}

type Summary = ReturnType<typeof summarise>;
const holds = (summary: Summary) =>
  summary.errors === 0 && summary.readP99 <= P99_LIMIT_MS && summary.writeP99 <= P99_LIMIT_MS;

async function main() {
  console.error(
    `[open] ${instances} instance(s), rates ${rates.join(', ')}/s, ${stepSeconds} s a step after ${settleSeconds} s settling`,
  );
  const database = await createDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sc-open-'));
  const prefix = `sc-open-${Date.now().toString(36)}:`;
  const { child, base } = await startServer({
    url: database.url,
    dataDir,
    poolSize,
    instances,
    redisUrl,
    redisKeyPrefix: prefix,
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const client = createClient(base, 4096);
  const cpu = serverCpu(child.pid!, instances, () =>
    withAdminClient(serverUrl, async (admin) => {
      const rows = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
        database.name,
      ]);
      return rows.rows.map((row) => row.pid);
    }),
  );
  const results: Summary[] = [];
  try {
    await cpu.waitForWorkers();
    // Every chapter answers (a typo would only measure 404s), on each worker.
    for (let round = 0; round < instances * 2; round += 1) {
      for (const url of chapterUrls) {
        const result = await client.request('GET', url);
        if (result.status !== 200) throw new Error(`${decodeURI(url)} answered ${result.status}`);
      }
    }
    const accounts: Person[] = [];
    for (let index = 0; index < accountCount; index += 1) {
      const username = `open_${index}_${Date.now().toString(36).slice(-4)}`;
      const made = await client.request('POST', '/api/auth/signup', {
        body: {
          username,
          email: `${username}@load.test`,
          password: 'a load test password',
          firstName: 'Open',
          lastName: `Reader ${index}`,
        },
      });
      if (made.status !== 201) throw new Error(`sign-up answered ${made.status}: ${made.body}`);
      const token = (JSON.parse(made.body) as { accessToken: string }).accessToken;
      accounts.push({ headers: { authorization: `Bearer ${token}` } });
    }
    await cpu.waitUntilIdle();

    const freeAccounts = [...accounts];
    let current = new Phase('warm-up');
    // Readers of an earlier cohort stop at their next step once a new cohort starts.
    let cohort = 0;
    const visits: Promise<void>[] = [];
    /** Arrivals at `rate` a second for `seconds`, each a visit that outlives the step (open loop). */
    const arrive = async (rate: number, seconds: number) => {
      const end = performance.now() + seconds * 1000;
      let next = performance.now();
      while (next < end) {
        next += -Math.log(1 - Math.random()) * (1000 / rate);
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
        if (performance.now() >= end) break;
        // Half are signed-in readers (a bearer token) while one is free, the others new visitors who become
        // guests on their first write. An account reads in one place at a time: a second reading session of the
        // same reader would end the first (one open session per reader), as it does for a person.
        const account = Math.random() < 0.5 ? freeAccounts.pop() : undefined;
        const person: Person = account ? { headers: { ...account.headers } } : { headers: {} };
        const mine = cohort;
        visits.push(
          visit(
            client,
            person,
            () => current,
            () => mine === cohort,
          )
            .catch((error: unknown) => {
              current.samples.push({ kind: 'read', route: 'visit', ms: 0, error: String(error) });
            })
            .finally(() => {
              if (account) freeAccounts.push(account);
            }),
        );
      }
    };
    const step = async (name: string, rate: number, seconds: number) => {
      if (settleSeconds > 0) {
        current = new Phase(`${name}, settling`);
        await arrive(rate, settleSeconds);
      }
      current = new Phase(name);
      const before = await cpu.read();
      await arrive(rate, seconds);
      const used = (await cpu.read()).minus(before);
      const summary = summarise(current, rate, seconds, used);
      console.error(`[open] ${JSON.stringify(summary)}`);
      results.push(summary);
      return summary;
    };

    // A step at the first rate that is not judged: the workers' first writes open their pooled connections.
    await step('warm-up', rates[0]!, stepSeconds);
    let sustainable: number | undefined;
    for (const rate of rates) {
      const summary = await step(`${rate}/s`, rate, stepSeconds);
      if (!holds(summary)) break;
      sustainable = rate;
    }
    // The ramp's readers leave (their requests in flight finish), then half the sustainable rate from empty.
    cohort += 1;
    await Promise.race([Promise.all(visits), sleep(30_000)]);
    visits.length = 0;
    let half: Summary | undefined;
    if (sustainable !== undefined) {
      // Readers come back every 20-60 s: the first 40 s (or the settling time) only build the population up.
      current = new Phase('half, building up');
      await arrive(sustainable / 2, Math.max(0, 40 - settleSeconds));
      half = await step(`half: ${sustainable / 2}/s`, sustainable / 2, halfSeconds);
    }
    cohort += 1;

    const sustained = results.find(
      (summary) => summary.phase !== 'warm-up' && summary.arrivalsPerSecond === sustainable,
    );
    console.log(
      JSON.stringify({
        mode: 'open',
        instances,
        stepSeconds,
        settleSeconds,
        sustainableArrivalsPerSecond: sustainable ?? 0,
        sustainableRequestsPerSecond: sustained?.requestsPerSecond ?? 0,
        cpuSecondsPer1000Requests: sustained?.cpuSecondsPer1000Requests ?? null,
        atHalf: half
          ? {
              arrivalsPerSecond: half.arrivalsPerSecond,
              writeP99: half.writeP99,
              chatFirstTokenP99: half.chatFirstTokenP99,
              readP99: half.readP99,
              errors: half.errors,
              chats: half.counts.chat,
            }
          : null,
        steps: results,
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

await main();
// Readers still thinking would keep the process alive until their next step.
process.exit(0);
