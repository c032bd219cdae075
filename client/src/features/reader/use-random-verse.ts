import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRandomVerse as useRandomVerseQuery } from '@/lib/scripture-queries';
import { pickFallbackVerse, type DisplayVerse } from './random-verse-fallbacks';
import { progressOf, randomVerseCountdownMachine } from './random-verse-countdown-machine';

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
  // A fallback is chosen once per failure, so the card does not flicker between fallbacks on re-render.
  const [fallback, setFallback] = useState<{ failedAt: number; verse: DisplayVerse } | null>(null);

  // react-query's refetch is stable for the life of the query, so the countdown can keep the first one.
  const countdown = useActorRef(randomVerseCountdownMachine, {
    input: { now: () => Date.now(), refetch: () => void refetch() },
  });
  const secondsLeft = useSelector(countdown, (snapshot) => snapshot.context.secondsLeft);

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
    progress: progressOf(secondsLeft),
    refresh: () => countdown.send({ type: 'refresh' }),
  };
}
