import type { FastifyBaseLogger } from 'fastify';
import { libraryOf } from '../../corpus/library-generation';
import type { Database, DatabaseHandle } from '../../db/client';
import type { Encoder } from '../../lib/meaning/encoder';
import { buildMeaningIndex, type BuildMeaningIndexOptions } from '../../lib/meaning/indexer';

export type MeaningIndexRunner = {
  /** Aborts the run under way, stops following imports and closes the encoder. */
  stop: () => Promise<void>;
  /** Resolves once no run is under way or due. */
  idle: () => Promise<void>;
};

/**
 * Keeps the meaning index up to date in the background: once at once (what is already imported) and again each
 * time the background import settles. Runs never overlap; a request for a run while one is under way makes one
 * more run after it.
 */
export function keepMeaningIndexCurrent(
  db: Database,
  encoder: Encoder,
  log: FastifyBaseLogger,
  options: Pick<BuildMeaningIndexOptions, 'cacheDir' | 'include'> & {
    /** Runs one server's index build at a time across app servers (the others then find it done). */
    exclusive?: DatabaseHandle['exclusive'];
  } = {},
): MeaningIndexRunner {
  const controller = new AbortController();
  let running: Promise<void> | undefined;
  let again = false;

  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        const started = performance.now();
        try {
          const lock = await heldUnlessAborted(options.exclusive, controller.signal);
          if (!lock) return;
          try {
            const summary = await buildMeaningIndex(db, {
              cacheDir: options.cacheDir,
              include: options.include,
              encoder,
              signal: controller.signal,
            });
            log.info({ ...summary, ms: Math.round(performance.now() - started) }, 'meaning index up to date');
          } finally {
            await lock.release();
          }
        } catch (error) {
          if (controller.signal.aborted) return;
          log.warn({ err: error }, 'meaning index: building stopped; searches use full text alone');
        }
      } while (again && !controller.signal.aborted);
    })().finally(() => {
      running = undefined;
    });
  };

  run();
  const unsubscribe = libraryOf(db).onSettled(run);
  return {
    async stop() {
      unsubscribe();
      controller.abort();
      await running?.catch(() => {});
      await encoder.close();
    },
    async idle() {
      while (running) await running.catch(() => {});
    },
  };
}

const MEANING_INDEX_LOCK = 'sacred-circle:meaning-index';

/**
 * The meaning-index lock, or null when the runner stopped while it waited (a lock granted later is given back):
 * embedding the library costs minutes of CPU, and every app server doing it at once would only repeat the work.
 */
async function heldUnlessAborted(
  exclusive: DatabaseHandle['exclusive'] | undefined,
  signal: AbortSignal,
): Promise<{ release(): Promise<void> } | null> {
  if (!exclusive) return { release: async () => {} };
  const waiting = exclusive(MEANING_INDEX_LOCK);
  const aborted = new Promise<null>((resolve) => {
    if (signal.aborted) resolve(null);
    signal.addEventListener('abort', () => resolve(null), { once: true });
  });
  const lock = await Promise.race([waiting, aborted]);
  if (!lock) void waiting.then((late) => late.release()).catch(() => {});
  return lock;
}
