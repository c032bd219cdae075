import { describe, expect, it } from 'vitest';
import { createSlicer } from './event-loop-slices';

describe('createSlicer', () => {
  it('keeps the loop while the slice is within its budget and gives it back once past it', async () => {
    let clock = 0;
    const slicer = createSlicer(10, () => clock);
    const order: string[] = [];
    // A cheap request's callback, queued while the work runs: it must run at the first pause past the budget.
    setImmediate(() => order.push('write answered'));

    clock = 9;
    await slicer.pause();
    order.push('slice 1 went on');
    clock = 10;
    await slicer.pause();
    order.push('slice 2 started');

    expect(order).toEqual(['slice 1 went on', 'write answered', 'slice 2 started']);
    expect(slicer.yields).toBe(1);
  });

  it('counts the next budget from the end of the pause', async () => {
    let clock = 100;
    const slicer = createSlicer(8, () => clock);
    clock = 108;
    await slicer.pause();
    clock = 115;
    await slicer.pause();
    expect(slicer.yields).toBe(1);
    clock = 116;
    await slicer.pause();
    expect(slicer.yields).toBe(2);
  });
});
