/**
 * Lighthouse on the public pages of the built app, in the system Chromium (no browser download): builds the
 * client (production build, into a private folder), starts the app on it (bench/lighthouse.server.ts) on a free
 * port with a fresh DATA_DIR, then runs the `lighthouse` CLI from npm (mobile and desktop presets) several times
 * per page and reports the median.
 *
 *   npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/privacy,/terms] [--presets mobile,desktop]
 *
 * CHROME_PATH picks the browser (default: the first system Chromium found). Full reports and a summary go to
 * bench/results/lighthouse-*.json. Goals (docs/product.md, Speed goals): landing performance >= 95, accessibility 100,
 * initial JS under 200 KB gzip.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumHelp, findChromium } from '../scripts/chromium.mjs';
import { projectRoot, run } from '../scripts/client-build.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

type Preset = 'mobile' | 'desktop';
type LighthouseReport = {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score: number | null;
      title: string;
      details?: { items?: { url?: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
};
type RunSummary = {
  scores: Record<string, number>;
  metrics: Record<keyof typeof METRICS, number>;
  initialScripts: string[];
  failedAudits: string[];
  benchmarkIndex: number;
};

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function buildClient(outDir: string) {
  const vite = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const code = await run(process.execPath, [
    vite,
    'build',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  if (code !== 0) throw new Error('The client did not build (see the Vite output above).');
}

async function startServer(clientDir: string, dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lighthouse.server.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LIGHTHOUSE_CLIENT_DIR: clientDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CORPUS_AUTO_IMPORT: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function runLighthouse(url: string, preset: Preset, outputPath: string, chromePath: string): Promise<void> {
  const bin = path.join(projectRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    bin,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    '--quiet',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code} for ${url}`)),
    );
  });
}

function summarise(report: LighthouseReport): RunSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, audit]) => [key, report.audits[audit]?.numericValue ?? NaN]),
  ) as RunSummary['metrics'];
  const initialScripts = (report.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url)
    .map((item) => new URL(item.url!).pathname);
  const failedAudits = Object.entries(report.audits)
    .filter(([, audit]) => audit.score !== null && audit.score < 0.9)
    .map(([id, audit]) => `${id} (${audit.title}): ${audit.score}`);
  return { scores, metrics, initialScripts, failedAudits, benchmarkIndex: report.environment.benchmarkIndex };
}

/** What the page's scripts weigh gzipped, read from the built files (the server itself does not compress). */
function gzipKilobytes(clientDir: string, pathnames: string[]): number {
  const unique = [...new Set(pathnames)];
  const bytes = unique.reduce(
    (total, pathname) => total + gzipSync(readFileSync(path.join(clientDir, pathname)), { level: 9 }).length,
    0,
  );
  return Math.round(bytes / 102.4) / 10;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const runs = Number(option('runs', '3'));
  const pages = option('pages', '/,/privacy,/terms').split(',');
  const presets = option('presets', 'mobile,desktop').split(',') as Preset[];
  const chromePath = findChromium();
  if (!chromePath) throw new Error(`Lighthouse needs a Chromium. ${chromiumHelp}`);
  const resultsDir = path.join(projectRoot, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'sacred-circle-lighthouse-'));
  const clientDir = path.join(workDir, 'client');
  await buildClient(clientDir);
  const server = await startServer(clientDir, path.join(workDir, 'data'));
  const table: Record<string, unknown>[] = [];
  try {
    for (const page of pages) {
      for (const preset of presets) {
        const summaries: RunSummary[] = [];
        for (let run = 1; run <= runs; run += 1) {
          const name = `lighthouse-${page === '/' ? 'landing' : page.slice(1)}-${preset}-${run}.json`;
          const outputPath = path.join(resultsDir, name);
          // A busy machine sometimes loses the trace (NO_NAVSTART); one retry, then give up.
          await runLighthouse(`${server.url}${page}`, preset, outputPath, chromePath).catch(() =>
            runLighthouse(`${server.url}${page}`, preset, outputPath, chromePath),
          );
          summaries.push(summarise(JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport));
        }
        const row = {
          page,
          preset,
          runs,
          ...Object.fromEntries(
            CATEGORIES.map((category) => [category, median(summaries.map((s) => s.scores[category]!))]),
          ),
          fcpMs: Math.round(median(summaries.map((s) => s.metrics.fcp))),
          lcpMs: Math.round(median(summaries.map((s) => s.metrics.lcp))),
          tbtMs: Math.round(median(summaries.map((s) => s.metrics.tbt))),
          cls: Number(median(summaries.map((s) => s.metrics.cls)).toFixed(3)),
          speedIndexMs: Math.round(median(summaries.map((s) => s.metrics.si))),
          initialJsKbGzip: gzipKilobytes(clientDir, summaries[0]!.initialScripts),
          // Lighthouse's CPU benchmark of this machine during the runs (lower = slower or busier).
          benchmarkIndex: Math.round(median(summaries.map((s) => s.benchmarkIndex))),
          loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
          belowNinety: summaries[0]!.failedAudits,
        };
        table.push(row);
        console.log(JSON.stringify(row));
      }
    }
  } finally {
    await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  const summaryPath = path.join(resultsDir, 'lighthouse-summary.json');
  writeFileSync(
    summaryPath,
    JSON.stringify(
      { at: new Date().toISOString(), cpus: os.cpus().length, loadAverage: os.loadavg(), rows: table },
      null,
      2,
    ),
  );
  console.table(table.map(({ belowNinety: _belowNinety, ...row }) => row));
  console.log(`Reports in bench/results/ (summary: ${path.relative(projectRoot, summaryPath)})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
