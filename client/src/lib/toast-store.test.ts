// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import {
  createToastStore,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastRecord,
} from './toast-store';

const copied: ToastRecord = {
  id: '1',
  open: true,
  title: 'Verse copied',
  description: 'Verse copied to clipboard',
};
const cleared: ToastRecord = {
  id: '2',
  open: true,
  title: 'Chat Cleared',
  description: 'All messages have been removed',
};

describe('toastReducer', () => {
  it('keeps one toast visible: the newest replaces the previous', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer(toastReducer({ toasts: [] }, { type: 'add', toast: copied }), {
      type: 'add',
      toast: cleared,
    });
    expect(state.toasts).toEqual([cleared]);
  });

  it('dismissing closes a toast without removing it; removing deletes it', () => {
    const shown = toastReducer({ toasts: [] }, { type: 'add', toast: copied });
    const dismissed = toastReducer(shown, { type: 'dismiss', toastId: '1' });
    expect(dismissed.toasts).toEqual([{ ...copied, open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', toastId: '1' }).toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    const shown = toastReducer({ toasts: [] }, { type: 'add', toast: copied });
    const updated = toastReducer(shown, { type: 'update', toast: { id: '1', title: 'Auto-play Enabled' } });
    expect(updated.toasts[0]?.title).toBe('Auto-play Enabled');
    expect(updated.toasts[0]?.description).toBe('Verse copied to clipboard');
  });
});

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives a toast the 5000 ms default duration unless told otherwise', () => {
    const store = createToastStore();
    store.toast({ title: 'Signed Out', description: 'You have been signed out successfully.' });
    expect(store.getState().toasts[0]?.duration).toBe(TOAST_DEFAULT_DURATION_MS);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    store.toast({ title: 'Voice System Issue', duration: 4000, variant: 'destructive' });
    expect(store.getState().toasts).toMatchObject([
      { title: 'Voice System Issue', duration: 4000, variant: 'destructive' },
    ]);
  });

  it('removes a dismissed toast after the 1,000,000 ms removal delay', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const handle = store.toast({ title: 'Verse copied' });
    handle.dismiss();
    expect(store.getState().toasts).toMatchObject([{ id: handle.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('toast removal in simulated time', () => {
  it('keeps the first removal time when a toast is dismissed twice', () => {
    const clock = new SimulatedClock();
    const store = createToastStore({ clock });
    const handle = store.toast({ title: 'Verse copied' });
    handle.dismiss();
    clock.increment(TOAST_REMOVE_DELAY_MS / 2);
    handle.dismiss();
    clock.increment(TOAST_REMOVE_DELAY_MS / 2);
    expect(store.getState().toasts).toEqual([]);
  });

  it('removes every dismissed toast when all are dismissed at once', () => {
    const clock = new SimulatedClock();
    const store = createToastStore({ clock });
    store.toast({ title: 'Chat Cleared' });
    store.dismiss();
    expect(store.getState().toasts).toMatchObject([{ title: 'Chat Cleared', open: false }]);
    clock.increment(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    clock.increment(1);
    expect(store.getState().toasts).toEqual([]);
  });
});
