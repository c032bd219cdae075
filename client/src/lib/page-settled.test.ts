// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  IDLE_TIMEOUT_MS,
  NO_IDLE_CALLBACK_DELAY_MS,
  whenPageSettled,
  type SettlingPage,
} from './page-settled';

/** A page whose idle callbacks and timers the test releases by hand. */
function fakePage({ idleCallbacks }: { idleCallbacks: boolean }) {
  const idle: { callback: () => void; timeout: number }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const page: SettlingPage = {
    ...(idleCallbacks
      ? { requestIdleCallback: (callback, { timeout }) => idle.push({ callback, timeout }) }
      : {}),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  };
  return { page, idle, timers };
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function track(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

describe('whenPageSettled', () => {
  it('waits for the app to show, then for an idle moment (at most the idle timeout)', async () => {
    const fake = fakePage({ idleCallbacks: true });
    const revealed = deferred();
    const state = track(whenPageSettled(fake.page, revealed.promise));

    await flush();
    expect(fake.idle).toHaveLength(0);
    revealed.resolve();
    await flush();
    expect(fake.idle).toEqual([expect.objectContaining({ timeout: IDLE_TIMEOUT_MS })]);
    expect(state.settled).toBe(false);

    fake.idle[0]!.callback();
    await flush();
    expect(state.settled).toBe(true);
  });

  it('waits a fixed pause where the browser has no idle callbacks', async () => {
    const fake = fakePage({ idleCallbacks: false });
    const state = track(whenPageSettled(fake.page, Promise.resolve()));
    await flush();
    expect(fake.timers.map((timer) => timer.ms)).toEqual([NO_IDLE_CALLBACK_DELAY_MS]);
    expect(state.settled).toBe(false);
    fake.timers[0]!.callback();
    await flush();
    expect(state.settled).toBe(true);
  });
});
