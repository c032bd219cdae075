import { setImmediate as nextTurn } from 'node:timers/promises';

/*
 * Long synchronous work (ranking a question's candidates) is cut into slices so that a cheap request arriving
 * meanwhile (a reading-session write) is answered between two of them instead of waiting for the whole. A slice
 * ends when it has held the event loop for `budgetMs`: `pause()` then lets the loop turn once (I/O callbacks run
 * before the next slice), otherwise it costs nothing but a clock read. The promise version of setImmediate is
 * used on purpose: tests that fake the global timers do not freeze it.
 */

/** How long a slice may hold the event loop. */
export const SLICE_BUDGET_MS = 8;

export type EventLoopSlicer = {
  /** Lets the event loop turn if the current slice has run past its budget. */
  pause(): Promise<void>;
  /** How many times the work gave the loop back. */
  readonly yields: number;
};

export function createSlicer(budgetMs = SLICE_BUDGET_MS, now: () => number = () => performance.now()) {
  let sliceStart = now();
  let yields = 0;
  const slicer: EventLoopSlicer = {
    async pause() {
      if (now() - sliceStart < budgetMs) return;
      yields += 1;
      await nextTurn();
      sliceStart = now();
    },
    get yields() {
      return yields;
    },
  };
  return slicer;
}
