/**
 * The landing page's main-thread work, measured in a way the machine's load barely moves: a Chromium trace of one
 * fresh-session load of a served build (the splash plays, as in Lighthouse), with Lighthouse's mobile screen
 * (412x823, DPR 1.75) and no throttling, as Lighthouse's simulated mode records it. Each top-level task of the
 * page's main thread is weighed by its THREAD time (`tdur`: the CPU the task used, not the wall time it took while
 * waiting for a core), and the Total Blocking Time Lighthouse would simulate on its 4x slower phone is estimated
 * as the sum of max(0, 4 x thread time - 50 ms) over the tasks after the first contentful paint. Also counts the
 * JavaScript evaluated before the `load` event, before the splash hands over, and in all.
 *
 *   npx tsx bench/main-thread.ts --url http://127.0.0.1:PORT/ [--runs 3] [--seconds 9] [--top 12] [--trace out.json]
 *   npx tsx bench/main-thread.ts --url http://127.0.0.1:PORT/ --from out-1.json,out-2.json   (saved traces)
 *
 * Serve a build with bench/lighthouse.server.ts (LIGHTHOUSE_CLIENT_DIR=<a vite build --outDir>, NODE_ENV=
 * production, PORT, DATA_DIR). bench/README.md ("The main thread by thread time") has the figures.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium, type CDPSession } from 'playwright-core';
import { chromiumHelp, findChromium } from '../scripts/chromium.mjs';

/** Lighthouse's mobile CPU slowdown and the long-task threshold of TBT. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
/** The splash completes 2 s after load; its hand-over starts then (docs/product.md, Splash). */
const HAND_OVER_AFTER_LOAD_MS = 2000;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);
/** Lighthouse 12's own trace categories (core/gather/gatherers/trace.js): the same tracing overhead as its runs. */
const CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.screenshot',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
].join(',');

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; frame?: string } & Record<string, unknown>;
};

type Task = { start: number; wallMs: number; threadMs: number; label: string; children: TraceEvent[] };

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

async function recordTrace(url: string, seconds: number): Promise<TraceEvent[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(`No Chromium found. ${chromiumHelp}`);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // Real time on purpose: the splash's 2 s and the sections after it run on the page's own clock.
    await page.waitForTimeout(seconds * 1000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** What a task's thread time is spent on: the trace events that name a script, a callback or a rendering step. */
const WORK = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'v8.parseOnBackground',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND_MARKING',
]);

/** A task's name for the table: the three kinds of work with the most self thread time in it. */
function labelOf(descendants: TraceEvent[]): string {
  const work = descendants.filter((event) => WORK.has(event.name));
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; key: string }[] = [];
  const keyOf = (event: TraceEvent) => {
    const data = (event.args?.data ?? {}) as { url?: string; functionName?: string; type?: string };
    const file = data.url ? String(data.url).replace(/^.*\//, '') : '';
    const detail = data.type ?? data.functionName ?? '';
    return [event.name, detail, file].filter(Boolean).join(' ');
  };
  for (const event of work) {
    while (stack.length && event.ts >= stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0)) stack.pop();
    const own = (event.tdur ?? event.dur ?? 0) / 1000;
    const parent = stack.at(-1);
    if (parent) self.set(parent.key, (self.get(parent.key) ?? 0) - own);
    const key = keyOf(event);
    self.set(key, (self.get(key) ?? 0) + own);
    stack.push({ event, key });
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 3);
  return top.length
    ? top.map(([key, value]) => `${key} ${Math.round(value)}`).join('; ')
    : '(no script or rendering step)';
}

function navigationOf(events: TraceEvent[], url: string): TraceEvent | undefined {
  return events.find((event) => {
    const data = event.args?.data as { documentLoaderURL?: string; isLoadingMainFrame?: boolean } | undefined;
    return (
      event.name === 'navigationStart' &&
      data?.isLoadingMainFrame === true &&
      String(data.documentLoaderURL).startsWith(url)
    );
  });
}

const hasNavigation = (events: TraceEvent[], url: string) => navigationOf(events, url) !== undefined;

export function analyse(events: TraceEvent[], url: string) {
  const navigation = navigationOf(events, url);
  if (!navigation) throw new Error('The trace has no navigation to the page');
  const { pid, tid, ts: origin } = navigation;
  const frame = navigation.args?.frame;
  const ms = (ts: number) => (ts - origin) / 1000;
  const mark = (name: string) => {
    const found = events.find(
      (event) =>
        event.name === name && event.pid === pid && event.args?.frame === frame && event.ts >= origin,
    );
    return found ? ms(found.ts) : NaN;
  };
  const fcp = mark('firstContentfulPaint');
  const load = mark('loadEventEnd');
  const lcpCandidates = events.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === pid && event.ts >= origin,
  );
  const lcp = lcpCandidates.length ? ms(lcpCandidates.at(-1)!.ts) : NaN;
  // Which element it was: the splash line at the first paint, or (now and then) the hero's title after the
  // hand-over, which costs a Lighthouse run most of LCP's points (bench/README.md, ADR 0093).
  const lcpNodeName = String(lcpCandidates.at(-1)?.args?.data?.nodeName ?? '');
  const lcpElement = lcpNodeName.match(/^\w+(?: id='[^']*')?/)?.[0] ?? '(none)';
  const handOver = load + HAND_OVER_AFTER_LOAD_MS;

  const onMain = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= origin)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  let current: { event: TraceEvent; children: TraceEvent[] } | undefined;
  for (const event of onMain) {
    const end = (event.ts + (event.dur ?? 0)) as number;
    if (current && end <= current.event.ts + (current.event.dur ?? 0)) {
      current.children.push(event);
      continue;
    }
    if (!TASK_NAMES.has(event.name)) continue;
    if (current) tasks.push(toTask(current));
    current = { event, children: [] };
  }
  if (current) tasks.push(toTask(current));

  function toTask({ event, children }: { event: TraceEvent; children: TraceEvent[] }): Task {
    return {
      start: ms(event.ts),
      wallMs: (event.dur ?? 0) / 1000,
      threadMs: (event.tdur ?? event.dur ?? 0) / 1000,
      label: labelOf(children),
      children,
    };
  }

  const blocking = (task: Task) => Math.max(0, CPU_SLOWDOWN * task.threadMs - BLOCKING_MS);
  const afterFcp = tasks.filter((task) => task.start >= fcp);
  const sum = (list: Task[], of: (task: Task) => number) => list.reduce((total, task) => total + of(task), 0);
  const phases = {
    'FCP to load': afterFcp.filter((task) => task.start < load),
    'load to hand-over': afterFcp.filter((task) => task.start >= load && task.start < handOver),
    'after hand-over': afterFcp.filter((task) => task.start >= handOver),
  };

  // JavaScript by the time its evaluation started (classic scripts and modules), weighed as transferred.
  const urlOf = new Map<string, string>();
  const bytesOf = new Map<string, number>();
  for (const event of events) {
    const data = event.args?.data as
      { requestId?: string; url?: string; encodedDataLength?: number } | undefined;
    if (!data?.requestId) continue;
    if (event.name === 'ResourceSendRequest' && data.url) urlOf.set(data.requestId, data.url);
    const requested = urlOf.get(data.requestId);
    if (event.name === 'ResourceFinish' && requested) bytesOf.set(requested, data.encodedDataLength ?? 0);
  }
  const evaluated = new Map<string, number>();
  for (const event of onMain) {
    const data = event.args?.data as { url?: string } | undefined;
    const name = event.name;
    if (
      (name === 'EvaluateScript' || name === 'v8.evaluateModule' || name === 'v8.compileModule') &&
      data?.url
    )
      if (!evaluated.has(data.url)) evaluated.set(data.url, ms(event.ts));
  }
  const scriptsBy = (limit: number) => {
    const urls = [...evaluated].filter(([, at]) => at < limit).map(([scriptUrl]) => scriptUrl);
    return { count: urls.length, kb: urls.reduce((total, u) => total + (bytesOf.get(u) ?? 0), 0) / 1024 };
  };

  return {
    fcpMs: fcp,
    lcpMs: lcp,
    lcpElement,
    loadMs: load,
    tbtEstimateMs: sum(afterFcp, blocking),
    threadMsAfterFcp: sum(afterFcp, (task) => task.threadMs),
    wallMsAfterFcp: sum(afterFcp, (task) => task.wallMs),
    phases: Object.fromEntries(
      Object.entries(phases).map(([phase, list]) => [
        phase,
        { threadMs: sum(list, (task) => task.threadMs), tbtEstimateMs: sum(list, blocking) },
      ]),
    ),
    scripts: {
      beforeLoad: scriptsBy(load),
      beforeHandOver: scriptsBy(handOver),
      all: scriptsBy(Infinity),
    },
    longTasks: afterFcp
      .filter((task) => blocking(task) > 0)
      .sort((a, b) => b.threadMs - a.threadMs)
      .map((task) => ({
        startMs: Math.round(task.start),
        threadMs: Math.round(task.threadMs),
        wallMs: Math.round(task.wallMs),
        label: task.label,
      })),
  };
}
async function main() {
  const url = option('url', '');
  if (!url) throw new Error('Pass --url of a served build (see the header of this file).');
  const runs = Number(option('runs', '3'));
  const seconds = Number(option('seconds', '9'));
  const top = Number(option('top', '12'));
  const tracePath = option('trace', '');
  const results = [];
  // --from: analyse traces saved earlier with --trace (comma-separated) instead of loading the page again.
  const saved = option('from', '').split(',').filter(Boolean);
  for (let run = 1; run <= (saved.length || runs); run += 1) {
    let events: TraceEvent[] = saved.length
      ? JSON.parse(readFileSync(saved[run - 1]!, 'utf8'))
      : await recordTrace(url, seconds);
    // Now and then (a loaded machine) a trace holds no navigation of the page's main frame: load it once more.
    if (!saved.length && !hasNavigation(events, url)) events = await recordTrace(url, seconds);
    if (tracePath) writeFileSync(tracePath.replace(/(\.json)?$/, `-${run}.json`), JSON.stringify(events));
    const result = analyse(events, url);
    results.push(result);
    const round = (value: number) => Math.round(value);
    console.log(
      `run ${run}: TBT estimate ${round(result.tbtEstimateMs)} ms (thread ${round(result.threadMsAfterFcp)} ms, ` +
        `wall ${round(result.wallMsAfterFcp)} ms after FCP ${round(result.fcpMs)} ms; LCP ${round(result.lcpMs)} ms on ${result.lcpElement}; load ${round(result.loadMs)} ms)`,
    );
    for (const [phase, figures] of Object.entries(result.phases))
      console.log(
        `  ${phase}: thread ${round(figures.threadMs)} ms, TBT estimate ${round(figures.tbtEstimateMs)} ms`,
      );
    for (const [when, figures] of Object.entries(result.scripts))
      console.log(`  JS evaluated ${when}: ${figures.count} files, ${figures.kb.toFixed(1)} KB transferred`);
    for (const task of result.longTasks.slice(0, top))
      console.log(`    @${task.startMs} ms thread ${task.threadMs} ms (wall ${task.wallMs}) ${task.label}`);
  }
  const lateLcp = results.filter((result) => result.lcpMs > result.loadMs + HAND_OVER_AFTER_LOAD_MS).length;
  console.log(`LCP after the hand-over in ${lateLcp} of ${results.length} runs`);
  const estimates = results.map((result) => Math.round(result.tbtEstimateMs)).sort((a, b) => a - b);
  console.log(
    `TBT estimates: ${estimates.join(', ')} ms; median ${estimates[Math.floor(estimates.length / 2)]} ms`,
  );
}

await main();
