import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initialSplashState,
  SPLASH_COMPLETE_AFTER_LOAD_MS,
  SPLASH_LOGO_CHANGE_MS,
  splashReducer,
  useSplashSequence,
} from './splash-sequence';

describe('splashReducer', () => {
  it('changes the logo from spin to pulse once', () => {
    const pulsing = splashReducer(initialSplashState(true), { type: 'logo-change-due' });
    expect(pulsing.logo).toBe('pulse');
    expect(splashReducer(pulsing, { type: 'logo-change-due' })).toBe(pulsing);
  });

  it('completes only after the page has loaded, then finishes its fade', () => {
    const waiting = initialSplashState(false);
    expect(splashReducer(waiting, { type: 'completion-due' })).toBe(waiting);
    const loaded = splashReducer(waiting, { type: 'page-loaded' });
    const fading = splashReducer(loaded, { type: 'completion-due' });
    expect(fading.phase).toBe('fading');
    expect(splashReducer(fading, { type: 'fade-out-finished' }).phase).toBe('done');
  });

  it('ignores a fade end before completion', () => {
    const showing = initialSplashState(true);
    expect(splashReducer(showing, { type: 'fade-out-finished' })).toBe(showing);
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
