import { useEffect, useRef, useState } from 'react';
import { useRandomVerse as useRandomVerseQuery } from '@/lib/scripture-queries';
import { pickFallbackVerse, type DisplayVerse } from './random-verse-fallbacks';

/** A new random verse every 60 s; the progress bar rises about 1.67% a second. */
export const RANDOM_VERSE_REFRESH_SECONDS = 60;

export type RandomVerseCardState = {
  verse: DisplayVerse | null;
  isFetching: boolean;
  /** True when the call failed and a built-in verse is shown. */
  isFallback: boolean;
  secondsLeft: number;
  /** 0-100: how far through the 60 s until the next verse. */
  progress: number;
  refresh: () => void;
};

export function useRandomVerseCard(): RandomVerseCardState {
  const query = useRandomVerseQuery();
  const { refetch } = query;
  const [secondsLeft, setSecondsLeft] = useState(RANDOM_VERSE_REFRESH_SECONDS);
  // A fallback is chosen once per failure, so the card does not flicker between fallbacks on re-render.
  const [fallback, setFallback] = useState<{ failedAt: number; verse: DisplayVerse } | null>(null);

  const nextAt = useRef(0);
  useEffect(() => {
    nextAt.current = Date.now() + RANDOM_VERSE_REFRESH_SECONDS * 1000;
    const timer = setInterval(() => {
      let left = Math.ceil((nextAt.current - Date.now()) / 1000);
      if (left <= 0) {
        nextAt.current = Date.now() + RANDOM_VERSE_REFRESH_SECONDS * 1000;
        left = RANDOM_VERSE_REFRESH_SECONDS;
        void refetch();
      }
      setSecondsLeft(left);
    }, 1000);
    return () => clearInterval(timer);
  }, [refetch]);

  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  if (failedAt && fallback?.failedAt !== failedAt) setFallback({ failedAt, verse: pickFallbackVerse() });

  const data = query.data;
  const fromServer: DisplayVerse | null =
    data && !query.isError
      ? {
          religion: data.faith,
          book: data.book,
          chapter: data.chapter,
          verse: data.verse,
          text: data.text,
          reference: data.reference,
          translationName: data.translationName,
        }
      : null;
  const isFallback = query.isError && fallback !== null;
  return {
    verse: fromServer ?? (isFallback ? fallback.verse : null),
    isFetching: query.isFetching,
    isFallback,
    secondsLeft,
    progress: ((RANDOM_VERSE_REFRESH_SECONDS - secondsLeft) / RANDOM_VERSE_REFRESH_SECONDS) * 100,
    refresh: () => {
      nextAt.current = Date.now() + RANDOM_VERSE_REFRESH_SECONDS * 1000;
      setSecondsLeft(RANDOM_VERSE_REFRESH_SECONDS);
      void refetch();
    },
  };
}
