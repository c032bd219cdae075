import type { EndSessionRequest, EndSessionResponse, UpdateSessionRequest } from '@common/api/progress';
import { SESSION_AUTO_END_CHECK_MS, SESSION_AUTO_END_MINUTES } from '@common/journey/constants';
import { roundedMinutes } from '@common/journey/duration';
import type { ReligionId } from '@common/scripture/religions';
import { ApiRequestError } from '@/lib/api-client';
import { endReadingSession, sendEndBeacon, startReadingSession, updateReadingSession } from './progress-api';

/*
 * The client side of the reading-session lifecycle (docs/product.md, Journey): one active session; starting ends the
 * active one; a higher chapter ends it as completed and starts the next; a lower chapter only moves the
 * local chapter; verse reads and chat messages are counted (and sent to the server shortly after, so a
 * day counts even if the tab dies); auto-end after 30 minutes, checked every 60 s; a beacon on unload.
 */

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
const MAX_SESSION_MS = SESSION_AUTO_END_MINUTES * 60 * 1000;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export class ReadingSessionController {
  private active: ActiveReadingSession | null = null;
  private readonly listeners = new Set<() => void>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Counts made while no session was active but one was being started, for that session. */
  private pendingCounts: { versesRead: number; chatMessages: number } | null = null;
  private stepsInFlight = 0;
  private autoEndTimer: ReturnType<typeof setInterval> | undefined;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly transport: ReadingSessionTransport = httpTransport,
    private readonly events: ReadingSessionEvents = {},
    private readonly now: () => number = Date.now,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSession = (): ActiveReadingSession | null => this.active;

  private setActive(session: ActiveReadingSession | null) {
    this.active = session;
    for (const listener of this.listeners) listener();
  }

  /** Runs one lifecycle step after the previous one has finished: starts and ends never interleave. */
  private enqueue<T>(step: () => Promise<T>): Promise<T> {
    this.stepsInFlight += 1;
    const run = this.queue.then(step, step).finally(() => {
      this.stepsInFlight -= 1;
      if (this.stepsInFlight === 0) this.applyPendingCounts();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every start, change and end asked for so far has finished. */
  whenIdle = (): Promise<void> => this.queue.then(() => undefined);

  /** Starts a session for the selection, ending the active one first. */
  start = (selection: ReadingSelection): Promise<void> =>
    this.enqueue(async () => {
      await this.endActive(false);
      await this.startNow(selection);
    });

  /**
   * The reader moved to another chapter: a higher one ends the session as completed and starts the next;
   * a lower one only moves the local chapter. Another book or religion starts afresh; no session, one starts.
   */
  changeChapter = (selection: ReadingSelection): Promise<void> =>
    this.enqueue(async () => {
      const active = this.active;
      if (!active || active.religion !== selection.religion || active.book !== selection.book) {
        await this.endActive(false);
        await this.startNow(selection);
      } else if (selection.chapter > active.chapter) {
        await this.endActive(true);
        await this.startNow(selection);
      } else if (selection.chapter < active.chapter) {
        this.setActive({ ...active, chapter: selection.chapter });
      }
    });

  /** Ends the active session (e.g. the religion changed, or the reader closed the reader). */
  end = (options: { completedChapter?: boolean } = {}): Promise<void> =>
    this.enqueue(() => this.endActive(options.completedChapter ?? false));

  recordVerseRead = () => this.count('versesRead');

  recordChatMessage = () => this.count('chatMessages');

  /** Auto-end once the session is older than 30 minutes; runs every 60 s while a session is active. */
  checkAutoEnd = (): Promise<void> => {
    const active = this.active;
    if (!active || this.now() - active.startTime <= MAX_SESSION_MS) return Promise.resolve();
    return this.end();
  };

  /** The page is going away: hand the session to a beacon, which outlives the page. */
  endWithBeacon = () => {
    const active = this.active;
    if (!active) return;
    this.stopTimers();
    this.setActive(null);
    this.transport.beacon(active.sessionId, {
      sessionId: active.sessionId,
      durationMinutes: this.durationOf(active),
      versesRead: active.versesRead,
      chatMessages: active.chatMessages,
    });
    this.events.onEnded?.();
  };

  /** The component using the controller unmounted: end the session and stop the timers. */
  dispose = () => {
    void this.end();
  };

  private count(field: 'versesRead' | 'chatMessages') {
    // A start or chapter change is on its way: the count belongs to the session it leaves active.
    if (this.stepsInFlight > 0) {
      this.pendingCounts ??= { versesRead: 0, chatMessages: 0 };
      this.pendingCounts[field] += 1;
      return;
    }
    const active = this.active;
    if (!active) return;
    this.setActive({ ...active, [field]: active[field] + 1 });
    clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => void this.flushCounts(), COUNT_FLUSH_DELAY_MS);
  }

  private applyPendingCounts() {
    const counts = this.pendingCounts;
    this.pendingCounts = null;
    if (!counts || !this.active) return;
    for (let index = 0; index < counts.versesRead; index += 1) this.count('versesRead');
    for (let index = 0; index < counts.chatMessages; index += 1) this.count('chatMessages');
  }

  private async flushCounts() {
    this.flushTimer = undefined;
    const active = this.active;
    if (!active) return;
    try {
      await this.transport.update(active.sessionId, {
        versesRead: active.versesRead,
        chatMessages: active.chatMessages,
      });
    } catch (error) {
      // The counts travel again with the end of the session; a 409 means the server already closed it.
      if (
        error instanceof ApiRequestError &&
        error.status === 409 &&
        this.active?.sessionId === active.sessionId
      ) {
        this.stopTimers();
        this.setActive(null);
        this.events.onEnded?.();
      }
    }
  }

  private durationOf(session: ActiveReadingSession): number {
    return Math.min(SESSION_AUTO_END_MINUTES, roundedMinutes(this.now() - session.startTime));
  }

  private async startNow(selection: ReadingSelection) {
    const startTime = this.now();
    try {
      const timeZone = browserTimeZone();
      const started = await this.transport.start({ ...selection, ...(timeZone ? { timeZone } : {}) });
      const session: ActiveReadingSession = {
        sessionId: started.id,
        religion: started.religion,
        book: started.book,
        chapter: started.chapter,
        startTime,
        versesRead: 0,
        chatMessages: 0,
      };
      this.setActive(session);
      this.autoEndTimer = setInterval(() => void this.checkAutoEnd(), SESSION_AUTO_END_CHECK_MS);
      this.events.onStarted?.(session);
    } catch (error) {
      this.events.onError?.('Failed to start session', error);
    }
  }

  private stopTimers() {
    clearInterval(this.autoEndTimer);
    clearTimeout(this.flushTimer);
    this.autoEndTimer = undefined;
    this.flushTimer = undefined;
  }

  private async endActive(completedChapter: boolean) {
    const active = this.active;
    if (!active) return;
    this.stopTimers();
    this.setActive(null);
    try {
      const result = await this.transport.end(active.sessionId, {
        durationMinutes: this.durationOf(active),
        versesRead: active.versesRead,
        chatMessages: active.chatMessages,
        completedChapter,
      });
      this.events.onEnded?.(result);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        // The server had already closed it (stale, or another tab): nothing is lost.
        this.events.onEnded?.();
        return;
      }
      this.events.onError?.('Failed to end session', error);
    }
  }
}
