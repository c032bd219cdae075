import { assertEvent, assign, emit, enqueueActions, sendParent, setup, spawnChild, stopChild } from 'xstate';

/** How long a verse stays on screen before it counts as read (docs/product.md, Journey). */
export const VERSE_DWELL_MS = 3000;

const timerId = (verse: number) => `dwell-${verse}`;

/** One verse's wait: when it has been on screen for the dwell time, it tells the counter. */
const dwellTimer = setup({
  types: {
    input: {} as { verse: number },
    context: {} as { verse: number },
  },
  delays: { dwell: VERSE_DWELL_MS },
}).createMachine({
  id: 'dwellTimer',
  context: ({ input }) => ({ verse: input.verse }),
  initial: 'waiting',
  states: {
    waiting: { after: { dwell: 'elapsed' } },
    elapsed: {
      type: 'final',
      entry: sendParent(({ context }) => ({ type: 'dwelled', verse: context.verse })),
    },
  },
});

type DwellContext = {
  /** Verses on screen now, each with its own running wait. */
  waiting: number[];
  /** Verses already counted in this chapter: each counts once. */
  counted: number[];
};

/*
 * Which verses of the chapter on screen were read: a verse counts once it has stayed on screen (the reader's
 * hook decides what 'on screen' means) for VERSE_DWELL_MS without leaving, whatever moved it there (scrolling by
 * wheel, keys or touch, a link, read-aloud). Leaving before the time is up forgets the wait; coming back starts it
 * again. Each count is emitted once as 'read'; 'reset' starts a new chapter. The waits run on XState's clock, so
 * tests drive them in simulated time.
 */
export const verseDwellMachine = setup({
  types: {
    context: {} as DwellContext,
    events: {} as
      | { type: 'shown'; verse: number }
      | { type: 'hidden'; verse: number }
      | { type: 'dwelled'; verse: number }
      | { type: 'reset' },
    emitted: {} as { type: 'read'; verse: number },
  },
  actors: { dwellTimer },
}).createMachine({
  id: 'verseDwell',
  context: { waiting: [], counted: [] },
  on: {
    shown: {
      guard: ({ context, event }) =>
        !context.counted.includes(event.verse) && !context.waiting.includes(event.verse),
      actions: [
        spawnChild('dwellTimer', {
          id: ({ event }) => timerId(event.verse),
          input: ({ event }) => {
            assertEvent(event, 'shown');
            return { verse: event.verse };
          },
        }),
        assign({ waiting: ({ context, event }) => [...context.waiting, event.verse] }),
      ],
    },
    hidden: {
      guard: ({ context, event }) => context.waiting.includes(event.verse),
      actions: [
        stopChild(({ event }) => timerId(event.verse)),
        assign({ waiting: ({ context, event }) => context.waiting.filter((verse) => verse !== event.verse) }),
      ],
    },
    dwelled: {
      guard: ({ context, event }) => context.waiting.includes(event.verse),
      actions: [
        assign({
          waiting: ({ context, event }) => context.waiting.filter((verse) => verse !== event.verse),
          counted: ({ context, event }) => [...context.counted, event.verse],
        }),
        emit(({ event }) => ({ type: 'read' as const, verse: event.verse })),
      ],
    },
    reset: {
      actions: enqueueActions(({ context, enqueue }) => {
        for (const verse of context.waiting) enqueue.stopChild(timerId(verse));
        enqueue.assign({ waiting: [], counted: [] });
      }),
    },
  },
});
