import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';
import type * as cardRender from './card-render';
import { openTestDatabase } from '../../test/test-database';

// Every render waits for the test to let it finish, so a card holds its slot for as long as the test says.
const renders = vi.hoisted(() => ({ started: 0, release: [] as (() => void)[] }));
vi.mock('./card-render', async (importOriginal) => {
  const real = await importOriginal<typeof cardRender>();
  return {
    ...real,
    renderVerseCard: async (verse: Parameters<typeof real.renderVerseCard>[0]) => {
      renders.started += 1;
      await new Promise<void>((resolve) => renders.release.push(resolve));
      return real.renderVerseCard(verse);
    },
  };
});

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp(
    { HEAVY_WORK_CONCURRENCY: '1', HEAVY_WORK_QUEUE: '1', BUSY_RETRY_AFTER_S: '7' },
    { database: await openTestDatabase({ corpus: true }) },
  );
});
afterAll(async () => {
  for (const release of renders.release.splice(0)) release();
  await app?.close();
});

const card = (verse: number) =>
  app.inject({
    method: 'GET',
    url: `/api/share/verse.png?religion=christianity&book=John&chapter=3&verse=${verse}&translation=web`,
  });

describe('share cards while the renderer is full', () => {
  it('refuses one past the queue with a 503 and Retry-After, while chapters and health answer at once', async () => {
    const rendering = card(16);
    await vi.waitFor(() => expect(renders.started).toBe(1), { timeout: 30_000, interval: 20 });
    // Of the next two, one waits for the slot and the other, past the queue, is refused at once.
    const next = [card(17), card(18)].map((sent, index) => sent.then((response) => ({ response, index })));
    const { response: refused, index } = await Promise.race(next);
    const waiting = next[1 - index]!.then(({ response }) => response);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({
      error: 'Service Unavailable',
      message: 'Share cards are busy right now. Please try again in 7 seconds.',
    });

    // The renderer is still held: cheap requests do not queue behind it.
    const chapter = await app.inject({
      method: 'GET',
      url: '/api/scriptures?religion=christianity&book=John&chapter=3',
    });
    expect(chapter.statusCode, chapter.body).toBe(200);
    expect(chapter.json().verses.length).toBeGreaterThan(10);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(renders.started).toBe(1);

    renders.release.shift()!();
    expect((await rendering).statusCode).toBe(200);
    await vi.waitFor(() => expect(renders.started).toBe(2));
    renders.release.shift()!();
    expect((await waiting).statusCode).toBe(200);

    // The slots are free again: the card that was refused renders now.
    const retried = card(17 + index);
    await vi.waitFor(() => expect(renders.started).toBe(3));
    renders.release.shift()!();
    const answered = await retried;
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toBe('image/png');
  });
});
