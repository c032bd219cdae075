/**
 * Calls `attempt` until it succeeds, waiting twice as long after each failure (capped), for at most `limitMs`
 * from the first call. Pure apart from what it is given: the clock and the sleep are injected, so the schedule
 * is tested without waiting.
 */
export type RetryOptions<T> = {
  attempt: () => Promise<T>;
  /** No new attempt starts once this much time has passed since the first one began. */
  limitMs: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A failure that waiting cannot fix (a wrong password): thrown at once. */
  isPermanent?: (error: unknown) => boolean;
  /** Told of each failed attempt that will be retried, before the wait. */
  onRetry?: (failure: { attempt: number; error: unknown; delayMs: number; elapsedMs: number }) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

export class RetryLimitError extends Error {
  constructor(
    readonly attempts: number,
    readonly limitMs: number,
    readonly lastError: unknown,
  ) {
    super(`gave up after ${attempts} attempt${attempts === 1 ? '' : 's'} in ${limitMs} ms`);
    this.name = 'RetryLimitError';
  }
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryWithBackoff<T>(options: RetryOptions<T>): Promise<T> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const initialDelayMs = options.initialDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const started = now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await options.attempt();
    } catch (error) {
      if (options.isPermanent?.(error)) throw error;
      const elapsedMs = now() - started;
      const remainingMs = options.limitMs - elapsedMs;
      if (remainingMs <= 0) throw new RetryLimitError(attempt, options.limitMs, error);
      // The last wait is cut to the time left, so one final attempt is made right at the limit.
      const delayMs = Math.min(initialDelayMs * 2 ** (attempt - 1), maxDelayMs, remainingMs);
      options.onRetry?.({ attempt, error, delayMs, elapsedMs });
      await sleep(delayMs);
    }
  }
}
