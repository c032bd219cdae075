import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlitePool, type FlitePoolOptions } from './flite-pool';
import { parseWav } from './wav';

// Real child processes running a stand-in synthesiser that hangs, dies or fails when the text says so.
const fakeChild = path.join(import.meta.dirname, '../testing/fake-flite-child.mjs');

const pools: FlitePool[] = [];
function pool(options: Partial<FlitePoolOptions> = {}) {
  const logged: { level: string; message: string; details: object }[] = [];
  const created = new FlitePool({
    size: 1,
    childScript: fakeChild,
    log: {
      error: (details, message) => logged.push({ level: 'error', message, details }),
      warn: (details, message) => logged.push({ level: 'warn', message, details }),
    },
    ...options,
  });
  pools.push(created);
  return Object.assign(created, { logged });
}

const samples = (wav: Buffer) => parseWav(wav).data.length / 2;

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe('the offline voice pool', () => {
  it('speaks every piece in order, spread over its children', async () => {
    const voices = pool({ size: 2 });
    const wavs = await voices.synthesizeAll('kal', ['a', 'bb', 'ccc', 'dddd', 'eeeee']);
    expect(wavs.map(samples)).toEqual([1, 2, 3, 4, 5]);
    expect(voices.childPids()).toHaveLength(2);
  });

  it('fails only the request whose child died, logs it as an error, and speaks the next on a new child', async () => {
    const voices = pool();
    await voices.synthesizeAll('kal', ['warm up']);
    const [firstPid] = voices.childPids();

    await expect(voices.synthesizeAll('kal', ['one', 'die', 'three'])).rejects.toMatchObject({
      statusCode: 503,
      message:
        'The offline voice is unavailable right now (the synthesiser stopped with SIGKILL). Please try again.',
    });
    expect(voices.logged).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'offline voice child failed: the synthesiser stopped with SIGKILL',
        details: expect.objectContaining({ pid: firstPid, voice: 'kal', chars: 3 }),
      }),
    ]);

    expect((await voices.synthesizeAll('kal', ['after'])).map(samples)).toEqual([5]);
    expect(voices.childPids()).toHaveLength(1);
    expect(voices.childPids()[0]).not.toBe(firstPid);
  });

  it('kills a child that does not answer in time and answers 503', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const voices = pool({ chunkTimeoutMs: 30_000 });
    const hung = voices.synthesizeAll('kal', ['hang']);
    const [hungPid] = voices.childPids();
    vi.advanceTimersByTime(29_999);
    expect(voices.childPids()).toEqual([hungPid]);
    vi.advanceTimersByTime(1);
    await expect(hung).rejects.toMatchObject({
      statusCode: 503,
      message: 'The offline voice is unavailable right now (it took longer than 30 s). Please try again.',
    });
    expect((await voices.synthesizeAll('kal', ['next'])).map(samples)).toEqual([4]);
    expect(voices.childPids()).not.toContain(hungPid);
  });

  it('refuses at once a request that would overfill the queue, and takes one that fits', async () => {
    const voices = pool({ maxQueuedChunks: 2 });
    const busy = voices.synthesizeAll('kal', ['hang']);
    await expect(voices.synthesizeAll('kal', ['a', 'b', 'c'])).rejects.toMatchObject({
      statusCode: 503,
      message:
        'The offline voice is unavailable right now (too many texts are waiting to be spoken). Please try again.',
      headers: { 'retry-after': '5' },
    });
    const waiting = voices.synthesizeAll('kal', ['a', 'b']);
    const outcomes = Promise.all([
      expect(busy).rejects.toMatchObject({ statusCode: 503 }),
      expect(waiting).rejects.toMatchObject({
        message:
          'The offline voice is unavailable right now (the server is shutting down). Please try again.',
      }),
    ]);
    await voices.close();
    await outcomes;
    expect(voices.childPids()).toEqual([]);
  });

  it('passes a synthesiser error on as a 503 and keeps the child', async () => {
    const voices = pool();
    await expect(voices.synthesizeAll('kal', ['fail'])).rejects.toMatchObject({
      statusCode: 503,
      message: 'The offline voice is unavailable right now (flite exited with code 1). Please try again.',
    });
    const [pid] = voices.childPids();
    expect((await voices.synthesizeAll('kal', ['ok'])).map(samples)).toEqual([2]);
    expect(voices.childPids()).toEqual([pid]);
  });

  it('retires a child after its share of pieces and starts a fresh one', async () => {
    const voices = pool({ chunksPerChild: 2 });
    await voices.synthesizeAll('kal', ['a']);
    const [first] = voices.childPids();
    await voices.synthesizeAll('kal', ['b']);
    expect((await voices.synthesizeAll('kal', ['c'])).map(samples)).toEqual([1]);
    expect(voices.childPids()).toHaveLength(1);
    expect(voices.childPids()[0]).not.toBe(first);
    expect(voices.logged).toEqual([]);
  });
});
