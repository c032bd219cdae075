import { libraryOf } from '../corpus/library-generation';
import type { Database } from '../db/client';
import { meaningProgressOf } from './meaning/progress';
import type { RedisLink } from './redis-link';

/** Broadcast when an app server finishes importing a source: every cache built from the library is stale. */
export const LIBRARY_CHANNEL = 'library-changed';
/** Broadcast when an app server completes a translation's meaning index: in-memory vectors and parallels are. */
export const MEANING_CHANNEL = 'meaning-index-changed';

/**
 * Tells the other app servers when this one changes what their caches were built from, and starts a new
 * generation here when another one does. The caches built from the library (chapters, catalog, retrieval,
 * translations, parallels) key on the library generation, and the meaning vectors and parallels on the meaning
 * stamp, so bumping them empties those caches at once. The library generation also re-reads the database's import
 * fingerprint every two seconds, which carries a change across servers by itself while Redis is down.
 * Caches keyed on what they hold (share cards and speech by their content, query vectors by the question) and
 * static word data never go stale; no cache holds a user's data.
 */
export function shareCacheInvalidation(db: Database, link: RedisLink): () => void {
  const library = libraryOf(db);
  const meaning = meaningProgressOf(db);
  const fromOthers = (apply: () => void) => (sender: string) => {
    if (sender !== link.instanceId) apply();
  };
  const stops = [
    library.onImported(() => void link.publish(LIBRARY_CHANNEL, link.instanceId)),
    meaning.onAdvance(() => void link.publish(MEANING_CHANNEL, link.instanceId)),
    link.subscribe(
      LIBRARY_CHANNEL,
      fromOthers(() => library.bump()),
    ),
    link.subscribe(
      MEANING_CHANNEL,
      fromOthers(() => {
        // Not advance(): that would broadcast it back.
        meaning.stamp += 1;
      }),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
