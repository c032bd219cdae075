/**
 * Search benchmark: GET /api/search latency (p50/p95/p99) over a mix of theme, phrase and filtered queries,
 * one request at a time over HTTP against the real app, on PGlite and on PostgreSQL. Goal: p95 under 50 ms.
 *
 *   npx tsx bench/search.ts [--driver pglite|postgres|both] [--rounds 5]
 */
import {
  benchDatabaseTarget,
  buildBenchApp,
  ensureCorpus,
  parseArgs,
  type Driver,
} from './chapter-read.server';

const queries = [
  'forgiveness',
  'compassion',
  'love your neighbour',
  'peace',
  'mercy',
  'patience',
  '"kingdom of heaven"',
  'suffering',
  'desire',
  'truth',
  'wisdom',
  'light',
  'anger',
  'charity',
  'prayer',
  'death',
  'humility',
  'gratitude',
  'justice',
  'faith',
  'god',
  'lord',
];
const filtered = [
  'religion=buddhism&q=mind',
  'religion=islam&q=forgiveness',
  'religion=hinduism&q=duty',
  'translation=kjv&q=compassion',
];
const urls = [
  ...queries.map((query) => `/api/search?q=${encodeURIComponent(query)}`),
  ...filtered.map(
    (query) => `/api/search?${query.replace(/q=(.*)$/, (_, q: string) => `q=${encodeURIComponent(q)}`)}`,
  ),
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function benchDriver(driver: Driver, rounds: number) {
  await ensureCorpus(driver);
  // Every request comes from this one client: the per-client search limit would refuse the later rounds.
  process.env.SEARCH_RATE_LIMIT_MAX = '100000';
  const app = await buildBenchApp(driver);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const slowest: Array<{ url: string; ms: number }> = [];
    const timings: number[] = [];
    for (let round = 0; round <= rounds; round += 1) {
      for (const url of urls) {
        const started = performance.now();
        const response = await fetch(base + url);
        const body = (await response.json()) as { total?: number; message?: string };
        const ms = performance.now() - started;
        if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.message}`);
        if (round === 0) continue; // warm-up round
        timings.push(ms);
        slowest.push({ url, ms });
      }
    }
    timings.sort((a, b) => a - b);
    const round2 = (value: number) => Math.round(value * 10) / 10;
    const p95 = percentile(timings, 0.95);
    console.log(
      JSON.stringify(
        {
          driver,
          target: benchDatabaseTarget(driver),
          requests: timings.length,
          queries: urls.length,
          p50: round2(percentile(timings, 0.5)),
          p95: round2(p95),
          p99: round2(percentile(timings, 0.99)),
          max: round2(timings.at(-1)!),
          slowest: slowest
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 3)
            .map(({ url, ms }) => ({ url: decodeURIComponent(url), ms: round2(ms) })),
          goals: { p95UnderMs: 50, met: p95 < 50 },
        },
        null,
        2,
      ),
    );
  } finally {
    await app.close();
  }
}

const args = parseArgs(process.argv.slice(2));
const drivers: Driver[] =
  args.driver === 'both' || !args.driver ? ['pglite', 'postgres'] : [args.driver as Driver];
for (const driver of drivers) await benchDriver(driver, Number(args.rounds ?? 5));
