import type { FastifyBaseLogger } from 'fastify';
import { COMPARE_DEFAULT_VERSES, compareThemes } from '../../../common/api/chat';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import { retrievePassages } from './retrieval';

/**
 * Ranks the compare panel's preset themes in the background, so the first reader to pick one does not wait for
 * the full-text ranking: once at start, and again each time the background import has finished, since the
 * retrieval cache keys on the library generation and a ranking of the half-imported library is never reused.
 */
export function warmPresetThemes(db: Database, log: FastifyBaseLogger): () => void {
  const warm = () =>
    void (async () => {
      const started = performance.now();
      for (const theme of compareThemes) {
        await retrievePassages(db, theme, { perReligion: COMPARE_DEFAULT_VERSES });
      }
      log.info({ ms: Math.round(performance.now() - started) }, 'compare themes ranked');
    })().catch((error: unknown) => log.warn({ err: error }, 'ranking the compare themes failed'));
  warm();
  return libraryOf(db).onSettled(warm);
}
