import { setup } from 'xstate';

/*
 * How a new version of the app takes over, as an XState machine (the wiring is in register-service-worker.tsx).
 * A new service worker installs and waits; the reader is asked once; only their 'Reload' activates it, and the
 * page reloads once when the new worker has taken control. Anything else that changes the controller (the first
 * install claiming the page, another tab choosing 'Reload') reloads nothing, so a half-typed question is never
 * thrown away and there is no reload loop. The effects are actions the caller provides.
 */

export type UpdateEvent =
  | { type: 'update-found' }
  | { type: 'reload-chosen'; workerWaiting: boolean }
  | { type: 'controller-changed' };

export const updateMachine = setup({
  types: { events: {} as UpdateEvent },
  actions: {
    /** Ask the reader whether to reload into the new version. */
    prompt: () => undefined,
    /** Tell the waiting worker to take over. */
    skipWaiting: () => undefined,
    reload: () => undefined,
  },
  guards: {
    workerWaiting: ({ event }) => event.type === 'reload-chosen' && event.workerWaiting,
  },
}).createMachine({
  id: 'update',
  initial: 'current',
  states: {
    /** Running the current version; nothing is waiting. */
    current: {
      on: { 'update-found': { target: 'updateReady', actions: 'prompt' } },
    },
    /** A new version waits; the reader has been asked. */
    updateReady: {
      on: {
        'reload-chosen': [
          { guard: 'workerWaiting', target: 'activating', actions: 'skipWaiting' },
          // Another tab may already have activated the new worker: then a plain reload loads it.
          { target: 'reloading', actions: 'reload' },
        ],
      },
    },
    /** The reader chose 'Reload'; the waiting worker was told to take over. */
    activating: {
      on: { 'controller-changed': { target: 'reloading', actions: 'reload' } },
    },
    /** The page is reloading into the new version: final, ignores everything after. */
    reloading: { type: 'final' },
  },
});
