import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_PARTICLE_COUNT, splashParticles } from './splash-particles';
import { SplashScreen } from './splash-screen';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

describe('SplashScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the logo, the message and 20 dust particles, then leaves after completion', () => {
    const onComplete = vi.fn();
    render(<SplashScreen onComplete={onComplete} />);
    const splash = screen.getByTestId('splash-screen');
    expect(screen.getByText('Guiding You Through Sacred Wisdom')).toBeTruthy();
    expect(screen.getAllByTestId('splash-particle')).toHaveLength(20);
    expect(splash.dataset.motion).toBe('full');
    expect(splash.dataset.logo).toBe('spin');
    expect(splash.getAttribute('aria-busy')).toBe('true');

    act(() => vi.advanceTimersByTime(1199));
    expect(splash.dataset.logo).toBe('spin');
    act(() => vi.advanceTimersByTime(1));
    expect(splash.dataset.logo).toBe('pulse');

    act(() => vi.advanceTimersByTime(800));
    expect(onComplete).toHaveBeenCalledTimes(1);
    // Leaving: the app behind it is what assistive technology reads now.
    expect(splash.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(599));
    expect(screen.getByTestId('splash-screen')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash-screen')).toBeNull();
  });

  it('drops the spin and the floating under reduced motion', () => {
    mockReducedMotion(true);
    render(<SplashScreen />);
    const splash = screen.getByTestId('splash-screen');
    expect(splash.dataset.motion).toBe('reduced');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByTestId('splash-screen')).toBeTruthy();
    // No fade to wait for: the splash is gone as soon as completion is signalled.
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash-screen')).toBeNull();
  });

  it('lays the particles out the same way on every render, inside the screen', () => {
    const layout = splashParticles();
    expect(layout).toHaveLength(SPLASH_PARTICLE_COUNT);
    expect(splashParticles()).toEqual(layout);
    for (const particle of layout) {
      expect(particle.inlineStartPercent).toBeGreaterThanOrEqual(0);
      expect(particle.inlineStartPercent).toBeLessThanOrEqual(100);
      expect(particle.blockStartPercent).toBeGreaterThanOrEqual(0);
      expect(particle.blockStartPercent).toBeLessThanOrEqual(100);
    }
    expect(new Set(layout.map((p) => `${p.inlineStartPercent},${p.blockStartPercent}`)).size).toBe(20);
  });
});
