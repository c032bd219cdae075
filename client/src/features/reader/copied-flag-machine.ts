import { assign, setup } from 'xstate';

/** The copied flag resets after 1 s (docs/product.md, Reader). */
export const COPIED_FLAG_MS = 1000;

/*
 * The 'copied' mark on a verse: shown after a copy, gone 1 s later. Copying again (the same verse or another)
 * restarts the second. The delay is named and runs on XState's clock, so tests drive it in simulated time.
 */
export const copiedFlagMachine = setup({
  types: {
    context: {} as { verse: number | null },
    events: {} as { type: 'copied'; verse: number },
  },
  delays: { copiedFlag: COPIED_FLAG_MS },
}).createMachine({
  id: 'copiedFlag',
  context: { verse: null },
  initial: 'idle',
  on: {
    copied: { target: '.showing', reenter: true, actions: assign({ verse: ({ event }) => event.verse }) },
  },
  states: {
    idle: { entry: assign({ verse: null }) },
    showing: { after: { copiedFlag: 'idle' } },
  },
});
