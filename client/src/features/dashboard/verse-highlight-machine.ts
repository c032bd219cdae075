import { assign, setup } from 'xstate';

/** After navigating to a verse, wait 2 s (the chapter loads), then highlight it for 4 s (docs/product.md, Reader). */
export const NAVIGATE_HIGHLIGHT_DELAY_MS = 2000;
export const NAVIGATE_HIGHLIGHT_DURATION_MS = 4000;

export type HighlightRequest = { verse: number; requestId: number };

/*
 * The highlight after a navigation to a verse: idle, waiting for the chapter to load, highlighting. Another
 * navigation starts over with a new request id (the reader tints again even for the same verse). The delays are
 * named and run on XState's clock, so fake timers or a SimulatedClock drive them in tests.
 */
export const verseHighlightMachine = setup({
  types: {
    context: {} as { verse: number; requestId: number },
    events: {} as { type: 'navigate'; verse: number },
  },
  delays: {
    chapterLoad: NAVIGATE_HIGHLIGHT_DELAY_MS,
    highlightDuration: NAVIGATE_HIGHLIGHT_DURATION_MS,
  },
}).createMachine({
  id: 'verseHighlight',
  context: { verse: 0, requestId: 0 },
  initial: 'idle',
  on: {
    navigate: {
      target: '.waiting',
      reenter: true,
      actions: assign({
        verse: ({ event }) => event.verse,
        requestId: ({ context }) => context.requestId + 1,
      }),
    },
  },
  states: {
    idle: {},
    waiting: { after: { chapterLoad: 'highlighting' } },
    highlighting: { after: { highlightDuration: 'idle' } },
  },
});

/** The verse to highlight now, or null. */
export function highlightOf(snapshot: {
  matches: (state: 'highlighting') => boolean;
  context: HighlightRequest;
}): HighlightRequest | null {
  return snapshot.matches('highlighting')
    ? { verse: snapshot.context.verse, requestId: snapshot.context.requestId }
    : null;
}
