import type { FastifyBaseLogger } from 'fastify';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
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
  options: Pick<BuildMeaningIndexOptions, 'cacheDir' | 'include'> = {},
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
          const summary = await buildMeaningIndex(db, { ...options, encoder, signal: controller.signal });
          log.info({ ...summary, ms: Math.round(performance.now() - started) }, 'meaning index up to date');
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
