import { createHash } from 'node:crypto';

export type IndexedVerse = { book: string; chapter: number; verse: number; text: string };

/** How many neighbouring verses on each side join a verse in its passage (measured in ADR 0042). */
export const PASSAGE_NEIGHBOURS = 1;

/**
 * The passage embedded for each verse: the verse with its neighbours in the same chapter. A verse alone is often
 * too short to carry its meaning ("For a tremendous Day"), and the sentence encoder then favours such fragments.
 * `verses` is in reading order.
 */
export function passagesOf(verses: readonly IndexedVerse[], neighbours = PASSAGE_NEIGHBOURS): string[] {
  return verses.map((verse, index) => {
    const parts: string[] = [];
    for (let at = index - neighbours; at <= index + neighbours; at++) {
      const other = verses[at];
      if (other && other.book === verse.book && other.chapter === verse.chapter)
        parts.push(other.text.trim());
    }
    return parts.join(' ');
  });
}

/** The key of one passage's embedding: the model, the version of the import that wrote it, and its text. */
export function passageHash(model: string, sourceVersion: string, text: string): string {
  return createHash('sha256').update(`${model}\u0000${sourceVersion}\u0000${text}`).digest('hex');
}

/** The key of a batch of passages (one chapter), for the cache on disk. */
export function batchHash(passageHashes: readonly string[]): string {
  return createHash('sha256').update(passageHashes.join('\n')).digest('hex');
}
