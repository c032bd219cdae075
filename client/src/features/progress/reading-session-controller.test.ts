import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endSessionRequestSchema,
  startSessionRequestSchema,
  updateSessionRequestSchema,
} from '@common/api/progress';
import { ApiRequestError } from '@/lib/api-client';
import { startApiTestServer, type RecordedRequest } from '@/test/api-test-server';
import { startReadingSession } from './reading-session-controller';
import { COUNT_FLUSH_DELAY_MS, type ReadingSessionTransport } from './reading-session-steps';
import { installSendBeacon, progressServer } from './testing/progress-test-server';

const MINUTE = 60 * 1000;
let api = progressServer();
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request, reply) => api.route(request, reply));
});
afterAll(() => server.close());
beforeEach(() => {
  api = progressServer();
  server.requests.length = 0;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2025-08-26T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The progress calls the server received, as 'METHOD path'. */
const calls = () =>
  server.requests.filter((r) => r.path.startsWith('/api/progress/')).map((r) => `${r.method} ${r.path}`);
const lastTo = (path: string): RecordedRequest => server.requestsTo(path).at(-1)!;
const genesis = (chapter: number) => ({ religion: 'judaism' as const, book: 'Genesis', chapter });

function newController() {
  const events = { ended: 0, errors: [] as string[] };
  const controller = startReadingSession({
    events: {
      onEnded: () => (events.ended += 1),
      onError: (message) => events.errors.push(message),
    },
  });
  return { controller, events };
}

describe('the reading-session machine', () => {
  it('starts a session with the selection and the browser time zone', async () => {
    const { controller } = newController();
    await controller.start(genesis(1));
    const start = lastTo('/api/progress/session/start');
    expect(startSessionRequestSchema.parse(start.body)).toMatchObject(genesis(1));
    expect((start.body as { timeZone?: string }).timeZone).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(controller.getSession()).toMatchObject({ sessionId: 101, ...genesis(1), versesRead: 0 });
  });

  it('ends the active session before starting another', async () => {
    const { controller, events } = newController();
    await controller.start(genesis(1));
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    await controller.start({ religion: 'islam', book: 'Al-Fatihah', chapter: 1 });
    expect(calls()).toEqual([
      'POST /api/progress/session/start',
      'PATCH /api/progress/session/101/end',
      'POST /api/progress/session/start',
    ]);
    expect(endSessionRequestSchema.parse(lastTo('/api/progress/session/101/end').body)).toMatchObject({
      durationMinutes: 3,
      completedChapter: false,
    });
    expect(controller.getSession()).toMatchObject({ sessionId: 102, religion: 'islam' });
    expect(events.ended).toBe(1);
  });

  it('completes the chapter and starts the next on a higher chapter; a lower one stays local', async () => {
    const { controller } = newController();
    await controller.changeChapter(genesis(1)); // no session yet: one starts
    await vi.advanceTimersByTimeAsync(90 * 1000);
    await controller.changeChapter(genesis(2));
    expect(lastTo('/api/progress/session/101/end').body).toMatchObject({
      durationMinutes: 2,
      completedChapter: true,
    });
    expect(controller.getSession()).toMatchObject({ sessionId: 102, chapter: 2 });

    const before = calls().length;
    await controller.changeChapter(genesis(1));
    await controller.changeChapter(genesis(1));
    expect(calls()).toHaveLength(before);
    expect(controller.getSession()).toMatchObject({ sessionId: 102, chapter: 1 });

    await controller.changeChapter({ religion: 'judaism', book: 'Exodus', chapter: 1 });
    expect(lastTo('/api/progress/session/102/end').body).toMatchObject({ completedChapter: false });
    expect(controller.getSession()).toMatchObject({ sessionId: 103, book: 'Exodus' });
  });

  it('counts verse reads and chat messages, sends them once after a pause, and with the end', async () => {
    const { controller } = newController();
    await controller.start(genesis(1));
    controller.recordVerseRead();
    controller.recordVerseRead();
    controller.recordChatMessage();
    controller.recordVerseRead();
    expect(controller.getSession()).toMatchObject({ versesRead: 3, chatMessages: 1 });
    expect(server.requestsTo('/api/progress/session/101')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(COUNT_FLUSH_DELAY_MS);
    const updates = server.requestsTo('/api/progress/session/101');
    expect(updates).toHaveLength(1);
    expect(updateSessionRequestSchema.parse(updates[0]!.body)).toEqual({ versesRead: 3, chatMessages: 1 });
    expect(updates[0]!.method).toBe('PATCH');

    await vi.advanceTimersByTimeAsync(4 * MINUTE + 27 * 1000); // 4 min 29 s in all
    await controller.end();
    expect(lastTo('/api/progress/session/101/end').body).toEqual({
      durationMinutes: 4,
      versesRead: 3,
      chatMessages: 1,
      completedChapter: false,
    });
    expect(controller.getSession()).toBeNull();
  });

  it('gives verse reads made during a chapter change to the new session', async () => {
    const { controller } = newController();
    await controller.start(genesis(1));
    const change = controller.changeChapter(genesis(2));
    controller.recordVerseRead();
    await change;
    expect(controller.getSession()).toMatchObject({ chapter: 2, versesRead: 1 });
  });

  it('auto-ends a session once it is older than 30 minutes, checking every 60 s', async () => {
    const { controller, events } = newController();
    await controller.start(genesis(1));
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(server.requestsTo('/api/progress/session/101/end')).toHaveLength(0);
    expect(controller.getSession()).not.toBeNull();

    await vi.advanceTimersByTimeAsync(MINUTE);
    await controller.whenIdle();
    expect(lastTo('/api/progress/session/101/end').body).toMatchObject({ durationMinutes: 30 });
    expect(controller.getSession()).toBeNull();
    expect(events.ended).toBe(1);
    // The check stops with the session.
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    await controller.whenIdle();
    expect(server.requestsTo('/api/progress/session/101/end')).toHaveLength(1);
  });

  it('hands the session to a text/plain beacon when the page goes away', async () => {
    const beacon = installSendBeacon();
    const { controller } = newController();
    await controller.start(genesis(3));
    controller.recordVerseRead();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    controller.endWithBeacon();
    await beacon.settled();

    const sent = lastTo('/api/progress/session/101/end');
    expect(sent.method).toBe('POST');
    expect(sent.headers['content-type']).toBe('text/plain;charset=UTF-8');
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.body).toEqual({ sessionId: 101, durationMinutes: 5, versesRead: 1, chatMessages: 0 });
    expect(controller.getSession()).toBeNull();
  });

  it('treats a 409 on end as already ended, and reports other failures with their own messages', async () => {
    const { controller, events } = newController();
    await controller.start(genesis(1));
    api.state.endStatus = 409;
    await controller.end();
    expect(events).toEqual({ ended: 1, errors: [] });

    api.state.startStatus = 503;
    await controller.start(genesis(2));
    expect(events.errors).toEqual(['Failed to start session']);
    expect(controller.getSession()).toBeNull();

    api.state.startStatus = 201;
    api.state.endStatus = 500;
    await controller.start(genesis(2));
    await controller.end();
    expect(events.errors).toEqual(['Failed to start session', 'Failed to end session']);
  });

  it('forgets a session the server closed when its counts are refused with a 409, and flushes counts made during a change', async () => {
    const updates: number[] = [];
    let nextId = 201;
    const transport: ReadingSessionTransport = {
      start: async (body) => ({ ...body, id: nextId++ }),
      update: async (sessionId) => {
        updates.push(sessionId);
        if (sessionId === 202) throw new ApiRequestError(409, 'Conflict', '');
      },
      end: async () => ({ newMilestones: [] }) as never,
      beacon: () => true,
    };
    let ended = 0;
    const controller = startReadingSession({ transport, events: { onEnded: () => (ended += 1) } });
    await controller.start(genesis(1));
    const change = controller.changeChapter(genesis(2));
    controller.recordVerseRead();
    await change;
    expect(controller.getSession()).toMatchObject({ sessionId: 202, versesRead: 1 });
    expect(ended).toBe(1);

    await vi.advanceTimersByTimeAsync(COUNT_FLUSH_DELAY_MS - 1);
    expect(updates).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(updates).toEqual([202]);
    expect(controller.getSession()).toBeNull();
    expect(ended).toBe(2);
  });
});
