import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { fliteChildPids } from './testing/flite-children';
import { longReply } from './testing/long-reply';
import { readWavHeader } from './testing/wav-header';

describe('a crash of the offline synthesiser', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('costs the request it was speaking a 503, and the server and the next request go on', async () => {
    const speaking = app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: longReply, voiceId: 'flite-rms' },
    });
    // The synthesiser runs in child processes of the server; kill one mid-text as a native crash would.
    // Each look reads /proc, so once every 25 ms: the long text keeps a child busy for far longer than that.
    const [victim] = await vi.waitFor(
      () => {
        const pids = fliteChildPids();
        if (pids.length === 0) throw new Error('no synthesiser child has started yet');
        return pids;
      },
      { timeout: 10_000, interval: 25 },
    );
    process.kill(victim!, 'SIGKILL');

    const crashed = await speaking;
    expect(crashed.statusCode).toBe(503);
    expect(crashed.json()).toEqual({
      error: 'Service Unavailable',
      message:
        'The offline voice is unavailable right now (the synthesiser stopped with SIGKILL). Please try again.',
    });

    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const next = await app.inject({
      method: 'POST',
      url: '/api/tts/speak',
      payload: { text: 'Peace be with you.', voiceId: 'flite-rms' },
    });
    expect(next.statusCode).toBe(200);
    expect(readWavHeader(next.rawPayload)!.durationSeconds).toBeGreaterThan(0.8);
    expect(fliteChildPids()).not.toContain(victim);
  });
});
