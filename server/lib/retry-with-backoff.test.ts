import { describe, expect, it } from 'vitest';
import { RetryLimitError, retryWithBackoff } from './retry-with-backoff';

/** A clock that only moves when the code under test sleeps, or an attempt takes time. */
function fakeClock() {
  let time = 1_000_000;
  const sleeps: number[] = [];
  return {
    now: () => time,
    advance: (ms: number) => (time += ms),
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    sleeps,
  };
}

describe('retryWithBackoff', () => {
  it('doubles the wait after each failure, capped, and returns the first success', async () => {
    const clock = fakeClock();
    let calls = 0;
    const retries: number[] = [];
    const result = await retryWithBackoff({
      attempt: async () => {
        calls += 1;
        if (calls < 6) throw new Error(`refused ${calls}`);
        return 'connected';
      },
      limitMs: 60_000,
      initialDelayMs: 500,
      maxDelayMs: 4_000,
      onRetry: ({ attempt }) => retries.push(attempt),
      now: clock.now,
      sleep: clock.sleep,
    });
    expect(result).toBe('connected');
    expect(calls).toBe(6);
    expect(clock.sleeps).toEqual([500, 1_000, 2_000, 4_000, 4_000]);
    expect(retries).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives up once the limit has passed, after a last attempt at the limit, with the last error', async () => {
    const clock = fakeClock();
    let calls = 0;
    const failure = retryWithBackoff({
      attempt: async () => {
        calls += 1;
        clock.advance(100); // each attempt itself takes a while (a connect timeout, say)
        throw new Error(`refused ${calls}`);
      },
      limitMs: 3_000,
      initialDelayMs: 500,
      now: clock.now,
      sleep: clock.sleep,
    });
    await expect(failure).rejects.toBeInstanceOf(RetryLimitError);
    const error = (await failure.catch((caught: unknown) => caught)) as RetryLimitError;
    // Attempts start at 0, 600, 1700 and 3000 (the 3rd wait, 2 s, is cut to the 1.2 s left); the 4th ends past it.
    expect(clock.sleeps).toEqual([500, 1_000, 1_200]);
    expect(calls).toBe(4);
    expect(error.attempts).toBe(4);
    expect(error.limitMs).toBe(3_000);
    expect((error.lastError as Error).message).toBe('refused 4');
  });

  it('makes exactly one attempt when the limit is zero', async () => {
    const clock = fakeClock();
    let calls = 0;
    await expect(
      retryWithBackoff({
        attempt: async () => {
          calls += 1;
          throw new Error('refused');
        },
        limitMs: 0,
        now: clock.now,
        sleep: clock.sleep,
      }),
    ).rejects.toBeInstanceOf(RetryLimitError);
    expect(calls).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('throws a permanent failure at once, without retrying', async () => {
    const clock = fakeClock();
    const denied = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    let calls = 0;
    await expect(
      retryWithBackoff({
        attempt: async () => {
          calls += 1;
          throw denied;
        },
        limitMs: 60_000,
        isPermanent: (error) => (error as { code?: string }).code === '28P01',
        now: clock.now,
        sleep: clock.sleep,
      }),
    ).rejects.toBe(denied);
    expect(calls).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });
});
