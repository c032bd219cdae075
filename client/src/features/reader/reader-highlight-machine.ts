import { assign, raise, setup } from 'xstate';

/** An externally requested verse is tinted for 3 s; a missing element is retried 5 times, 500 ms x attempt. */
export const HIGHLIGHT_TINT_MS = 3000;
export const HIGHLIGHT_MAX_RETRIES = 5;
export const HIGHLIGHT_RETRY_STEP_MS = 500;

export type HighlightRequest = { verse: number; requestId: number };

/** How the machine sees the page: whether a verse's card is there yet, and how to bring it into view. */
export type HighlightPage = {
  hasVerse: (verse: number) => boolean;
  scrollToVerse: (verse: number) => void;
};

/*
 * Two regions run side by side. `locate` looks for the requested verse's card: at once, then after 500 ms,
 * 1000 ms, ... (500 ms x attempt) until it exists or five retries have failed; a new request starts over and a
 * withdrawn one stops looking. `tint` keeps the found verse tinted for 3 s, and runs its full 3 s even if the
 * request is withdrawn meanwhile. The delays are named and run on XState's clock, so tests drive them in
 * simulated time.
 */
export const readerHighlightMachine = setup({
  types: {
    input: {} as HighlightPage,
    context: {} as {
      page: HighlightPage;
      request: HighlightRequest | null;
      attempt: number;
      tinted: number | null;
    },
    events: {} as
      | { type: 'request'; request: HighlightRequest }
      | { type: 'withdraw' }
      | { type: 'found'; verse: number },
  },
  delays: {
    nextAttempt: ({ context }) => HIGHLIGHT_RETRY_STEP_MS * context.attempt,
    tintDuration: HIGHLIGHT_TINT_MS,
  },
  guards: {
    verseOnPage: ({ context }) => context.request !== null && context.page.hasVerse(context.request.verse),
    retriesLeft: ({ context }) => context.attempt < HIGHLIGHT_MAX_RETRIES,
  },
}).createMachine({
  id: 'readerHighlight',
  type: 'parallel',
  context: ({ input }) => ({ page: input, request: null, attempt: 0, tinted: null }),
  states: {
    locate: {
      initial: 'idle',
      on: {
        request: {
          target: '.seeking',
          reenter: true,
          actions: assign({ request: ({ event }) => event.request, attempt: 0 }),
        },
        withdraw: { target: '.idle', actions: assign({ request: null }) },
      },
      states: {
        idle: {},
        seeking: {
          after: {
            nextAttempt: [
              {
                guard: 'verseOnPage',
                target: 'idle',
                actions: [
                  ({ context }) => context.page.scrollToVerse(context.request!.verse),
                  raise(({ context }) => ({ type: 'found' as const, verse: context.request!.verse })),
                ],
              },
              {
                guard: 'retriesLeft',
                target: 'seeking',
                reenter: true,
                actions: assign({ attempt: ({ context }) => context.attempt + 1 }),
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    tint: {
      initial: 'off',
      on: {
        found: { target: '.on', reenter: true, actions: assign({ tinted: ({ event }) => event.verse }) },
      },
      states: {
        off: { entry: assign({ tinted: null }) },
        on: { after: { tintDuration: 'off' } },
      },
    },
  },
});
