import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { ask, bearer, signUp, type TestUser } from './testing/chat-client';
import type * as retrievalStore from './retrieval-store';

// While `held`, the full-text search of a ranking waits for the test: the ranking holds its slot that long.
const gate = vi.hoisted(() => ({ held: false, started: 0, waiters: [] as (() => void)[] }));
vi.mock('./retrieval-store', async (importOriginal) => {
  const real = await importOriginal<typeof retrievalStore>();
  return {
    ...real,
    findCandidates: async (...args: Parameters<typeof real.findCandidates>) => {
      if (gate.held) {
        gate.started += 1;
        await new Promise<void>((resolve) => gate.waiters.push(resolve));
      }
      return real.findCandidates(...args);
    },
  };
});
const release = () => {
  gate.held = false;
  for (const resume of gate.waiters.splice(0)) resume();
};

let app: FastifyInstance;
let reader: TestUser;

beforeAll(async () => {
  app = await createTestApp(
    {
      HEAVY_WORK_CONCURRENCY: '1',
      HEAVY_WORK_QUEUE: '0',
      BUSY_RETRY_AFTER_S: '7',
      CHAT_RATE_LIMIT_MAX: '1000',
      FREE_DAILY_AI_QUOTA: '1000',
    },
    { database: await openTestDatabase({ corpus: true }) },
  );
  reader = await signUp(app, 'ranker');
});
afterAll(async () => {
  release();
  await app?.close();
});

const compare = (theme: string) =>
  app.inject({
    method: 'POST',
    url: '/api/chat/compare',
    headers: bearer(reader),
    payload: { theme, sessionId: 'busy-compare', maxVersesPerReligion: 2 },
  });

describe('ranking themes and questions nobody asked before, while the ranking slots are full', () => {
  it('answers a 503 with Retry-After at once, stores no question, and cheap requests still answer', async () => {
    gate.held = true;
    const first = compare('mercy');
    // The first ranking of a server loads its word data before it searches: seconds on a busy machine.
    await vi.waitFor(() => expect(gate.started).toBeGreaterThan(0), { timeout: 60_000, interval: 20 });

    const refused = await compare('forgiveness');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({
      error: 'Service Unavailable',
      message: 'New questions and themes are busy right now. Please try again in 7 seconds.',
    });

    const streamed = await ask(
      app,
      reader,
      { message: 'What do the traditions say about patience?', sessionId: 'busy-chat' },
      '/api/chat/stream',
    );
    expect(streamed.statusCode).toBe(503);
    expect(streamed.headers['retry-after']).toBe('7');
    const history = await app.inject({ method: 'GET', url: '/api/chat/busy-chat', headers: bearer(reader) });
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).not.toContain('patience');

    const chapter = await app.inject({
      method: 'GET',
      url: '/api/scriptures?religion=christianity&book=John&chapter=3',
    });
    expect(chapter.statusCode, chapter.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    release();
    const answered = await first;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().theme).toBe('mercy');

    // The slot is free again: the theme that was refused is ranked now.
    const retried = await compare('forgiveness');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(Object.values(retried.json().verses).flat().length).toBeGreaterThan(0);
  });
});
