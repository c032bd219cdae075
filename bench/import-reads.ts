/**
 * Reads while the first import writes (PGlite by default): a server on a fresh DATA_DIR first imports one source
 * (the World English Bible), is stopped, and is started again to import the rest of the library in the
 * background, the way `npm start` does on a first run. While that import runs, one reader asks for a chapter of
 * the imported Bible every 50 ms (a different chapter each time, so the in-process chapter cache does not answer
 * for the database) and a search every second; the latencies are reported during the import and, for
 * comparison, after it. Goal: chapter read p95 < 50 ms during the import.
 *
 *   CORPUS_MIRROR=../shared/corpora npx tsx bench/import-reads.ts [--sources islam,judaism] [--driver postgres]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportProgress } from '../common/api/health';
import type { BookSummary } from '../common/api/scripture';
import { parseArgs } from './chapter-read.server';
import { findFreePort, waitForExit } from '../server/test/child-process';

const projectRoot = path.resolve(import.meta.dirname, '..');
const READ_EVERY_MS = 50;
const SEARCH_EVERY = 20;
const AFTER_READS = 200;

type ChapterKey = { book: string; chapter: number };

/** Every chapter of the imported Bible in order, so consecutive reads never hit the same cached chapter. */
async function bibleChapters(port: number): Promise<ChapterKey[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/religions/christianity/books`);
  const books = (await response.json()) as BookSummary[];
  return books.flatMap((book) =>
    Array.from({ length: book.chapterCount }, (_, index) => ({ book: book.name, chapter: index + 1 })),
  );
}
const searchWords = ['mercy', 'light', 'forgive', 'peace', 'truth', 'patience', 'wisdom', 'heart'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (value: number) => Math.round(value * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

function summary(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round1(percentile(sorted, 0.5)),
    p95: round1(percentile(sorted, 0.95)),
    p99: round1(percentile(sorted, 0.99)),
    max: round1(sorted.at(-1) ?? Number.NaN),
  };
}

let running: ChildProcess | undefined;

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  // The server's log goes to DATA_DIR/server.log: kept when the bench fails (--keep), to see why.
  const log = openSync(path.join(env.DATA_DIR!, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  running = child;
  for (let tries = 0; tries < 600; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/library/import`);
      return child;
    } catch {
      await sleep(100);
    }
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 60 s');
}

async function progress(port: number): Promise<ImportProgress> {
  return (await (await fetch(`http://127.0.0.1:${port}/api/library/import`)).json()) as ImportProgress;
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  if (!(await waitForExit(child, 30_000))) child.kill('SIGKILL');
}

/** What did not answer 200: by status, or by the network error's code (a reset connection). */
const failures = new Map<string, number>();

/** The request's time, or undefined (counted in `failures`) when it did not answer 200. */
async function timed(url: string): Promise<number | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(120_000) });
    await response.arrayBuffer();
    if (response.ok) return performance.now() - started;
    failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    failures.set(code, (failures.get(code) ?? 0) + 1);
  }
  return undefined;
}

async function main() {
  if (!process.env.CORPUS_MIRROR) {
    console.error('Set CORPUS_MIRROR to the corpora mirror (for example ../shared/corpora).');
    process.exit(2);
  }
  const args = parseArgs(process.argv.slice(2));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sacred-circle-import-reads-'));
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: args.driver === 'postgres' ? (process.env.BENCH_DATABASE_URL ?? '') : '',
    CORPUS_AUTO_IMPORT: 'true',
    // Raised like the other benches: one client asks every request.
    SEARCH_RATE_LIMIT_MAX: '100000',
  };
  try {
    // The Bible first, alone: it is what the reader reads while the rest imports.
    let server = await startServer({ ...env, CORPUS_SOURCES: 'christianity:web' }, port);
    while ((await progress(port)).running) await sleep(200);
    const chapters = await bibleChapters(port);
    await stop(server);

    server = await startServer({ ...env, CORPUS_SOURCES: args.sources ?? '' }, port);
    const base = `http://127.0.0.1:${port}/api`;
    const during = { chapter: [] as number[], search: [] as number[] };
    const after = { chapter: [] as number[], search: [] as number[] };
    const started = performance.now();
    let index = 0;
    const read = async (into: typeof during) => {
      const { book, chapter } = chapters[index % chapters.length]!;
      const chapterMs = await timed(
        `${base}/scriptures?religion=christianity&book=${encodeURIComponent(book)}&chapter=${chapter}`,
      );
      if (chapterMs !== undefined) into.chapter.push(chapterMs);
      if (index % SEARCH_EVERY === 0) {
        const q = searchWords[(index / SEARCH_EVERY) % searchWords.length]!;
        const searchMs = await timed(`${base}/search?q=${q}&religion=christianity`);
        if (searchMs !== undefined) into.search.push(searchMs);
      }
      index += 1;
      await sleep(READ_EVERY_MS);
    };
    let last = await progress(port);
    while (last.running) {
      await read(during);
      if (index % 20 === 0) last = await progress(port);
    }
    const importSeconds = round1((performance.now() - started) / 1000);
    for (let count = 0; count < AFTER_READS; count += 1) await read(after);
    await stop(server);
    console.log(
      JSON.stringify(
        {
          driver: args.driver === 'postgres' ? 'postgres' : 'pglite',
          sources: args.sources ?? 'all',
          importSeconds,
          loadAverage: round1(os.loadavg()[0]!),
          duringImport: { chapterMs: summary(during.chapter), searchMs: summary(during.search) },
          afterImport: { chapterMs: summary(after.chapter), searchMs: summary(after.search) },
          failures: Object.fromEntries(failures),
          goal: { chapterP95UnderMs: 50, met: summary(during.chapter).p95 < 50 },
        },
        null,
        2,
      ),
    );
  } finally {
    if (running && running.exitCode === null) await stop(running);
    if (args.keep) console.error(`DATA_DIR kept: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
