import { useEffect, useRef, type RefObject } from 'react';
import { useActorRef } from '@xstate/react';
import { verseDwellMachine } from './verse-dwell-machine';

/** The share of a verse card that must be in view, or of the view a long card must fill, to be on screen. */
export const ON_SCREEN_SHARE = 0.5;

/** Whether an observed verse card is on screen: at least half of it in view, or (a long one) half the view. */
export function isOnScreen(
  entry: Pick<
    IntersectionObserverEntry,
    'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'rootBounds'
  >,
): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= ON_SCREEN_SHARE) return true;
  return (
    entry.rootBounds !== null && entry.intersectionRect.height >= entry.rootBounds.height * ON_SCREEN_SHARE
  );
}

/**
 * Counts the verses that stayed on screen long enough (verseDwellMachine), by keyboard, touch, wheel or
 * read-aloud alike: each verse card under `listRef` (an element with data-verse) is watched while the page is
 * visible. `chapterKey` names the chapter shown ('islam/Qur'an/2'); a new one starts the count again.
 * `verses` changes whenever the cards do, so the new cards are watched.
 */
export function useVersesReadOnScreen(
  listRef: RefObject<HTMLElement | null>,
  chapterKey: string,
  verses: unknown,
  onRead: (verse: number) => void,
): void {
  const counter = useActorRef(verseDwellMachine);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);

  useEffect(() => {
    const subscription = counter.on('read', (event) => onReadRef.current(event.verse));
    return () => subscription.unsubscribe();
  }, [counter]);

  // Declared before the observer so a new chapter's count starts before its cards report in.
  useEffect(() => {
    counter.send({ type: 'reset' });
  }, [counter, chapterKey]);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return;
    const onScreen = new Set<number>();
    const report = (verse: number, shown: boolean) => {
      if (shown === onScreen.has(verse)) return;
      if (shown) onScreen.add(verse);
      else onScreen.delete(verse);
      counter.send({ type: shown ? 'shown' : 'hidden', verse });
    };
    const latest = new Map<number, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const verse = Number((entry.target as HTMLElement).dataset.verse);
          if (!Number.isInteger(verse)) continue;
          latest.set(verse, isOnScreen(entry));
          if (!document.hidden) report(verse, isOnScreen(entry));
        }
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    // A hidden page (another tab, a locked phone) shows nothing: its waits stop and resume on return.
    const onVisibility = () => {
      for (const [verse, shown] of latest) report(verse, shown && !document.hidden);
    };
    for (const card of list.querySelectorAll<HTMLElement>('[data-verse]')) observer.observe(card);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      for (const verse of onScreen) counter.send({ type: 'hidden', verse });
    };
  }, [counter, listRef, verses]);
}
