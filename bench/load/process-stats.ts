import { readFileSync } from 'node:fs';

/** Resident memory and CPU time of a process from /proc (Linux), sampled once a second during the run. */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) * 1024 : 0;
}

/** User + system CPU time so far, in milliseconds (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Time the main thread (the event loop) spent runnable but waiting for a core, in milliseconds (/proc
 * schedstat). Next to its CPU time it tells a slow answer that is work from a machine too busy to run us.
 */
export function runQueueWaitMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
}

export type Sample = { second: number; rssMb: number; cpuPercent: number; waitPercent: number };

export function sampleProcess(pid: number) {
  const samples: Sample[] = [];
  const started = performance.now();
  let lastCpu = cpuMs(pid);
  let lastWait = runQueueWaitMs(pid);
  let lastAt = started;
  const timer = setInterval(() => {
    const now = performance.now();
    const cpu = cpuMs(pid);
    const wait = runQueueWaitMs(pid);
    samples.push({
      second: Math.round((now - started) / 1000),
      rssMb: Math.round(rssBytes(pid) / 1024 / 1024),
      cpuPercent: Math.round(((cpu - lastCpu) / (now - lastAt)) * 100),
      waitPercent: Math.round(((wait - lastWait) / (now - lastAt)) * 100),
    });
    lastCpu = cpu;
    lastWait = wait;
    lastAt = now;
  }, 1000);
  return {
    samples,
    stop: () => clearInterval(timer),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
