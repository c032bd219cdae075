import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { VERSE_DWELL_MS, verseDwellMachine } from './verse-dwell-machine';

function startCounter() {
  const clock = new SimulatedClock();
  const actor = createActor(verseDwellMachine, { clock }).start();
  const read: number[] = [];
  actor.on('read', (event) => read.push(event.verse));
  return { actor, clock, read };
}

describe('counting the verses that stayed on screen', () => {
  it('counts a verse once it has been on screen for the dwell time, not before', () => {
    const { actor, clock, read } = startCounter();
    actor.send({ type: 'shown', verse: 1 });
    actor.send({ type: 'shown', verse: 2 });
    clock.increment(VERSE_DWELL_MS - 1);
    expect(read).toEqual([]);
    clock.increment(1);
    expect(read).toEqual([1, 2]);
  });

  it('forgets the wait of a verse scrolled away too soon, and starts it again when it comes back', () => {
    const { actor, clock, read } = startCounter();
    actor.send({ type: 'shown', verse: 4 });
    clock.increment(VERSE_DWELL_MS - 500);
    actor.send({ type: 'hidden', verse: 4 });
    clock.increment(VERSE_DWELL_MS);
    expect(read).toEqual([]);

    actor.send({ type: 'shown', verse: 4 });
    clock.increment(VERSE_DWELL_MS - 500);
    expect(read).toEqual([]);
    clock.increment(500);
    expect(read).toEqual([4]);
  });

  it('counts each verse once, however often it comes back on screen', () => {
    const { actor, clock, read } = startCounter();
    actor.send({ type: 'shown', verse: 7 });
    actor.send({ type: 'shown', verse: 7 });
    clock.increment(VERSE_DWELL_MS);
    actor.send({ type: 'hidden', verse: 7 });
    actor.send({ type: 'shown', verse: 7 });
    clock.increment(VERSE_DWELL_MS * 3);
    expect(read).toEqual([7]);
  });

  it('starts again with a new chapter: waits dropped, verses countable again', () => {
    const { actor, clock, read } = startCounter();
    actor.send({ type: 'shown', verse: 1 });
    clock.increment(VERSE_DWELL_MS);
    actor.send({ type: 'shown', verse: 2 });
    clock.increment(VERSE_DWELL_MS / 2);
    actor.send({ type: 'reset' });
    clock.increment(VERSE_DWELL_MS);
    expect(read).toEqual([1]);

    actor.send({ type: 'shown', verse: 1 });
    clock.increment(VERSE_DWELL_MS);
    expect(read).toEqual([1, 1]);
    expect(actor.getSnapshot().context.waiting).toEqual([]);
  });
});
