import type { EndSessionRequest, EndSessionResponse, UpdateSessionRequest } from '@common/api/progress';
import { SESSION_AUTO_END_MINUTES } from '@common/journey/constants';
import { roundedMinutes } from '@common/journey/duration';
import type { ReligionId } from '@common/scripture/religions';
import { fromCallback, fromPromise } from 'xstate';
import { ApiRequestError } from '@/lib/api-client';
import { endReadingSession, sendEndBeacon, startReadingSession, updateReadingSession } from './progress-api';

/* The reading session's types and the server work its machine (reading-session-controller.ts) invokes. */

export type ReadingSelection = { religion: ReligionId; book: string; chapter: number };

export type ActiveReadingSession = ReadingSelection & {
  sessionId: number;
  /** Epoch milliseconds, on the client's clock. */
  startTime: number;
  versesRead: number;
  chatMessages: number;
};

export type ReadingSessionTransport = {
  start(body: ReadingSelection & { timeZone?: string }): Promise<{ id: number } & ReadingSelection>;
  update(sessionId: number, counts: UpdateSessionRequest): Promise<unknown>;
  end(sessionId: number, body: EndSessionRequest): Promise<EndSessionResponse>;
  beacon(sessionId: number, body: EndSessionRequest): boolean;
};

export const httpTransport: ReadingSessionTransport = {
  start: startReadingSession,
  update: updateReadingSession,
  end: endReadingSession,
  beacon: sendEndBeacon,
};

export type ReadingSessionEvents = {
  /** A session ended (the journey figures changed); `result` is absent for a beacon. */
  onEnded?: (result?: EndSessionResponse) => void;
  onStarted?: (session: ActiveReadingSession) => void;
  /** 'Failed to start session' / 'Failed to end session', shown to the reader. */
  onError?: (message: 'Failed to start session' | 'Failed to end session', error: unknown) => void;
};

/** Counts are sent this long after the last verse read or chat message, in one request. */
export const COUNT_FLUSH_DELAY_MS = 2000;
export const MAX_SESSION_MS = SESSION_AUTO_END_MINUTES * 60 * 1000;

export type LifecycleStep =
  | { kind: 'start'; selection: ReadingSelection }
  | { kind: 'changeChapter'; selection: ReadingSelection }
  | { kind: 'end'; completedChapter: boolean };

export type QueuedStep = LifecycleStep & { done?: () => void };
export type CountField = 'versesRead' | 'chatMessages';

export type ReadingSessionInput = {
  transport?: ReadingSessionTransport;
  events?: ReadingSessionEvents;
  now?: () => number;
};

export type Environment = {
  transport: ReadingSessionTransport;
  events: ReadingSessionEvents;
  now: () => number;
};

export type ReadingSessionContext = Environment & {
  session: ActiveReadingSession | null;
  queue: QueuedStep[];
  /** Counts made while a step was running, for the session it leaves active. */
  pendingCounts: Record<CountField, number> | null;
};

export type ReadingSessionEvent =
  | { type: 'step'; step: QueuedStep }
  | { type: 'count'; field: CountField }
  | { type: 'pageHidden' }
  | { type: 'sessionChanged'; session: ActiveReadingSession | null }
  | { type: 'stepFinished' };

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function durationOf(env: Environment, session: ActiveReadingSession): number {
  return Math.min(SESSION_AUTO_END_MINUTES, roundedMinutes(env.now() - session.startTime));
}

export const isConflict = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/** One lifecycle step: the session it changes is sent back as it changes, then 'stepFinished'. */
export const lifecycleStep = fromCallback<
  ReadingSessionEvent,
  { env: Environment; step: LifecycleStep; session: ActiveReadingSession | null }
>(({ input, sendBack }) => {
  const { env, step } = input;
  let active = input.session;
  const setActive = (session: ActiveReadingSession | null) => {
    active = session;
    sendBack({ type: 'sessionChanged', session });
  };

  const endActive = async (completedChapter: boolean) => {
    const ending = active;
    if (!ending) return;
    setActive(null);
    try {
      const result = await env.transport.end(ending.sessionId, {
        durationMinutes: durationOf(env, ending),
        versesRead: ending.versesRead,
        chatMessages: ending.chatMessages,
        completedChapter,
      });
      env.events.onEnded?.(result);
    } catch (error) {
      // The server had already closed it (stale, or another tab): nothing is lost.
      if (isConflict(error)) env.events.onEnded?.();
      else env.events.onError?.('Failed to end session', error);
    }
  };

  const startNow = async (selection: ReadingSelection) => {
    const startTime = env.now();
    try {
      const timeZone = browserTimeZone();
      const started = await env.transport.start({ ...selection, ...(timeZone ? { timeZone } : {}) });
      const session: ActiveReadingSession = {
        sessionId: started.id,
        religion: started.religion,
        book: started.book,
        chapter: started.chapter,
        startTime,
        versesRead: 0,
        chatMessages: 0,
      };
      setActive(session);
      env.events.onStarted?.(session);
    } catch (error) {
      env.events.onError?.('Failed to start session', error);
    }
  };

  const run = async () => {
    if (step.kind === 'end') return endActive(step.completedChapter);
    if (step.kind === 'start') {
      await endActive(false);
      return startNow(step.selection);
    }
    const { selection } = step;
    if (!active || active.religion !== selection.religion || active.book !== selection.book) {
      await endActive(false);
      await startNow(selection);
    } else if (selection.chapter > active.chapter) {
      await endActive(true);
      await startNow(selection);
    } else if (selection.chapter < active.chapter) {
      setActive({ ...active, chapter: selection.chapter });
    }
  };
  void run().finally(() => sendBack({ type: 'stepFinished' }));
});

/** Sends the counts so far; a 409 means the server already closed the session. */
export const countFlush = fromPromise<void, { env: Environment; session: ActiveReadingSession }>(
  async ({ input }) => {
    await input.env.transport.update(input.session.sessionId, {
      versesRead: input.session.versesRead,
      chatMessages: input.session.chatMessages,
    });
  },
);
