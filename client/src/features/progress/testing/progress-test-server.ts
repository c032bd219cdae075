import type { RecordedRequest, TestReply } from '@/test/api-test-server';

/**
 * Answers the progress calls the way the server does (shapes of common/api/progress.ts), numbering
 * sessions from 101, so client tests run the real fetch and beacon against a real HTTP server.
 */
export function progressServer(options: { endStatus?: number; startStatus?: number } = {}) {
  let nextId = 101;
  const sessions = new Map<number, Record<string, unknown>>();
  const state = {
    endStatus: options.endStatus ?? 200,
    startStatus: options.startStatus ?? 201,
    /** What the next end earns. */
    newMilestones: [] as unknown[],
  };

  const route = (request: RecordedRequest, reply: TestReply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && request.path === '/api/progress/session/start') {
      if (state.startStatus !== 201) {
        return reply.json(state.startStatus, { error: 'Error', message: 'The database is not answering.' });
      }
      const session = {
        id: nextId++,
        religion: body.religion,
        book: body.book,
        chapter: body.chapter,
        startTime: new Date().toISOString(),
        endTime: null,
        durationMinutes: 0,
        versesRead: 0,
        chatMessages: 0,
        completedChapter: false,
        mood: null,
        notes: null,
      };
      sessions.set(session.id, session);
      return reply.json(201, session);
    }
    const match = /^\/api\/progress\/session\/(\d+)(\/end)?$/.exec(request.path);
    const session = match ? sessions.get(Number(match[1])) : undefined;
    if (match && session) {
      if (match[2]) {
        if (state.endStatus !== 200) {
          return reply.json(state.endStatus, {
            error: 'Conflict',
            message: 'This reading session has already ended.',
          });
        }
        Object.assign(session, body, { endTime: new Date().toISOString() });
        delete session.sessionId;
        const newMilestones = state.newMilestones;
        state.newMilestones = [];
        return reply.json(200, { session, newMilestones });
      }
      Object.assign(session, body);
      return reply.json(200, session);
    }
    if (request.method === 'GET' && request.path.startsWith('/api/progress/')) {
      return reply.json(200, { path: request.path });
    }
    return reply.json(404, { error: 'Not Found', message: `no route ${request.method} ${request.path}` });
  };
  return { route, state };
}

/** What a browser's navigator.sendBeacon does with a string: a text/plain POST that outlives the page. */
export function installSendBeacon() {
  const sent: Promise<Response>[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: string) => {
      sent.push(
        fetch(url, {
          method: 'POST',
          body: data,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          credentials: 'include',
          keepalive: true,
        }),
      );
      return true;
    },
  });
  return { settled: () => Promise.all(sent) };
}
