import type { VerseScriptureRef } from '../../../common/scripture/scripture-ref';

/** A passage found by meaning, before its text is read. */
export type Candidate = VerseScriptureRef & { score: number };

/**
 * The best `count` candidates of a tradition, skipping any within one verse of one already taken in the same
 * chapter: neighbouring verses share most of their passage, so without this one teaching fills every place.
 * `candidates` is best first.
 */
export function diversify<T extends Candidate>(candidates: readonly T[], count: number): T[] {
  const taken: T[] = [];
  for (const candidate of candidates) {
    if (taken.length === count) break;
    const overlaps = taken.some(
      (other) =>
        other.book === candidate.book &&
        other.chapter === candidate.chapter &&
        Math.abs(other.verse - candidate.verse) <= 1,
    );
    if (!overlaps) taken.push(candidate);
  }
  return taken;
}
