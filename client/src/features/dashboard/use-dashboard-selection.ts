import { useCallback, useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReligionSummary } from '@common/api/scripture';
import type { ReligionId } from '@common/scripture/religions';
import type { VerseScriptureRef } from '@common/scripture/scripture-ref';
import { mapBookName } from './book-name-mapping';
import { deepLinkSearch, parseDeepLink, type ReaderSelection } from './deep-link';
import { highlightOf, verseHighlightMachine, type HighlightRequest } from './verse-highlight-machine';

/** The dashboard's name for the verse address its screens open. */
export type VerseTarget = VerseScriptureRef;

/** What changed, for the journey's reading session (docs/product.md, Dashboard selection). */
export type SelectionChange =
  | { kind: 'religion'; religion: ReligionId }
  | { kind: 'book'; religion: ReligionId; book: string; chapter: number }
  | { kind: 'chapter'; religion: ReligionId; book: string; chapter: number };

export type DashboardSelection = {
  religion: ReligionId | null;
  /** The book shown: the requested one mapped onto the tradition's books, or its first book. */
  book: string | null;
  chapter: number;
  /** The tradition has no imported books (the list loaded empty). */
  noBooks: boolean;
  highlight: HighlightRequest | null;
  selectReligion: (religion: ReligionId) => void;
  selectBook: (book: string) => void;
  selectChapter: (chapter: number) => void;
  navigateToVerse: (target: VerseTarget) => void;
  /** Opens a chapter from its start (a place to continue reading), with no verse tinted. */
  openChapter: (place: { religion: ReligionId; book: string; chapter: number }) => void;
};

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/**
 * The religion/book/chapter on show, kept in the address bar (so a reload or a shared link reopens it) and
 * following docs/product.md: a new religion clears the book and resets the chapter; a missing book becomes the mapped or
 * first one; a new book resets the chapter.
 */
export function useDashboardSelection(
  religions: readonly ReligionSummary[] | undefined,
  onSelectionChange?: (change: SelectionChange) => void,
): DashboardSelection {
  const [requested, setRequested] = useState<ReaderSelection>(() => parseDeepLink(currentSearch()));
  const highlighter = useActorRef(verseHighlightMachine);
  const highlight = useSelector(highlighter, highlightOf, sameHighlight);

  const books = religions?.find((religion) => religion.id === requested.religion)?.books;
  const book =
    requested.religion && books
      ? (mapBookName(requested.religion, requested.book ?? '', books) ?? null)
      : null;
  const shown: ReaderSelection = { ...requested, book };

  const scheduleHighlight = useCallback(
    (verse: number) => highlighter.send({ type: 'navigate', verse }),
    [highlighter],
  );

  // A deep link with a verse (also after a reload) highlights it like any navigation to a verse.
  const initialVerse = useRef(requested.verse);
  useEffect(() => {
    if (initialVerse.current) scheduleHighlight(initialVerse.current);
  }, [scheduleHighlight]);

  const link = deepLinkSearch(shown);
  useEffect(() => {
    if (!religions || link === window.location.search) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${link}`);
  }, [link, religions]);

  // Journey events: a book shown (chosen, mapped or the first one) starts a session; another chapter updates it.
  const notify = useRef(onSelectionChange);
  useEffect(() => {
    notify.current = onSelectionChange;
  }, [onSelectionChange]);
  const lastShown = useRef<{ religion: ReligionId; book: string; chapter: number } | null>(null);
  const chapter = requested.chapter;
  const religion = requested.religion;
  useEffect(() => {
    if (!religion || !book) return;
    const previous = lastShown.current;
    lastShown.current = { religion, book, chapter };
    if (previous?.religion === religion && previous.book === book) {
      if (previous.chapter !== chapter) notify.current?.({ kind: 'chapter', religion, book, chapter });
    } else {
      notify.current?.({ kind: 'book', religion, book, chapter });
    }
  }, [religion, book, chapter]);

  return {
    religion: requested.religion,
    book,
    chapter: requested.chapter,
    noBooks: Boolean(requested.religion && books && books.length === 0),
    highlight,
    selectReligion: (next) => {
      if (next === requested.religion) return;
      setRequested({ religion: next, book: null, chapter: 1, verse: null });
      notify.current?.({ kind: 'religion', religion: next });
    },
    selectBook: (next) => {
      if (next === book) return;
      setRequested({ ...shown, book: next, chapter: 1, verse: null });
    },
    selectChapter: (next) => {
      if (next === requested.chapter) return;
      setRequested({ ...shown, chapter: next, verse: null });
    },
    navigateToVerse: (target) => {
      setRequested({
        religion: target.religion,
        book: target.book,
        chapter: target.chapter,
        verse: target.verse,
      });
      scheduleHighlight(target.verse);
    },
    openChapter: (place) => {
      setRequested({ religion: place.religion, book: place.book, chapter: place.chapter, verse: null });
    },
  };
}

function sameHighlight(a: HighlightRequest | null, b: HighlightRequest | null): boolean {
  return a?.verse === b?.verse && a?.requestId === b?.requestId;
}
