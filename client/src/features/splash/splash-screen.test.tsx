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
    expect(splash.querySelector('svg')?.getAttribute('class')).toContain('animate-splash-spin');

    act(() => vi.advanceTimersByTime(1200));
    expect(splash.dataset.logo).toBe('pulse');
    expect(splash.querySelector('svg')?.getAttribute('class')).toContain('animate-splash-pulse');

    act(() => vi.advanceTimersByTime(800));
    expect(onComplete).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByTestId('splash-screen')).toBeNull();
  });

  it('drops the spin and the floating under reduced motion', () => {
    mockReducedMotion(true);
    render(<SplashScreen />);
    const splash = screen.getByTestId('splash-screen');
    expect(splash.querySelector('svg')?.getAttribute('class')).not.toContain('animate-splash-spin');
    for (const particle of screen.getAllByTestId('splash-particle')) {
      expect(particle.className).not.toContain('animate-splash-float');
    }
    act(() => vi.advanceTimersByTime(2000));
    // No fade to wait for: the splash is gone as soon as completion is signalled.
    act(() => vi.advanceTimersByTime(0));
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
