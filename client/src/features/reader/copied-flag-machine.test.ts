// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { COPIED_FLAG_MS, copiedFlagMachine } from './copied-flag-machine';

function startFlag() {
  const clock = new SimulatedClock();
  const actor = createActor(copiedFlagMachine, { clock }).start();
  return { actor, clock, copiedVerse: () => actor.getSnapshot().context.verse };
}

describe('the copied flag', () => {
  it('marks the copied verse for 1 s', () => {
    const { actor, clock, copiedVerse } = startFlag();
    expect(copiedVerse()).toBeNull();
    actor.send({ type: 'copied', verse: 7 });
    expect(copiedVerse()).toBe(7);
    clock.increment(COPIED_FLAG_MS - 1);
    expect(copiedVerse()).toBe(7);
    clock.increment(1);
    expect(copiedVerse()).toBeNull();
  });

  it('restarts the second when another verse is copied', () => {
    const { actor, clock, copiedVerse } = startFlag();
    actor.send({ type: 'copied', verse: 7 });
    clock.increment(COPIED_FLAG_MS - 200);
    actor.send({ type: 'copied', verse: 8 });
    clock.increment(500);
    expect(copiedVerse()).toBe(8);
    clock.increment(COPIED_FLAG_MS - 500);
    expect(copiedVerse()).toBeNull();
  });
});
