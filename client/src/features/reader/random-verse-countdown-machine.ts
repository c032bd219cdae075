import { assign, setup } from 'xstate';

/** A new random verse every 60 s; the progress bar rises about 1.67% a second. */
export const RANDOM_VERSE_REFRESH_SECONDS = 60;
const TICK_MS = 1000;

export type CountdownInput = {
  /** The wall clock: the seconds left are counted from it, so a throttled background tab does not fall behind. */
  now: () => number;
  /** Fetches the next verse. */
  refetch: () => void;
};

type CountdownContext = CountdownInput & { nextAt: number; secondsLeft: number };

function restarted(context: CountdownContext) {
  return {
    nextAt: context.now() + RANDOM_VERSE_REFRESH_SECONDS * 1000,
    secondsLeft: RANDOM_VERSE_REFRESH_SECONDS,
  };
}

/*
 * The countdown to the next random verse: it ticks each second, and when the 60 s are up, or the reader asks for
 * another verse, it fetches one and starts again from 60. The tick is a named delay on XState's clock, so tests
 * drive it in simulated time.
 */
export const randomVerseCountdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
    events: {} as { type: 'refresh' },
  },
  delays: { tick: TICK_MS },
  actions: {
    fetchNext: ({ context }) => context.refetch(),
    restart: assign(({ context }) => restarted(context)),
    countDown: assign({
      secondsLeft: ({ context }) => Math.ceil((context.nextAt - context.now()) / 1000),
    }),
  },
  guards: {
    timeIsUp: ({ context }) => context.nextAt - context.now() <= 0,
  },
}).createMachine({
  id: 'randomVerseCountdown',
  context: ({ input }) => ({
    ...input,
    nextAt: input.now() + RANDOM_VERSE_REFRESH_SECONDS * 1000,
    secondsLeft: RANDOM_VERSE_REFRESH_SECONDS,
  }),
  initial: 'counting',
  states: {
    counting: {
      on: { refresh: { target: 'counting', reenter: true, actions: ['restart', 'fetchNext'] } },
      after: {
        tick: [
          { guard: 'timeIsUp', target: 'counting', reenter: true, actions: ['restart', 'fetchNext'] },
          { target: 'counting', reenter: true, actions: 'countDown' },
        ],
      },
    },
  },
});

/** 0-100: how far through the 60 s until the next verse. */
export function progressOf(secondsLeft: number): number {
  return ((RANDOM_VERSE_REFRESH_SECONDS - secondsLeft) / RANDOM_VERSE_REFRESH_SECONDS) * 100;
}
