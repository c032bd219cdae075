import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  progressOf,
  RANDOM_VERSE_REFRESH_SECONDS,
  randomVerseCountdownMachine,
} from './random-verse-countdown-machine';

function startCountdown() {
  const clock = new SimulatedClock();
  let fetches = 0;
  const actor = createActor(randomVerseCountdownMachine, {
    clock,
    input: { now: () => clock.now(), refetch: () => (fetches += 1) },
  }).start();
  const tick = (seconds: number) => {
    for (let second = 0; second < seconds; second += 1) clock.increment(1000);
  };
  return {
    actor,
    clock,
    tick,
    fetches: () => fetches,
    secondsLeft: () => actor.getSnapshot().context.secondsLeft,
  };
}

describe('the random verse countdown', () => {
  it('counts down a second at a time and fetches a new verse when the 60 s are up', () => {
    const { tick, fetches, secondsLeft } = startCountdown();
    expect(secondsLeft()).toBe(RANDOM_VERSE_REFRESH_SECONDS);
    tick(1);
    expect(secondsLeft()).toBe(59);
    expect(progressOf(secondsLeft())).toBeCloseTo(1.67, 2);
    tick(58);
    expect(secondsLeft()).toBe(1);
    expect(fetches()).toBe(0);
    tick(1);
    expect(fetches()).toBe(1);
    expect(secondsLeft()).toBe(60);
    tick(60);
    expect(fetches()).toBe(2);
  });

  it('starts again from 60 and fetches at once when the reader asks for another verse', () => {
    const { actor, tick, fetches, secondsLeft } = startCountdown();
    tick(20);
    actor.send({ type: 'refresh' });
    expect(fetches()).toBe(1);
    expect(secondsLeft()).toBe(60);
    tick(59);
    expect(secondsLeft()).toBe(1);
    expect(fetches()).toBe(1);
  });

  it('counts from the wall clock, so a late tick (a throttled tab) catches up', () => {
    const { clock, secondsLeft } = startCountdown();
    clock.increment(25_000);
    expect(secondsLeft()).toBe(35);
  });
});
