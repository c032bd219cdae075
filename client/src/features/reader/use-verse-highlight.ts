import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/lib/media-query';

/** An externally requested verse is tinted for 3 s; a missing element is retried 5 times, 500 ms x attempt. */
export const HIGHLIGHT_TINT_MS = 3000;
export const HIGHLIGHT_MAX_RETRIES = 5;
export const HIGHLIGHT_RETRY_STEP_MS = 500;

export type HighlightRequest = { verse: number; requestId: number };

export function verseElement(verse: number): HTMLElement | null {
  return document.getElementById(`verse-${verse}`);
}

/** Scrolls a requested verse into view once its card exists and tints it for 3 s; returns the tinted verse. */
export function useVerseHighlight(request: HighlightRequest | null): number | null {
  const [tinted, setTinted] = useState<HighlightRequest | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  // The tint runs its full 3 s even if the request is withdrawn meanwhile.
  useEffect(() => {
    if (!tinted) return;
    const timer = setTimeout(() => setTinted(null), HIGHLIGHT_TINT_MS);
    return () => clearTimeout(timer);
  }, [tinted]);
  useEffect(() => {
    if (!request) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const attempt = (number: number) => {
      const element = verseElement(request.verse);
      if (element) {
        element.scrollIntoView({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
        setTinted(request);
      } else if (number < HIGHLIGHT_MAX_RETRIES) {
        timers.push(setTimeout(() => attempt(number + 1), HIGHLIGHT_RETRY_STEP_MS * (number + 1)));
      }
    };
    timers.push(setTimeout(() => attempt(0), 0));
    return () => timers.forEach(clearTimeout);
    // A new request (even for the same verse) starts over; the motion preference is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  return tinted?.verse ?? null;
}

/** Keeps the verse being read aloud in view. */
export function useFollowReading(verse: number | null): void {
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (verse === null) return;
    verseElement(verse)?.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [verse, reducedMotion]);
}
