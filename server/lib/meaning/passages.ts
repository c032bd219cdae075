import { createHash } from 'node:crypto';

export type IndexedVerse = { book: string; chapter: number; verse: number; text: string };

/**
 * How many neighbouring verses on each side join a verse in the text embedded for it. None: on a topical set the
 * verse alone found a fitting verse in the top 5 as often as the verse with one neighbour each side (fused with
 * full text: 64-71% against 61-68%), and costs a third of the encoder's time (ADR 0042).
 */
export const PASSAGE_NEIGHBOURS = 0;

/**
 * The text embedded for each verse: the verse with `neighbours` verses each side in the same chapter (a verse
 * alone can be too short to carry its meaning). `verses` is in reading order.
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
