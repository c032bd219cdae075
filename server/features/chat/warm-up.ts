import type { FastifyBaseLogger } from 'fastify';
import { COMPARE_DEFAULT_VERSES, compareThemes } from '../../../common/api/chat';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import type { QueryEmbedder } from '../../lib/meaning/query-embedder';
import { completedTranslations } from '../../lib/meaning/store';
import { retrievePassages } from './retrieval';

/** The model's first load takes seconds; the warm-up may wait for it, a reader's question may not. */
const WARM_EMBED_TIMEOUT_MS = 30_000;

/**
 * Ranks the compare panel's preset themes in the background, so the first reader to pick one does not wait for
 * the full-text ranking: once at start, and again each time the background import has finished, since the
 * retrieval cache keys on the library generation and a ranking of the half-imported library is never reused.
 */
export function warmPresetThemes(db: Database, log: FastifyBaseLogger, meaning?: QueryEmbedder): () => void {
  const warm = () =>
    void (async () => {
      const started = performance.now();
      // Waits out the query encoder's first load here (only when an index exists to search), so a reader's first
      // theme does not go without its meaning.
      if (meaning && (await completedTranslations(db, meaning.model)).length > 0)
        await meaning.embed(compareThemes[0] ?? '', { timeoutMs: WARM_EMBED_TIMEOUT_MS });
      for (const theme of compareThemes) {
        await retrievePassages(db, theme, { perReligion: COMPARE_DEFAULT_VERSES, meaning });
      }
      log.info({ ms: Math.round(performance.now() - started) }, 'compare themes ranked');
    })().catch((error: unknown) => log.warn({ err: error }, 'ranking the compare themes failed'));
  warm();
  return libraryOf(db).onSettled(warm);
}
