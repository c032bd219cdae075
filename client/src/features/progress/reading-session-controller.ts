import { assign, createActor, setup, waitFor, type ActorRefFrom } from 'xstate';
import { SESSION_AUTO_END_CHECK_MS } from '@common/journey/constants';
import {
  COUNT_FLUSH_DELAY_MS,
  countFlush,
  durationOf,
  httpTransport,
  isConflict,
  lifecycleStep,
  MAX_SESSION_MS,
  type ActiveReadingSession,
  type LifecycleStep,
  type ReadingSelection,
  type ReadingSessionContext,
  type ReadingSessionEvent,
  type ReadingSessionInput,
} from './reading-session-steps';

/*
 * The client side of the reading-session lifecycle (docs/product.md, Journey) as an XState machine: one active
 * session; starting ends the active one; a higher chapter ends it as completed and starts the next; a lower
 * chapter only moves the local chapter; verse reads and chat messages are counted (and sent to the server
 * shortly after, so a day counts even if the tab dies); auto-end after 30 minutes, checked every 60 s; a beacon
 * on unload. Lifecycle steps run one at a time (an invoked actor each), queued in order; the count flush and the
 * auto-end check are named delays, so fake timers or a SimulatedClock drive them in tests.
 */

export const readingSessionMachine = setup({
  types: {
    context: {} as ReadingSessionContext,
    events: {} as ReadingSessionEvent,
    input: {} as ReadingSessionInput,
  },
  actors: { lifecycleStep, countFlush },
  delays: {
    countFlush: COUNT_FLUSH_DELAY_MS,
    autoEndCheck: SESSION_AUTO_END_CHECK_MS,
  },
  guards: {
    hasQueuedStep: ({ context }) => context.queue.length > 0,
    hasSession: ({ context }) => context.session !== null,
    noSession: ({ context }) => context.session === null,
    hasPendingCounts: ({ context }) => context.pendingCounts !== null,
    sessionExpired: ({ context }) =>
      context.session !== null && context.now() - context.session.startTime > MAX_SESSION_MS,
    closedByServer: ({ context, event }) =>
      context.session !== null && isConflict((event as { error?: unknown }).error),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => (event.type === 'step' ? [...context.queue, event.step] : context.queue),
    }),
    queueAutoEnd: assign({
      queue: ({ context }) => [...context.queue, { kind: 'end', completedChapter: false }],
    }),
    resolveStep: ({ context }) => context.queue[0]?.done?.(),
    dropStep: assign({ queue: ({ context }) => context.queue.slice(1) }),
    setSession: assign({
      session: ({ context, event }) => (event.type === 'sessionChanged' ? event.session : context.session),
    }),
    countNow: assign({
      session: ({ context, event }) =>
        context.session && event.type === 'count'
          ? { ...context.session, [event.field]: context.session[event.field] + 1 }
          : context.session,
    }),
    countLater: assign({
      pendingCounts: ({ context, event }) => {
        const counts = context.pendingCounts ?? { versesRead: 0, chatMessages: 0 };
        return event.type === 'count' ? { ...counts, [event.field]: counts[event.field] + 1 } : counts;
      },
    }),
    applyPendingCounts: assign(({ context }) => {
      const counts = context.pendingCounts;
      if (!counts || !context.session) return { pendingCounts: null };
      return {
        pendingCounts: null,
        session: {
          ...context.session,
          versesRead: context.session.versesRead + counts.versesRead,
          chatMessages: context.session.chatMessages + counts.chatMessages,
        },
      };
    }),
    sendBeacon: ({ context }) => {
      const active = context.session;
      if (!active) return;
      context.transport.beacon(active.sessionId, {
        sessionId: active.sessionId,
        durationMinutes: durationOf(context, active),
        versesRead: active.versesRead,
        chatMessages: active.chatMessages,
      });
      context.events.onEnded?.();
    },
    announceServerEnded: ({ context }) => context.events.onEnded?.(),
    forgetSession: assign({ session: null }),
  },
}).createMachine({
  id: 'readingSession',
  context: ({ input }) => ({
    transport: input.transport ?? httpTransport,
    events: input.events ?? {},
    now: input.now ?? Date.now,
    session: null,
    queue: [],
    pendingCounts: null,
  }),
  initial: 'ready',
  on: {
    step: { actions: 'enqueue' },
    // The page is going away: hand the session to a beacon, which outlives the page.
    pageHidden: { actions: ['sendBeacon', 'forgetSession'] },
  },
  states: {
    ready: {
      always: { guard: 'hasQueuedStep', target: 'running' },
      type: 'parallel',
      states: {
        autoEnd: {
          initial: 'off',
          states: {
            off: { always: { guard: 'hasSession', target: 'checking' } },
            checking: {
              always: { guard: 'noSession', target: 'off' },
              after: {
                autoEndCheck: [
                  { guard: 'sessionExpired', target: 'checking', reenter: true, actions: 'queueAutoEnd' },
                  { target: 'checking', reenter: true },
                ],
              },
            },
          },
        },
        flush: {
          initial: 'settled',
          on: { count: { guard: 'hasSession', target: '.waiting', reenter: true, actions: 'countNow' } },
          states: {
            // Counts made during the last step belong to the session it left active (if any).
            settled: {
              always: { guard: 'hasPendingCounts', target: 'waiting', actions: 'applyPendingCounts' },
            },
            waiting: {
              after: {
                countFlush: [{ guard: 'hasSession', target: 'sending' }, { target: 'settled' }],
              },
            },
            sending: {
              invoke: {
                src: 'countFlush',
                input: ({ context }) => ({ env: context, session: context.session! }),
                onDone: 'settled',
                // The counts travel again with the end of the session; a 409 means the server already closed it.
                onError: [
                  {
                    guard: 'closedByServer',
                    target: 'settled',
                    actions: ['announceServerEnded', 'forgetSession'],
                  },
                  'settled',
                ],
              },
            },
          },
        },
      },
    },
    running: {
      invoke: {
        src: 'lifecycleStep',
        input: ({ context }) => ({ env: context, step: context.queue[0]!, session: context.session }),
      },
      on: {
        sessionChanged: { actions: 'setSession' },
        // A start or chapter change is on its way: the count belongs to the session it leaves active.
        count: { actions: 'countLater' },
        stepFinished: { target: 'ready', actions: ['resolveStep', 'dropStep'] },
      },
    },
  },
});

export type ReadingSessionActor = ActorRefFrom<typeof readingSessionMachine>;

/** The calls a reader makes; each lifecycle step resolves once it has finished. */
export function readingSessionCommands(actor: ReadingSessionActor) {
  const run = (step: LifecycleStep) =>
    new Promise<void>((done) => actor.send({ type: 'step', step: { ...step, done } }));
  return {
    /** Starts a session for the selection, ending the active one first. */
    start: (selection: ReadingSelection) => run({ kind: 'start', selection }),
    /**
     * The reader moved to another chapter: a higher one ends the session as completed and starts the next;
     * a lower one only moves the local chapter. Another book or religion starts afresh; no session, one starts.
     */
    changeChapter: (selection: ReadingSelection) => run({ kind: 'changeChapter', selection }),
    /** Ends the active session (e.g. the religion changed, or the reader closed the reader). */
    end: (options: { completedChapter?: boolean } = {}) =>
      run({ kind: 'end', completedChapter: options.completedChapter ?? false }),
    recordVerseRead: () => actor.send({ type: 'count', field: 'versesRead' }),
    recordChatMessage: () => actor.send({ type: 'count', field: 'chatMessages' }),
    endWithBeacon: () => actor.send({ type: 'pageHidden' }),
    /** Resolves once every start, change and end asked for so far has finished. */
    whenIdle: async () => {
      await waitFor(actor, (snapshot) => snapshot.matches('ready') && snapshot.context.queue.length === 0);
    },
  };
}

export type ReadingSessionHandleCore = ReturnType<typeof readingSessionCommands> & {
  actor: ReadingSessionActor;
  getSession: () => ActiveReadingSession | null;
};

/** A running reading-session actor with its commands (the hook keeps one per mounted reader). */
export function startReadingSession(input: ReadingSessionInput = {}): ReadingSessionHandleCore {
  const actor = createActor(readingSessionMachine, { input }).start();
  return { actor, ...readingSessionCommands(actor), getSession: () => actor.getSnapshot().context.session };
}
