import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Encoder } from './encoder';
import { createQueryEmbedder } from './query-embedder';

/** An encoder whose answers the test releases by hand. */
function manualEncoder() {
  const calls: { texts: readonly string[]; resolve: (vectors: Float32Array[]) => void }[] = [];
  let closed = 0;
  const encoder: Encoder = {
    id: 'fake-model',
    dimensions: 2,
    embed: (texts) => new Promise((resolve) => calls.push({ texts, resolve })),
    close: async () => {
      closed += 1;
    },
  };
  return { encoder, calls, closedCount: () => closed };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the query embedder', () => {
  it('gives the vector, and embeds the same question (any case, spaces) only once', async () => {
    const { encoder, calls } = manualEncoder();
    const embedder = createQueryEmbedder({ encoder, timeoutMs: 500 });
    const first = embedder.embed('Caring for orphans ');
    calls[0]!.resolve([Float32Array.of(0.6, 0.8)]);
    expect(Array.from((await first)!)).toEqual([Float32Array.of(0.6, 0.8)[0], Float32Array.of(0.6, 0.8)[1]]);
    expect(calls[0]!.texts).toEqual(['Caring for orphans']);
    const again = await embedder.embed('caring for orphans');
    expect(again).toBe(await first);
    expect(calls).toHaveLength(1);
    expect(embedder.model).toBe('fake-model');
  });

  it('gives up after the timeout and says why; the late vector still serves the next ask', async () => {
    const { encoder, calls } = manualEncoder();
    const missing: string[] = [];
    const embedder = createQueryEmbedder({
      encoder,
      timeoutMs: 500,
      onMissing: (reason, { text }) => missing.push(`${reason}: ${text}`),
    });
    const late = embedder.embed('patience');
    await vi.advanceTimersByTimeAsync(500);
    expect(await late).toBeUndefined();
    expect(missing).toEqual(['timeout: patience']);
    calls[0]!.resolve([Float32Array.of(1, 0)]);
    const next = embedder.embed('patience');
    expect(Array.from((await next)!)).toEqual([1, 0]);
    expect(calls).toHaveLength(1);
  });

  it('answers undefined when the encoder fails, and asks it again next time', async () => {
    const failing: Encoder = {
      id: 'broken',
      dimensions: 2,
      embed: vi
        .fn()
        .mockRejectedValueOnce(new Error('child exited'))
        .mockResolvedValueOnce([Float32Array.of(0, 1)]),
      close: async () => {},
    };
    const reasons: string[] = [];
    const embedder = createQueryEmbedder({ encoder: failing, onMissing: (reason) => reasons.push(reason) });
    expect(await embedder.embed('mercy')).toBeUndefined();
    expect(reasons).toEqual(['error']);
    expect(Array.from((await embedder.embed('mercy'))!)).toEqual([0, 1]);
  });

  it('embeds nothing for an empty question or after close, and closes its encoder', async () => {
    const { encoder, calls, closedCount } = manualEncoder();
    const embedder = createQueryEmbedder({ encoder });
    expect(await embedder.embed('   ')).toBeUndefined();
    await embedder.close();
    expect(await embedder.embed('mercy')).toBeUndefined();
    expect(calls).toHaveLength(0);
    expect(closedCount()).toBe(1);
  });
});
