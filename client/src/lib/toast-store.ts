import type { ReactElement, ReactNode } from 'react';
import { assign, createActor, enqueueActions, setup, type ActorOptions } from 'xstate';

/** One toast visible at a time, 5 s by default, F8 focuses the viewport, swipe right 50 px. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** A dismissed toast stays (closed) this long before it leaves the store, as Radix/shadcn do. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; defaults to TOAST_DEFAULT_DURATION_MS. */
  duration?: number;
  /** A <ToastAction> element, e.g. 'Undo'. */
  action?: ReactElement;
};

export type ToastRecord = ToastOptions & { id: string; open: boolean };
export type ToastState = { toasts: ToastRecord[] };

export type ToastEvent =
  | { type: 'add'; toast: ToastRecord }
  | { type: 'update'; toast: Partial<ToastRecord> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

/** Pure: newest first, never more than TOAST_LIMIT kept; no toastId means every toast. */
export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case 'add':
      return { toasts: [event.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((toast) =>
          toast.id === event.toast.id ? { ...toast, ...event.toast } : toast,
        ),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((toast) =>
          event.toastId === undefined || toast.id === event.toastId ? { ...toast, open: false } : toast,
        ),
      };
    case 'remove':
      return {
        toasts: event.toastId === undefined ? [] : state.toasts.filter((toast) => toast.id !== event.toastId),
      };
  }
}

export type ToastHandle = { id: string; dismiss: () => void; update: (options: ToastOptions) => void };

/*
 * The toasts and their removal timers. A dismissed toast is closed at once and leaves the store
 * TOAST_REMOVE_DELAY_MS later; dismissing it again does not push its removal back. The removal is a named delay
 * on XState's clock, so fake timers or a SimulatedClock drive it in tests.
 */
export const toastMachine = setup({
  types: {
    context: {} as { state: ToastState; removalScheduled: string[] },
    events: {} as ToastEvent,
  },
  delays: { toastRemoval: TOAST_REMOVE_DELAY_MS },
}).createMachine({
  id: 'toasts',
  context: { state: { toasts: [] }, removalScheduled: [] },
  on: {
    add: { actions: assign({ state: ({ context, event }) => toastReducer(context.state, event) }) },
    update: { actions: assign({ state: ({ context, event }) => toastReducer(context.state, event) }) },
    dismiss: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const ids =
          event.toastId === undefined ? context.state.toasts.map((toast) => toast.id) : [event.toastId];
        const unscheduled = ids.filter((id) => !context.removalScheduled.includes(id));
        for (const toastId of unscheduled) {
          enqueue.raise({ type: 'remove', toastId }, { delay: 'toastRemoval' });
        }
        enqueue.assign({
          state: toastReducer(context.state, event),
          removalScheduled: [...context.removalScheduled, ...unscheduled],
        });
      }),
    },
    remove: {
      actions: assign(({ context, event }) => ({
        state: toastReducer(context.state, event),
        removalScheduled:
          event.toastId === undefined ? [] : context.removalScheduled.filter((id) => id !== event.toastId),
      })),
    },
  },
});

export type ToastStore = ReturnType<typeof createToastStore>;

export function createToastStore(options: Pick<ActorOptions<typeof toastMachine>, 'clock'> = {}) {
  let nextId = 0;
  const listeners = new Set<() => void>();
  const actor = createActor(toastMachine, options).start();
  actor.subscribe(() => {
    for (const listener of listeners) listener();
  });
  const dismiss = (toastId?: string) => actor.send({ type: 'dismiss', toastId });

  function toast(options: ToastOptions): ToastHandle {
    nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(nextId);
    actor.send({ type: 'add', toast: { duration: TOAST_DEFAULT_DURATION_MS, ...options, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next) => actor.send({ type: 'update', toast: { ...next, id } }),
    };
  }

  return {
    getState: (): ToastState => actor.getSnapshot().context.state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast,
    dismiss,
  };
}

/** The app's single toast store; `toast()` works outside React too (e.g. in a mutation callback). */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
