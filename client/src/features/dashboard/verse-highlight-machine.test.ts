// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  highlightOf,
  NAVIGATE_HIGHLIGHT_DELAY_MS,
  NAVIGATE_HIGHLIGHT_DURATION_MS,
  verseHighlightMachine,
} from './verse-highlight-machine';

function startHighlighter() {
  const clock = new SimulatedClock();
  const actor = createActor(verseHighlightMachine, { clock }).start();
  return { actor, clock, highlight: () => highlightOf(actor.getSnapshot()) };
}

describe('the verse highlight after a navigation', () => {
  it('waits 2 s for the chapter, then highlights the verse for 4 s', () => {
    const { actor, clock, highlight } = startHighlighter();
    actor.send({ type: 'navigate', verse: 16 });
    clock.increment(NAVIGATE_HIGHLIGHT_DELAY_MS - 1);
    expect(highlight()).toBeNull();
    clock.increment(1);
    expect(highlight()).toEqual({ verse: 16, requestId: 1 });
    clock.increment(NAVIGATE_HIGHLIGHT_DURATION_MS - 1);
    expect(highlight()).toEqual({ verse: 16, requestId: 1 });
    clock.increment(1);
    expect(highlight()).toBeNull();
  });

  it('starts over on another navigation, with a new request for the same verse', () => {
    const { actor, clock, highlight } = startHighlighter();
    actor.send({ type: 'navigate', verse: 3 });
    clock.increment(NAVIGATE_HIGHLIGHT_DELAY_MS + 1000);
    expect(highlight()).toEqual({ verse: 3, requestId: 1 });
    actor.send({ type: 'navigate', verse: 3 });
    expect(highlight()).toBeNull();
    clock.increment(NAVIGATE_HIGHLIGHT_DELAY_MS);
    expect(highlight()).toEqual({ verse: 3, requestId: 2 });
  });
});
