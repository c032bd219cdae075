import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { matchesMediaQuery, REDUCED_MOTION_QUERY, usePrefersReducedMotion } from '@/lib/media-query';
import { readerHighlightMachine, type HighlightRequest } from './reader-highlight-machine';

export function verseElement(verse: number): HTMLElement | null {
  return document.getElementById(`verse-${verse}`);
}

/** Scrolls a requested verse into view once its card exists and tints it for 3 s; returns the tinted verse. */
export function useVerseHighlight(request: HighlightRequest | null): number | null {
  const highlighter = useActorRef(readerHighlightMachine, {
    input: {
      hasVerse: (verse) => verseElement(verse) !== null,
      scrollToVerse: (verse) =>
        verseElement(verse)?.scrollIntoView({
          block: 'center',
          // The motion preference is read when the verse is found.
          behavior: matchesMediaQuery(REDUCED_MOTION_QUERY) ? 'auto' : 'smooth',
        }),
    },
  });
  // A new request (even for the same verse) starts over.
  useEffect(() => {
    highlighter.send(request ? { type: 'request', request } : { type: 'withdraw' });
  }, [highlighter, request]);
  return useSelector(highlighter, (snapshot) => snapshot.context.tinted);
}

/** Keeps the verse being read aloud in view. */
export function useFollowReading(verse: number | null): void {
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (verse === null) return;
    verseElement(verse)?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [verse, reducedMotion]);
}
