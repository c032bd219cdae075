import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTheme, readThemeChoice, setThemeChoice, THEME_STORAGE_KEY } from './theme';

function mockOsDarkMode(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('theme', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores the choice and sets data-theme on <html>', () => {
    setThemeChoice('sepia');
    expect(document.documentElement.dataset.theme).toBe('sepia');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('sepia');
    expect(readThemeChoice()).toBe('sepia');
  });

  it("resolves 'system' from the OS colour scheme", () => {
    mockOsDarkMode(true);
    setThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBe('dark');
    mockOsDarkMode(false);
    initTheme()();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("ignores an unknown stored value and falls back to 'system'", () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'neon');
    expect(readThemeChoice()).toBe('system');
  });
});
