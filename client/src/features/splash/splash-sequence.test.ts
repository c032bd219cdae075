import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  SPLASH_COMPLETE_AFTER_LOAD_MS,
  SPLASH_LOGO_CHANGE_MS,
  SPLASH_PAGE_WAIT_MAX_MS,
  splashMachine,
  splashStateOf,
  useSplashSequence,
} from './splash-sequence';

describe('splashMachine on a simulated clock', () => {
  function startSplash(options: {
    loaded: boolean;
    fadeOutMs?: number;
    onComplete?: () => void;
    msSinceLoad?: () => number;
    pageDrawn?: boolean;
  }) {
    const clock = new SimulatedClock();
    const page = new EventTarget();
    const actor = createActor(splashMachine, {
      clock,
      input: {
        fadeOutMs: options.fadeOutMs ?? 600,
        isPageLoaded: () => options.loaded,
        loadEventTarget: page,
        msSinceLoad: options.msSinceLoad,
        pageDrawn: options.pageDrawn,
      },
    });
    if (options.onComplete) actor.on('completed', options.onComplete);
    actor.start();
    return { actor, page, clock, state: () => splashStateOf(actor.getSnapshot()) };
  }

  it('changes the logo from spin to pulse at 1.2 s', () => {
    const { clock, state } = startSplash({ loaded: true });
    clock.increment(SPLASH_LOGO_CHANGE_MS - 1);
    expect(state().logo).toBe('spin');
    clock.increment(1);
    expect(state().logo).toBe('pulse');
  });

  it('completes only 2 s after the page has loaded, then finishes its fade', () => {
    const onComplete = vi.fn();
    const { clock, page, state } = startSplash({ loaded: false, fadeOutMs: 600, onComplete });
    clock.increment(10_000);
    expect(state()).toEqual({ logo: 'pulse', phase: 'showing', pageLoaded: false });
    page.dispatchEvent(new Event('load'));
    expect(state().pageLoaded).toBe(true);
    clock.increment(SPLASH_COMPLETE_AFTER_LOAD_MS - 1);
    expect(state().phase).toBe('showing');
    clock.increment(1);
    expect(state().phase).toBe('fading');
    expect(onComplete).toHaveBeenCalledTimes(1);
    clock.increment(599);
    expect(state().phase).toBe('fading');
    clock.increment(1);
    expect(state().phase).toBe('done');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('counts the 2 s from the load event when the page loaded before the splash started', () => {
    // The app's scripts start after the first frame: here the page loaded 700 ms before the live splash.
    const onComplete = vi.fn();
    const { clock, state } = startSplash({ loaded: true, msSinceLoad: () => 700, onComplete });
    clock.increment(SPLASH_COMPLETE_AFTER_LOAD_MS - 700 - 1);
    expect(state().phase).toBe('showing');
    expect(onComplete).not.toHaveBeenCalled();
    clock.increment(1);
    expect(state().phase).toBe('fading');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('completes at once when the page loaded more than 2 s before the splash started', () => {
    const onComplete = vi.fn();
    const { clock, state } = startSplash({ loaded: true, msSinceLoad: () => 2500, onComplete });
    clock.increment(0);
    expect(state().phase).toBe('fading');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('counts from the load event itself, whatever the time since, when load fires while it plays', () => {
    const { clock, page, state } = startSplash({ loaded: false, msSinceLoad: () => 1500 });
    clock.increment(300);
    page.dispatchEvent(new Event('load'));
    clock.increment(SPLASH_COMPLETE_AFTER_LOAD_MS - 1);
    expect(state().phase).toBe('showing');
    clock.increment(1);
    expect(state().phase).toBe('fading');
  });

  it('fades with the duration current when the fade starts', () => {
    const { actor, clock, state } = startSplash({ loaded: true, fadeOutMs: 600 });
    actor.send({ type: 'setFadeOutMs', ms: 0 });
    clock.increment(SPLASH_COMPLETE_AFTER_LOAD_MS - 1);
    expect(state().phase).toBe('showing');
    clock.increment(1);
    expect(state().phase).toBe('done');
  });

  it('waits past the 2 s for the page behind to be drawn, then completes as it is', () => {
    const onComplete = vi.fn();
    const { actor, clock, state } = startSplash({ loaded: true, pageDrawn: false, onComplete });
    clock.increment(SPLASH_COMPLETE_AFTER_LOAD_MS + 1500);
    expect(state().phase).toBe('showing');
    expect(onComplete).not.toHaveBeenCalled();
    actor.send({ type: 'pageDrawn' });
    expect(state().phase).toBe('fading');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('completes at 2 s when the page was drawn before then', () => {
    const onComplete = vi.fn();
    const { actor, clock, state } = startSplash({ loaded: true, pageDrawn: false, onComplete });
    clock.increment(500);
    actor.send({ type: 'pageDrawn' });
    clock.increment(SPLASH_COMPLETE_AFTER_LOAD_MS - 501);
    expect(state().phase).toBe('showing');
    clock.increment(1);
    expect(state().phase).toBe('fading');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('hands over anyway when the page is still not drawn at the limit', () => {
    const onComplete = vi.fn();
    const { clock, state } = startSplash({ loaded: true, pageDrawn: false, onComplete });
    clock.increment(SPLASH_COMPLETE_AFTER_LOAD_MS);
    clock.increment(SPLASH_PAGE_WAIT_MAX_MS - 1);
    expect(state().phase).toBe('showing');
    clock.increment(1);
    expect(state().phase).toBe('fading');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

describe('useSplashSequence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('spins until 1.2 s, then pulses', () => {
    const { result } = renderHook(() => useSplashSequence({ isPageLoaded: () => true }));
    expect(result.current.logo).toBe('spin');
    advance(SPLASH_LOGO_CHANGE_MS - 1);
    expect(result.current.logo).toBe('spin');
    advance(1);
    expect(result.current.logo).toBe('pulse');
  });

  it('signals completion 2 s after mount when the page had already loaded', () => {
    const onComplete = vi.fn();
    const { result } = renderHook(() =>
      useSplashSequence({ onComplete, fadeOutMs: 600, isPageLoaded: () => true }),
    );
    advance(SPLASH_COMPLETE_AFTER_LOAD_MS - 1);
    expect(onComplete).not.toHaveBeenCalled();
    expect(result.current.phase).toBe('showing');
    advance(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(result.current.phase).toBe('fading');
    advance(599);
    expect(result.current.phase).toBe('fading');
    advance(1);
    expect(result.current.phase).toBe('done');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('counts the 2 s from the load event when the page was still loading', () => {
    const page = new EventTarget();
    const onComplete = vi.fn();
    const { result } = renderHook(() =>
      useSplashSequence({ onComplete, fadeOutMs: 0, isPageLoaded: () => false, loadEventTarget: page }),
    );
    advance(5000);
    expect(result.current.logo).toBe('pulse');
    expect(onComplete).not.toHaveBeenCalled();

    act(() => {
      page.dispatchEvent(new Event('load'));
    });
    advance(SPLASH_COMPLETE_AFTER_LOAD_MS - 1);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    advance(0);
    expect(result.current.phase).toBe('done');
  });

  it('completes when the page finished loading between the first render and listening for load', () => {
    const page = new EventTarget();
    const onComplete = vi.fn();
    // Not loaded when the first render computes its state, loaded by the time the effect runs: the
    // 'load' event has already gone and will never be dispatched again.
    let checks = 0;
    const isPageLoaded = () => {
      checks += 1;
      return checks > 1;
    };
    renderHook(() => useSplashSequence({ onComplete, fadeOutMs: 0, isPageLoaded, loadEventTarget: page }));
    advance(SPLASH_COMPLETE_AFTER_LOAD_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
