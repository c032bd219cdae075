/**
 * A book the question names ('what does Ecclesiastes mean by vanity'): in the traditions that hold it, its own
 * ranking comes before the whole library's, and its passages are chosen before any other's.
 */
import type { ReligionId } from '../../../common/scripture/religions';
import type { RankedPassage } from './full-text-ranking';
import { keyOf } from './passage-assembly';

/** Above any score a passage can have: the named book's passages are chosen first. */
export const NAMED_BOOK_STANDING = 1e9;

/** The whole library's ranking with the named book's own ranking put first, for the traditions that hold it. */
export function withNamedBook(
  whole: Record<ReligionId, RankedPassage[]>,
  book: Record<ReligionId, RankedPassage[]>,
): Record<ReligionId, RankedPassage[]> {
  const merged = { ...whole };
  for (const religion of Object.keys(book) as ReligionId[]) {
    const first = book[religion] ?? [];
    const keys = new Set(first.map(keyOf));
    merged[religion] = [...first, ...(whole[religion] ?? []).filter((entry) => !keys.has(keyOf(entry)))];
  }
  return merged;
}

/** The named book's passages before the others, each group in its order (the fusion may have mixed them). */
export function namedBookFirst(
  ranked: Record<ReligionId, RankedPassage[]>,
  inNamedBook: (entry: RankedPassage) => boolean,
): Record<ReligionId, RankedPassage[]> {
  const ordered = {} as Record<ReligionId, RankedPassage[]>;
  for (const religion of Object.keys(ranked) as ReligionId[]) {
    const list = ranked[religion] ?? [];
    ordered[religion] = [...list.filter(inNamedBook), ...list.filter((entry) => !inNamedBook(entry))];
  }
  return ordered;
}
