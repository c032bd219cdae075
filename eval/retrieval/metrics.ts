import { parseScriptureRef, type ScriptureRef } from '../../common/scripture/scripture-ref';
import type { ReligionId } from '../../common/scripture/religions';

/**
 * A returned passage is relevant when it overlaps an acceptable reference widened by one verse each side (the
 * neighbour of a cited verse usually carries the same thought). A reference without a verse accepts its whole
 * chapter. This under-counts: a fitting passage nobody listed counts as a miss.
 */
export const VERSE_WINDOW = 1;

export type Span = { book: string; chapter: number; first: number; last: number };

function spanOf(ref: ScriptureRef, window: number): Span {
  if (ref.verse === undefined) {
    return { book: ref.book, chapter: ref.chapter, first: 1, last: Number.MAX_SAFE_INTEGER };
  }
  return {
    book: ref.book,
    chapter: ref.chapter,
    first: ref.verse - window,
    last: (ref.verseEnd ?? ref.verse) + window,
  };
}

/** The acceptable references of one tradition, parsed once (an unparseable one is an error in the set). */
export function acceptableSpans(religion: ReligionId, refs: readonly string[]): Span[] {
  return refs.map((text) => {
    const ref = parseScriptureRef(text, { religion });
    if (!ref || ref.religion !== religion) throw new Error(`Not a ${religion} reference: ${text}`);
    return spanOf(ref, VERSE_WINDOW);
  });
}

export function isRelevant(passage: ScriptureRef, acceptable: readonly Span[]): boolean {
  const own = spanOf(passage, 0);
  return acceptable.some(
    (span) =>
      span.book === own.book &&
      span.chapter === own.chapter &&
      own.first <= span.last &&
      own.last >= span.first,
  );
}

/** Relevance of each returned passage, in rank order. */
export function judge(passages: readonly ScriptureRef[], acceptable: readonly Span[]): boolean[] {
  return passages.map((passage) => isRelevant(passage, acceptable));
}

/** 1 when any of the first k is relevant. */
export function hitAt(relevant: readonly boolean[], k: number): number {
  return relevant.slice(0, k).some(Boolean) ? 1 : 0;
}

/** 1 / rank of the first relevant passage, 0 when none is. */
export function reciprocalRank(relevant: readonly boolean[]): number {
  const index = relevant.indexOf(true);
  return index === -1 ? 0 : 1 / (index + 1);
}

/**
 * Share of the returned passages (at most k) that are relevant; null for an empty list, which is counted apart
 * (a relevance floor that returns nothing is not imprecise, it is empty).
 */
export function precisionAt(relevant: readonly boolean[], k: number): number | null {
  const top = relevant.slice(0, k);
  return top.length === 0 ? null : top.filter(Boolean).length / top.length;
}

/** The value at quantile q (0-1) of the samples, nearest-rank. */
export function percentile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((total, value) => total + value, 0) / values.length;
