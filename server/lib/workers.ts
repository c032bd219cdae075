import cluster, { type Worker } from 'node:cluster';
import { ConfigError, type Config } from '../config';

/**
 * How many worker processes share the port. One per core by default where that is safe: PGlite is one process's
 * database, and without Redis each worker would count rate limits alone (N workers, N times the limit).
 */
export function workerCount(
  config: Pick<Config, 'WEB_CONCURRENCY' | 'DATABASE_URL' | 'REDIS_URL'>,
  cores: number,
): number {
  const asked = config.WEB_CONCURRENCY;
  if (asked === undefined) return config.DATABASE_URL && config.REDIS_URL ? Math.max(1, cores) : 1;
  if (asked > 1 && !config.DATABASE_URL) {
    throw new ConfigError([
      'WEB_CONCURRENCY: more than one worker needs DATABASE_URL (the embedded PGlite database is one process)',
    ]);
  }
  if (asked > 1 && !config.REDIS_URL) {
    throw new ConfigError([
      'WEB_CONCURRENCY: more than one worker needs REDIS_URL (each worker would count rate limits on its own)',
    ]);
  }
  return asked;
}

/** A worker that dies sooner than this after its start counts towards a crash loop. */
const EARLY_EXIT_MS = 10_000;
/** Early deaths in a row after which the primary gives up instead of restarting forever. */
const MAX_EARLY_EXITS = 5;

type Log = (line: string) => void;

/**
 * The cluster's primary: forks `count` workers (each runs the whole server; the port is shared by Node), starts a
 * new one when one dies, and on SIGTERM/SIGINT passes the signal on and exits once every worker has shut down.
 * Work that must run once (migrations, the import, maintenance) takes database locks inside the workers.
 */
export function superviseWorkers(count: number, log: Log): void {
  let stopping = false;
  let exitCode = 0;
  let earlyExits = 0;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const startedAt = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(exitCode);
      return;
    }
    earlyExits = Date.now() - startedAt < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= MAX_EARLY_EXITS) {
      log(`${earlyExits} workers in a row died at start (last: ${signal ?? `exit ${code}`}); stopping`);
      stopping = true;
      exitCode = 1;
      for (const other of started.keys()) other.process.kill('SIGTERM');
      if (started.size === 0) process.exit(exitCode);
      return;
    }
    log(`worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of started.keys()) worker.process.kill(signal);
    if (started.size === 0) process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));

  log(`starting ${count} workers on one port`);
  for (let index = 0; index < count; index += 1) fork();
}
