/*
 * How a new version of the app takes over, as a pure state machine (the wiring is in
 * register-service-worker.tsx). A new service worker installs and waits; the reader is asked once; only their
 * 'Reload' activates it, and the page reloads once when the new worker has taken control. Anything else that
 * changes the controller (the first install claiming the page, another tab choosing 'Reload') reloads nothing,
 * so a half-typed question is never thrown away and there is no reload loop.
 */

export type UpdatePhase =
  /** Running the current version; nothing is waiting. */
  | 'current'
  /** A new version waits; the reader has been asked. */
  | 'update-ready'
  /** The reader chose 'Reload'; the waiting worker was told to take over. */
  | 'activating'
  /** The page is reloading into the new version: final, ignores everything after. */
  | 'reloading';

export type UpdateEvent =
  | { type: 'update-found' }
  | { type: 'reload-chosen'; workerWaiting: boolean }
  | { type: 'controller-changed' };

export type UpdateEffect = 'prompt' | 'skip-waiting' | 'reload';

export type UpdateStep = { phase: UpdatePhase; effects: UpdateEffect[] };

export function nextUpdateStep(phase: UpdatePhase, event: UpdateEvent): UpdateStep {
  if (phase === 'reloading') return { phase, effects: [] };
  switch (event.type) {
    case 'update-found':
      return phase === 'current' ? { phase: 'update-ready', effects: ['prompt'] } : { phase, effects: [] };
    case 'reload-chosen':
      if (phase !== 'update-ready') return { phase, effects: [] };
      // Another tab may already have activated the new worker: then a plain reload loads it.
      return event.workerWaiting
        ? { phase: 'activating', effects: ['skip-waiting'] }
        : { phase: 'reloading', effects: ['reload'] };
    case 'controller-changed':
      return phase === 'activating' ? { phase: 'reloading', effects: ['reload'] } : { phase, effects: [] };
  }
}
