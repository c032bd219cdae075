import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CircleEventStream } from './event-stream';

/* A circle stream's keep-alive and its check that the reader is still a member, on fake timers. */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function written(stream: CircleEventStream): string {
  const chunks: string[] = [];
  let chunk: Buffer | null;
  while ((chunk = stream.body.read() as Buffer | null) !== null) chunks.push(chunk.toString());
  return chunks.join('');
}

describe('CircleEventStream', () => {
  it('sends a comment at each beat while the reader is a member', async () => {
    const stream = new CircleEventStream(1000, async () => true);
    expect(written(stream)).toBe(': connected\n\n');
    await vi.advanceTimersByTimeAsync(2000);
    expect(written(stream)).toBe(': heartbeat\n\n: heartbeat\n\n');
    stream.send({ type: 'circle.closed' });
    expect(written(stream)).toBe('data: {"type":"circle.closed"}\n\n');
    stream.end();
    expect(stream.body.writableEnded).toBe(true);
  });

  it('ends with a removed event at the first beat after the reader stopped being a member', async () => {
    let member = true;
    const stream = new CircleEventStream(1000, async () => member);
    const stopped = vi.fn();
    stream.onEnd(stopped);
    written(stream);
    member = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(written(stream)).toBe(': heartbeat\n\ndata: {"type":"removed"}\n\n');
    expect(stream.body.writableEnded).toBe(true);
    expect(stopped).toHaveBeenCalledOnce();
    // Nothing more is written and the timer is gone.
    await vi.advanceTimersByTimeAsync(5000);
    expect(written(stream)).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});
