import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A webm (EBML) header followed by data: enough for the magic-number check. */
const webmRecording = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(3000, 7)]);

// An upstream that holds every transcription until the test answers it.
const held: ServerResponse[] = [];
const upstream = createServer((request, response) => {
  request.resume();
  request.on('end', () => held.push(response));
});
const answerAll = () => {
  for (const response of held.splice(0)) {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: 'Peace.' }));
  }
};

let app: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  app = await createTestApp({
    TRANSCRIPTION_BASE_URL: `http://127.0.0.1:${port}/v1`,
    TRANSCRIPTION_RATE_LIMIT_MAX: '1000',
    HEAVY_WORK_CONCURRENCY: '1',
    HEAVY_WORK_QUEUE: '1',
    BUSY_RETRY_AFTER_S: '3',
  });
});
afterAll(async () => {
  answerAll();
  await app?.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

const post = () =>
  app.inject({
    method: 'POST',
    url: '/api/voice/transcriptions',
    payload: webmRecording,
    headers: { 'content-type': 'audio/webm' },
  });

describe('transcriptions while the upstream is slow', () => {
  it('sends one at a time, lets one wait, refuses the next with a 503 and Retry-After', async () => {
    const first = post();
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 30_000, interval: 20 });
    // Of the next two, one waits for the slot and the other, past the queue, is refused at once.
    const next = [post(), post()].map((sent, index) => sent.then((response) => ({ response, index })));
    const { response: refused, index } = await Promise.race(next);
    const waiting = next[1 - index]!.then(({ response }) => response);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json()).toEqual({
      error: 'Service Unavailable',
      message: 'Transcriptions are busy right now. Please try again in 3 seconds.',
    });
    // Only the first went upstream; the capabilities and health answer meanwhile.
    expect(held).toHaveLength(1);
    const capabilities = await app.inject({ method: 'GET', url: '/api/voice/transcriptions/capabilities' });
    expect(capabilities.json().available).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    answerAll();
    expect((await first).json()).toEqual({ text: 'Peace.' });
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: 30_000, interval: 20 });
    answerAll();
    expect((await waiting).json()).toEqual({ text: 'Peace.' });
  });
});
