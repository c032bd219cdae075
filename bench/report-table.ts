/** Turns the collected benchmark results into the one table of speed goals (docs/product.md) in bench/README.md. */

export type StepResult = {
  at: string;
  seconds: number;
  loadAverage: number[];
  command: string;
  exitCode: number;
  objects: unknown[];
};
export type BenchResults = Partial<
  Record<'startup' | 'chapterRead' | 'search' | 'compare' | 'lighthouse' | 'load', StepResult>
>;

type Row = { figure: string; goal: string; measured: string; met: boolean | undefined; step?: StepResult };

type Startup = {
  driver: string;
  firstStart: { readySeconds: number; rows: number; failed: string[] };
  laterStart: { readySeconds: number; answeredCpuSeconds: number };
};
type ChapterRead = {
  driver: string;
  app: { p50: number; p99: number; requestsPerSecond: number; cpuMicrosPerRequest: number };
  bare: { p99: number; requestsPerSecond: number; cpuMicrosPerRequest: number };
  throughputRatio: number;
  cpuRatio: number;
};
type Search = { driver: string; p50: number; p95: number; p99: number };
type Summary = { p50: number; p95: number };
type Compare = { driver: string; compare: { cold: Summary; warm: Summary; presetThemes: Summary } };
type Lighthouse = {
  page: string;
  preset: string;
  performance: number;
  accessibility: number;
  initialJsKbGzip: number;
};
type LoadRoute = { route: string; requests: number; p50: number; p99: number; errors: number };
type Load = {
  connections: number;
  seconds: number;
  requests: number;
  errors: number;
  routes: LoadRoute[];
  maxRssMb?: number;
  cpuPercent?: number;
  coreWaitPercent?: number;
};

const driverName = (driver: string) => (driver === 'postgres' ? 'PostgreSQL' : 'PGlite');
const ms = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 1 })} ms`;
const of = <T>(step: StepResult | undefined) => (step?.objects ?? []) as T[];

function startupRows(step: StepResult | undefined): Row[] {
  return of<Startup>(step).flatMap((run) => [
    {
      figure: `First start imports every available corpus (${driverName(run.driver)}, \`npm start\`)`,
      goal: '< 120 s',
      measured: `${run.firstStart.readySeconds} s, ${run.firstStart.rows.toLocaleString('en')} rows`,
      met: run.firstStart.readySeconds < 120 && run.firstStart.failed.length === 0,
      step,
    },
    {
      figure: `Later start ready (${driverName(run.driver)})`,
      goal: '< 3 s',
      measured: `${run.laterStart.readySeconds} s (${run.laterStart.answeredCpuSeconds} s CPU)`,
      met: run.laterStart.readySeconds < 3,
      step,
    },
  ]);
}

function chapterRows(step: StepResult | undefined): Row[] {
  return of<ChapterRead>(step).flatMap((run) => [
    {
      figure: `Chapter read p99, 50 connections (${driverName(run.driver)})`,
      goal: '< 10 ms',
      measured: `${ms(run.app.p99)} (p50 ${ms(run.app.p50)}; bare node:http p99 ${ms(run.bare.p99)})`,
      met: run.app.p99 < 10,
      step,
    },
    {
      figure: `Chapter read throughput vs bare node:http (${driverName(run.driver)})`,
      goal: '>= 0.5',
      measured:
        `${run.throughputRatio} (${Math.round(run.app.requestsPerSecond).toLocaleString('en')} vs ` +
        `${Math.round(run.bare.requestsPerSecond).toLocaleString('en')} req/s; CPU ratio ${run.cpuRatio}: ` +
        `${run.app.cpuMicrosPerRequest} vs ${run.bare.cpuMicrosPerRequest} µs/req)`,
      met: run.throughputRatio >= 0.5,
      step,
    },
  ]);
}

function searchRows(step: StepResult | undefined): Row[] {
  return of<Search>(step).map((run) => ({
    figure: `Search p95 (${driverName(run.driver)})`,
    goal: '< 50 ms',
    measured: `${ms(run.p95)} (p50 ${ms(run.p50)}, p99 ${ms(run.p99)})`,
    met: run.p95 < 50,
    step,
  }));
}

function compareRows(step: StepResult | undefined): Row[] {
  return of<Compare>(step).flatMap((run) =>
    (
      [
        ['preset themes', run.compare.presetThemes],
        ['a theme asked before', run.compare.warm],
        ['a first-time custom theme', run.compare.cold],
      ] as const
    ).map(([what, figures]) => ({
      figure: `Compare five traditions, offline guide, ${what} (${driverName(run.driver)})`,
      goal: 'p95 < 100 ms',
      measured: `p95 ${ms(figures.p95)} (p50 ${ms(figures.p50)})`,
      met: figures.p95 < 100,
      step,
    })),
  );
}

function lighthouseRows(step: StepResult | undefined): Row[] {
  return of<Lighthouse>(step)
    .filter((row) => row.page === '/')
    .flatMap((row) => [
      {
        figure: `Landing page Lighthouse performance (${row.preset})`,
        goal: '>= 95',
        measured: String(row.performance),
        met: row.performance >= 95,
        step,
      },
      {
        figure: `Landing page Lighthouse accessibility (${row.preset})`,
        goal: '100',
        measured: String(row.accessibility),
        met: row.accessibility === 100,
        step,
      },
      ...(row.preset === 'mobile'
        ? [
            {
              figure: 'Landing page initial JavaScript',
              goal: '< 200 KB gzip',
              measured: `${row.initialJsKbGzip} KB`,
              met: row.initialJsKbGzip < 200,
              step,
            },
          ]
        : []),
    ]);
}

function loadRows(step: StepResult | undefined): Row[] {
  return of<Load>(step).flatMap((run) => [
    {
      figure: `Load: ${run.connections} users for ${run.seconds} s, realistic mix (PostgreSQL): errors`,
      goal: '0',
      measured:
        `${run.errors} of ${run.requests.toLocaleString('en')} requests` +
        (run.maxRssMb ? `; max RSS ${Math.round(run.maxRssMb)} MB` : '') +
        (run.coreWaitPercent !== undefined
          ? `; server CPU ${run.cpuPercent}% of a core, waiting for a core ${run.coreWaitPercent}% of the time`
          : ''),
      met: run.errors === 0,
      step,
    },
    ...run.routes.map((route) => ({
      figure: `Load: ${route.route}`,
      goal: '(p50 / p99 reported)',
      measured: `p50 ${ms(route.p50)}, p99 ${ms(route.p99)}, ${route.requests.toLocaleString('en')} requests, ${route.errors} errors`,
      met: undefined,
      step,
    })),
  ]);
}

export function formatReport(results: BenchResults, machine: { cores: number; memoryGiB: number }): string {
  const rows = [
    ...startupRows(results.startup),
    ...chapterRows(results.chapterRead),
    ...searchRows(results.search),
    ...compareRows(results.compare),
    ...lighthouseRows(results.lighthouse),
    ...loadRows(results.load),
  ];
  const dates = Object.values(results).map((step) => step.at.slice(0, 16).replace('T', ' '));
  const lines = [
    `Machine: ${machine.cores} cores, ${Math.round(machine.memoryGiB)} GiB. Measured ${dates.sort()[0] ?? ''} to ` +
      `${dates.sort().at(-1) ?? ''} UTC by \`npm run bench\` (raw results: bench/results/report.json).`,
    '',
    '| Figure (docs/product.md, Speed goals) | Goal | Measured | Met | Load avg | Command |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.figure} | ${row.goal} | ${row.measured} | ${row.met === undefined ? '' : row.met ? 'yes' : '**no**'} | ` +
        `${row.step?.loadAverage.join('-') ?? ''} | \`${row.step?.command ?? ''}\` |`,
    ),
  ];
  return lines.join('\n');
}
