import pLimit from 'p-limit';
import { serverBusy } from './http-error';

/*
 * Expensive work (a share card, ranking a theme nobody asked before, a transcription) runs a few at a time per
 * server, so it cannot take every thread of the libuv pool or every database connection from the cheap requests
 * (a chapter, a reading-session write) that share them. The waiting line is bounded: past it a request gets a 503
 * with Retry-After at once, rather than waiting longer than anyone would.
 */

export type WorkQueueOptions = {
  /** What the work is, for the reader ("Share cards are"). */
  what: string;
  /** Runs at once. */
  concurrency: number;
  /** Calls that may wait for a free slot; one more is refused. */
  maxWaiting: number;
  /** Seconds in the Retry-After of the refusal. */
  retryAfterSeconds: number;
};

export type WorkQueue = {
  /** Runs `work` when a slot is free; throws the 503 at once when the slots and the waiting line are full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Throws the same 503 when a call of `run` now would be refused (to refuse before anything is saved). */
  assertRoom(): void;
  readonly active: number;
  readonly waiting: number;
};

export function createWorkQueue(options: WorkQueueOptions): WorkQueue {
  const limit = pLimit(options.concurrency);
  const assertRoom = () => {
    if (limit.activeCount + limit.pendingCount >= options.concurrency + options.maxWaiting) {
      throw serverBusy(
        `${options.what} busy right now. Please try again in ${options.retryAfterSeconds} seconds.`,
        options.retryAfterSeconds,
      );
    }
  };
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      try {
        assertRoom();
      } catch (error) {
        return Promise.reject(error as Error);
      }
      return limit(work);
    },
    assertRoom,
    get active() {
      return limit.activeCount;
    },
    get waiting() {
      return limit.pendingCount;
    },
  };
}

/** The limits of every queue, from the configuration. */
export function workQueueLimits(config: {
  HEAVY_WORK_CONCURRENCY: number;
  HEAVY_WORK_QUEUE: number;
  BUSY_RETRY_AFTER_S: number;
}): Omit<WorkQueueOptions, 'what'> {
  return {
    concurrency: config.HEAVY_WORK_CONCURRENCY,
    maxWaiting: config.HEAVY_WORK_QUEUE,
    retryAfterSeconds: config.BUSY_RETRY_AFTER_S,
  };
}
