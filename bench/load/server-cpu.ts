import { readdirSync, readFileSync } from 'node:fs';
import { cpuMs } from './process-stats';

/** CPU seconds used between two readings, by the app's processes, the run's PostgreSQL backends and Redis. */
export type CpuReading = { appSeconds: number; postgresSeconds: number; redisSeconds: number };

type Snapshot = { app: Map<number, number>; postgres: Map<number, number>; redis: Map<number, number> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? text.split(' ').map(Number) : [];
  } catch {
    return [];
  }
}

/** A process and all its descendants (the cluster's primary and its workers). */
function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

function cpuOf(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      used.set(pid, cpuMs(pid));
    } catch {
      // Gone between listing and reading.
    }
  }
  return used;
}

/** The local redis-server, if it runs on this machine (shared with whatever else uses it). */
function redisPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'redis-server') pids.push(Number(entry));
    } catch {
      // Gone.
    }
  }
  return pids;
}

const secondsBetween = (after: Map<number, number>, before: Map<number, number>) => {
  let total = 0;
  // A backend that appeared since the first reading counts from its start; one that ended is not counted.
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return Math.round(total) / 1000;
};

/**
 * CPU time from /proc of everything that serves the run: the server's process tree, the PostgreSQL backends
 * connected to the run's database (`listBackends`) and redis-server.
 */
export function serverCpu(pid: number, instances: number, listBackends: () => Promise<number[]>) {
  const redis = redisPids();
  const snapshot = async (): Promise<Snapshot> => ({
    app: cpuOf(processTree(pid)),
    postgres: cpuOf(await listBackends()),
    redis: cpuOf(redis),
  });
  const reading = (before: Snapshot) => ({
    ...before,
    minus: (earlier: Snapshot): CpuReading => ({
      appSeconds: secondsBetween(before.app, earlier.app),
      postgresSeconds: secondsBetween(before.postgres, earlier.postgres),
      redisSeconds: secondsBetween(before.redis, earlier.redis),
    }),
  });
  return {
    async read() {
      return reading(await snapshot());
    },
    /** With several workers the primary answers health checks as soon as one listens: wait for all. */
    async waitForWorkers(limitMs = 60_000) {
      const started = performance.now();
      const expected = instances > 1 ? instances + 1 : 1;
      while (processTree(pid).length < expected && performance.now() - started < limitMs) await sleep(200);
      if (instances > 1) await sleep(5_000);
    },
    /** Start-up work (the preset themes ranked on listen) done: under 5% of a core for a second. */
    async waitUntilIdle(limitMs = 120_000) {
      const started = performance.now();
      for (;;) {
        const before = cpuOf(processTree(pid));
        await sleep(1_000);
        const used = secondsBetween(cpuOf(processTree(pid)), before);
        if (used < 0.05 * instances || performance.now() - started > limitMs) return;
      }
    },
  };
}
