// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  HIGHLIGHT_RETRY_STEP_MS,
  HIGHLIGHT_TINT_MS,
  readerHighlightMachine,
} from './reader-highlight-machine';

/** A page whose verse cards appear when the test says so, recording every scroll. */
function startHighlighter() {
  const clock = new SimulatedClock();
  const onPage = new Set<number>();
  const scrolled: number[] = [];
  const actor = createActor(readerHighlightMachine, {
    clock,
    input: { hasVerse: (verse) => onPage.has(verse), scrollToVerse: (verse) => scrolled.push(verse) },
  }).start();
  return { actor, clock, onPage, scrolled, tinted: () => actor.getSnapshot().context.tinted };
}

describe('the reader highlight of a requested verse', () => {
  it('scrolls to a verse already on the page and tints it for 3 s', () => {
    const { actor, clock, onPage, scrolled, tinted } = startHighlighter();
    onPage.add(5);
    actor.send({ type: 'request', request: { verse: 5, requestId: 1 } });
    expect(scrolled).toEqual([]);
    clock.increment(0);
    expect(scrolled).toEqual([5]);
    expect(tinted()).toBe(5);
    clock.increment(HIGHLIGHT_TINT_MS - 1);
    expect(tinted()).toBe(5);
    clock.increment(1);
    expect(tinted()).toBeNull();
  });

  it('retries a missing card after 500 ms, 1000 ms, ... and finds it when it appears', () => {
    const { actor, clock, onPage, scrolled, tinted } = startHighlighter();
    actor.send({ type: 'request', request: { verse: 9, requestId: 1 } });
    clock.increment(0);
    clock.increment(HIGHLIGHT_RETRY_STEP_MS);
    clock.increment(HIGHLIGHT_RETRY_STEP_MS * 2 - 1);
    onPage.add(9);
    expect(scrolled).toEqual([]);
    clock.increment(1);
    expect(scrolled).toEqual([9]);
    expect(tinted()).toBe(9);
  });

  it('gives up after five retries', () => {
    const { actor, clock, onPage, scrolled } = startHighlighter();
    actor.send({ type: 'request', request: { verse: 9, requestId: 1 } });
    // Attempts at 0, 500, 1500, 3000, 5000 and 7500 ms.
    for (const wait of [0, 500, 1000, 1500, 2000]) clock.increment(wait);
    expect(actor.getSnapshot().matches({ locate: 'seeking' })).toBe(true);
    clock.increment(2500);
    expect(actor.getSnapshot().matches({ locate: 'idle' })).toBe(true);
    onPage.add(9);
    clock.increment(60_000);
    expect(scrolled).toEqual([]);
  });

  it('keeps the tint its full 3 s when the request is withdrawn, and stops looking for a withdrawn verse', () => {
    const { actor, clock, onPage, scrolled, tinted } = startHighlighter();
    onPage.add(2);
    actor.send({ type: 'request', request: { verse: 2, requestId: 1 } });
    clock.increment(0);
    actor.send({ type: 'withdraw' });
    clock.increment(HIGHLIGHT_TINT_MS - 1);
    expect(tinted()).toBe(2);
    actor.send({ type: 'request', request: { verse: 4, requestId: 2 } });
    actor.send({ type: 'withdraw' });
    onPage.add(4);
    clock.increment(10_000);
    expect(scrolled).toEqual([2]);
    expect(tinted()).toBeNull();
  });

  it('tints again for a new request for the same verse, restarting the 3 s', () => {
    const { actor, clock, onPage, tinted } = startHighlighter();
    onPage.add(2);
    actor.send({ type: 'request', request: { verse: 2, requestId: 1 } });
    clock.increment(2000);
    actor.send({ type: 'request', request: { verse: 2, requestId: 2 } });
    clock.increment(0);
    clock.increment(HIGHLIGHT_TINT_MS - 1);
    expect(tinted()).toBe(2);
    clock.increment(1);
    expect(tinted()).toBeNull();
  });
});
