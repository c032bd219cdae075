import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuideFailure, withDeadlines } from './deadlines';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A model that sends its pieces at the given times (ms after the call) and records the signal it was given. */
function model(pieces: Array<[number, string]>, seen: { signal?: AbortSignal }, honoursSignal = true) {
  return (signal: AbortSignal) => {
    seen.signal = signal;
    return (async function* () {
      let now = 0;
      for (const [at, text] of pieces) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(resolve, at - now);
          if (honoursSignal)
            signal.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(new Error('aborted'));
            });
        });
        now = at;
        yield text;
      }
    })();
  };
}

async function collect(iterable: AsyncIterable<string>): Promise<{ text: string; error: unknown }> {
  let text = '';
  try {
    for await (const piece of iterable) text += piece;
    return { text, error: null };
  } catch (error) {
    return { text, error };
  }
}

describe('withDeadlines', () => {
  it('passes a reply through that starts and ends in time', async () => {
    const seen = {};
    const run = collect(
      withDeadlines(
        model(
          [
            [50, 'Peace '],
            [900, 'be with you.'],
          ],
          seen,
        ),
        { firstTokenMs: 100, totalMs: 1000 },
      ),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await run).toEqual({ text: 'Peace be with you.', error: null });
  });

  it('gives up at the first-token deadline and aborts the call', async () => {
    const seen: { signal?: AbortSignal } = {};
    const run = collect(withDeadlines(model([[5000, 'late']], seen), { firstTokenMs: 100, totalMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(100);
    const { text, error } = await run;
    expect(text).toBe('');
    expect(error).toBeInstanceOf(GuideFailure);
    expect((error as GuideFailure).reason).toBe('first-token-timeout');
    expect(seen.signal?.aborted).toBe(true);
  });

  it('gives up at the total deadline even when the model ignores its signal', async () => {
    const seen: { signal?: AbortSignal } = {};
    const run = collect(
      withDeadlines(
        model(
          [
            [10, 'Begin. '],
            [60_000, 'never'],
          ],
          seen,
          false,
        ),
        { firstTokenMs: 100, totalMs: 500 },
      ),
    );
    await vi.advanceTimersByTimeAsync(500);
    const { text, error } = await run;
    expect(text).toBe('Begin. ');
    expect((error as GuideFailure).reason).toBe('total-timeout');
  });

  it('turns a model error into a failure, but lets a reader who left pass as an abort', async () => {
    const failing = collect(
      withDeadlines(
        () =>
          (async function* () {
            yield* [];
            throw new Error('500 Internal Server Error');
          })(),
        { firstTokenMs: 100, totalMs: 500 },
      ),
    );
    const failure = (await failing).error as GuideFailure;
    expect(failure.reason).toBe('error');
    expect(failure.message).toBe('500 Internal Server Error');

    const reader = new AbortController();
    const seen: { signal?: AbortSignal } = {};
    const left = collect(
      withDeadlines(model([[1000, 'late']], seen), {
        firstTokenMs: 5000,
        totalMs: 5000,
        signal: reader.signal,
      }),
    );
    await vi.advanceTimersByTimeAsync(10);
    reader.abort();
    const { error } = await left;
    expect(error).not.toBeInstanceOf(GuideFailure);
    expect(seen.signal?.aborted).toBe(true);
  });

  it('cancels the call when the consumer stops reading', async () => {
    const seen: { signal?: AbortSignal } = {};
    const iterator = withDeadlines(
      model(
        [
          [10, 'One. '],
          [20, 'Two.'],
        ],
        seen,
      ),
      { firstTokenMs: 100, totalMs: 500 },
    );
    const first = iterator.next();
    await vi.advanceTimersByTimeAsync(10);
    expect((await first).value).toBe('One. ');
    await iterator.return(undefined);
    expect(seen.signal?.aborted).toBe(true);
  });
});
