import type { FastifyBaseLogger } from 'fastify';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import type { Encoder } from '../../lib/meaning/encoder';
import { buildMeaningIndex } from '../../lib/meaning/indexer';

/**
 * Keeps the meaning index up to date in the background: once when the server starts listening (what is already
 * imported) and again each time the background import settles. Runs never overlap; a request for a run while one
 * is under way makes one more run after it. Returns a stop function that aborts the run under way.
 */
export function keepMeaningIndexCurrent(
  db: Database,
  encoder: Encoder,
  log: FastifyBaseLogger,
): () => Promise<void> {
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
          const summary = await buildMeaningIndex(db, { encoder, signal: controller.signal });
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
  return async () => {
    unsubscribe();
    controller.abort();
    await running?.catch(() => {});
    await encoder.close();
  };
}
