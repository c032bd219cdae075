import { dhammapadaVaggas } from '../../../common/scripture/dhammapada';
import type { ScriptureRef } from '../../../common/scripture/scripture-ref';

/** How many verses of a chapter named as a whole ('Psalm 23', 'MN 10') the scholar quotes: its opening. */
export const CHAPTER_OPENING_VERSES = 6;

/**
 * The passage a cited reference stands for: a verse or a range as written, and a whole chapter by its opening
 * verses, so "What does Psalm 23 mean?" is answered with "The LORD is my shepherd" rather than with nothing. A
 * Dhammapada vagga keeps the book-wide numbers of its verses (vagga 5 opens at verse 60).
 */
export function citedPassageOf(ref: ScriptureRef): ScriptureRef {
  if (ref.verse !== undefined) return ref;
  const vagga = ref.book === 'Dhammapada' ? dhammapadaVaggas[ref.chapter - 1] : undefined;
  const first = vagga?.firstVerse ?? 1;
  const last = Math.min(first + CHAPTER_OPENING_VERSES - 1, vagga?.lastVerse ?? Number.MAX_SAFE_INTEGER);
  return { ...ref, verse: first, ...(last > first ? { verseEnd: last } : {}) };
}
