/**
 * Lighthouse's own view of a saved trace's main-thread tasks: each task of at least --min ms (wall) with the URL
 * Lighthouse attributes it to (its long-tasks audit lists a task it cannot attribute as "Unattributable"), its
 * thread time, and the five kinds of work with the most self time in it. Reads the traces bench/main-thread.ts
 * saves with --trace, or a Lighthouse run's trace (`lighthouse ... --save-assets` writes <name>-0.trace.json).
 *
 *   npx tsx bench/lighthouse-tasks.ts [--min 8] trace-1.json [trace-2.json ...]
 *
 * A task whose only JavaScript is an ES module's evaluation is "Unattributable": Chromium's v8.evaluateModule
 * event names no script, and Lighthouse attributes a task by the URLs its events carry (bench/README.md).
 */
import { readFileSync } from 'node:fs';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { getAttributableURLForTask } from 'lighthouse/core/lib/tracehouse/task-summary.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

type Node = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

const minIndex = process.argv.indexOf('--min');
const minMs = minIndex >= 0 ? Number(process.argv[minIndex + 1]) : 8;
const files = process.argv
  .slice(2)
  .filter((arg, index, all) => arg !== '--min' && all[index - 1] !== '--min');

for (const file of files) {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const traceEvents = Array.isArray(parsed) ? parsed : (parsed as { traceEvents: unknown[] }).traceEvents;
  const trace = TraceProcessor.processTrace({ traceEvents } as Parameters<
    typeof TraceProcessor.processTrace
  >[0]);
  const navigation = TraceProcessor.processNavigation(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    trace.mainThreadEvents,
    trace.frames,
    trace.timestamps.traceEnd,
    trace.timestamps.timeOrigin,
  );
  const scriptUrls = new Set(
    tasks.flatMap((task) => task.attributableURLs).filter((url) => /\.m?js/.test(url)),
  );
  const fcp = Math.round(navigation.timings.firstContentfulPaint ?? NaN);
  console.log(`${file}: FCP ${fcp} ms, load ${Math.round(navigation.timings.load ?? NaN)} ms`);
  for (const task of tasks.filter((candidate) => !candidate.parent && candidate.duration >= minMs)) {
    const self = new Map<string, number>();
    const walk = (node: Node) => {
      const type = (node.event.args?.data as { type?: string } | undefined)?.type;
      const key = type ? `${node.event.name}:${type}` : node.event.name;
      self.set(key, (self.get(key) ?? 0) + node.selfTime);
      node.children.forEach(walk);
    };
    walk(task);
    const work = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join('; ');
    const url = getAttributableURLForTask(task, scriptUrls).replace(/^.*\//, '') || '(document)';
    const threadMs = ((task.event as { tdur?: number }).tdur ?? 0) / 1000;
    console.log(
      `  @${Math.round(task.startTime)} ms wall ${task.duration.toFixed(1)} thread ${threadMs.toFixed(1)} [${url}] ${work}`,
    );
  }
}
