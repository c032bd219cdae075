import type { FastifyBaseLogger } from 'fastify';
import { COMPARE_DEFAULT_VERSES, compareThemes } from '../../../common/api/chat';
import type { Database } from '../../db/client';
import { retrievePassages } from './retrieval';

/**
 * Ranks the compare panel's preset themes once in the background, so the first reader to pick one does not
 * wait for the full-text ranking. A library still importing simply gives fewer passages; nothing is kept wrong
 * for long, the retrieval cache expires.
 */
export function warmPresetThemes(db: Database, log: FastifyBaseLogger): void {
  void (async () => {
    const started = performance.now();
    for (const theme of compareThemes) {
      await retrievePassages(db, theme, { perReligion: COMPARE_DEFAULT_VERSES });
    }
    log.info({ ms: Math.round(performance.now() - started) }, 'compare themes ranked');
  })().catch((error: unknown) => log.warn({ err: error }, 'ranking the compare themes failed'));
}
