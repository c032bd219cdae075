import { resolveReligion, type ReligionId } from '@common/scripture/religions';

/** What the dashboard shows: `/dashboard?religion=&book=&chapter=&verse=` in the address bar. */
export type ReaderSelection = {
  religion: ReligionId | null;
  book: string | null;
  chapter: number;
  /** A verse to bring into view and highlight (from a deep link, a search hit or the random verse card). */
  verse: number | null;
};

export const emptySelection: ReaderSelection = { religion: null, book: null, chapter: 1, verse: null };

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return null;
  const number = Number.parseInt(value, 10);
  return number >= 1 ? number : null;
}

/**
 * Reads a selection from a query string. Anything unusable is dropped rather than shown as an error: an unknown
 * religion opens the chooser, a bad chapter opens chapter 1. The religion may be an alias ('bible', 'quran').
 */
export function parseDeepLink(search: string): ReaderSelection {
  const params = new URLSearchParams(search);
  const religion = resolveReligion(params.get('religion') ?? '') ?? null;
  if (!religion) return emptySelection;
  const book = params.get('book')?.trim() || null;
  const chapter = positiveInt(params.get('chapter')) ?? 1;
  const verse = book ? positiveInt(params.get('verse')) : null;
  return { religion, book, chapter, verse };
}

/** The query string (with '?', or '' for no selection) that reopens `selection` after a reload or when shared. */
export function deepLinkSearch(selection: ReaderSelection): string {
  if (!selection.religion) return '';
  const params = new URLSearchParams({ religion: selection.religion });
  if (selection.book) {
    params.set('book', selection.book);
    params.set('chapter', String(selection.chapter));
    if (selection.verse) params.set('verse', String(selection.verse));
  }
  return `?${params.toString()}`;
}
