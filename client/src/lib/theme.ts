import { useSyncExternalStore } from 'react';
import { DARK_SCHEME_QUERY, matchesMediaQuery, subscribeToMediaQuery } from './media-query';
import { readStoredText, type StoredValueCheck } from './stored-value';

export const THEMES = ['light', 'dark', 'sepia', 'system'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<ThemeChoice, 'system'>;

export const THEME_STORAGE_KEY = 'theme';

/**
 * The theme is stored as its bare name ('dark'), not as JSON. Checked by hand, not with zod: the theme is read
 * before the first render, and zod would then have to load with the entry chunk.
 */
const isThemeChoice = (input: unknown): input is ThemeChoice => THEMES.some((theme) => theme === input);
const themeChoiceSchema: StoredValueCheck<ThemeChoice> = {
  safeParse: (input) => (isThemeChoice(input) ? { success: true, data: input } : { success: false }),
};

export function readThemeChoice(): ThemeChoice {
  return readStoredText(THEME_STORAGE_KEY, themeChoiceSchema, 'system');
}

export function resolveTheme(choice: ThemeChoice): ResolvedTheme {
  if (choice !== 'system') return choice;
  return matchesMediaQuery(DARK_SCHEME_QUERY) ? 'dark' : 'light';
}

/** The theme is a data-theme attribute on <html>; styles/globals.css maps it to colour tokens. */
export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = resolveTheme(choice);
}

const listeners = new Set<() => void>();
let currentChoice: ThemeChoice | undefined;

function getThemeChoice(): ThemeChoice {
  currentChoice ??= readThemeChoice();
  return currentChoice;
}

export function setThemeChoice(choice: ThemeChoice): void {
  currentChoice = choice;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not persisted in storage-less modes; the choice still holds for this visit.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/** Applies the stored theme and keeps 'system' in step with the OS. Call once before the first render. */
export function initTheme(): () => void {
  applyTheme(getThemeChoice());
  return subscribeToMediaQuery(DARK_SCHEME_QUERY, () => {
    if (getThemeChoice() === 'system') applyTheme('system');
  });
}

export function useTheme(): {
  theme: ThemeChoice;
  resolvedTheme: ResolvedTheme;
  setTheme: (choice: ThemeChoice) => void;
} {
  const theme = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getThemeChoice,
    () => 'system' as const,
  );
  return { theme, resolvedTheme: resolveTheme(theme), setTheme: setThemeChoice };
}
