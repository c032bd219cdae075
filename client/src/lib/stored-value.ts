import { useCallback, useState } from 'react';

/*
 * Small preferences (reader voice settings, a translation choice, the font size) kept in localStorage. A value
 * that no longer parses falls back to the default, so an old or hand-edited entry never breaks a screen.
 */

export function readStoredValue<T>(key: string, parse: (raw: unknown) => T | undefined, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    return parse(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeStoredValue(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes without storage: the choice still holds for this visit.
  }
}

/** useState that starts from, and writes through to, localStorage. */
export function useStoredValue<T>(
  key: string,
  parse: (raw: unknown) => T | undefined,
  fallback: T,
): [T, (next: T) => void] {
  const [value, setValue] = useState(() => readStoredValue(key, parse, fallback));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      writeStoredValue(key, next);
    },
    [key],
  );
  return [value, update];
}
