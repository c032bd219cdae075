import { describe, expect, it } from 'vitest';
import { createWritePacer, type PacerClock, type PacerSettings } from './write-pacer';

/** A clock whose time moves only when the pacer sleeps, and an event scheduled at a simulated moment. */
function simulatedClock() {
  let now = 0;
  const events: { at: number; run: () => void }[] = [];
  const clock: PacerClock = {
    now: () => now,
    async sleep(ms) {
      now += ms;
      for (const event of events.filter((e) => e.at <= now)) {
        events.splice(events.indexOf(event), 1);
        event.run();
      }
    },
  };
  return { clock, at: (time: number, run: () => void) => events.push({ at: time, run }) };
}

const settings = (overrides: Partial<PacerSettings>): PacerSettings => ({
  readersWaiting: () => 0,
  clock: simulatedClock().clock,
  maxWaitMs: 100,
  pollMs: 1,
  targetMs: 15,
  minChars: 2_000,
  maxChars: 40_000,
  initialChars: 10_000,
  ...overrides,
});

describe('write pacer: readers first', () => {
  it('starts a step at once when no request is open', async () => {
    const { clock } = simulatedClock();
    const pacer = createWritePacer(settings({ clock }));
    await pacer.waitForReaders();
    expect(clock.now()).toBe(0);
  });

  it('waits until the open requests have finished', async () => {
    const { clock, at } = simulatedClock();
    let open = 2;
    at(7, () => (open -= 1));
    at(12, () => (open -= 1));
    const pacer = createWritePacer(settings({ clock, readersWaiting: () => open }));
    await pacer.waitForReaders();
    expect(clock.now()).toBe(12);
  });

  it('runs anyway after the longest wait, so the import ends under constant load', async () => {
    const { clock } = simulatedClock();
    const pacer = createWritePacer(settings({ clock, readersWaiting: () => 1, maxWaitMs: 100 }));
    await pacer.waitForReaders();
    expect(clock.now()).toBe(100);
    await pacer.waitForReaders();
    expect(clock.now()).toBe(200);
  });
});

describe('write pacer: batches sized by their time', () => {
  it('shrinks the next batch in proportion when one took longer than the target', () => {
    const pacer = createWritePacer(settings({}));
    pacer.batchTook(60, 10_000);
    expect(pacer.batchChars()).toBe(2_500);
  });

  it('grows by at most half when batches are fast, up to the largest size', () => {
    const pacer = createWritePacer(settings({}));
    pacer.batchTook(1, 10_000);
    expect(pacer.batchChars()).toBe(15_000);
    for (let step = 0; step < 10; step += 1) pacer.batchTook(1, pacer.batchChars());
    expect(pacer.batchChars()).toBe(40_000);
  });

  it('never goes below the smallest size, however slow a batch was', () => {
    const pacer = createWritePacer(settings({}));
    pacer.batchTook(5_000, 10_000);
    expect(pacer.batchChars()).toBe(2_000);
  });

  it('settles at the size that takes the target time at a steady rate', () => {
    const pacer = createWritePacer(settings({}));
    // A steady writer: 1 ms per 1,000 characters, so 15,000 characters take the 15 ms target.
    for (let step = 0; step < 20; step += 1) {
      const chars = pacer.batchChars();
      pacer.batchTook(chars / 1_000, chars);
    }
    expect(pacer.batchChars()).toBe(15_000);
  });
});
