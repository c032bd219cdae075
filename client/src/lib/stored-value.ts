import { useCallback, useState } from 'react';
import type { z } from 'zod';

/*
 * Values kept in localStorage (reader voice settings, a translation choice, the font size, the theme, the
 * tokens). Every read goes through a zod schema: a value that no longer parses (an old format, a hand edit, a
 * half-written entry) is removed and the default used, so a bad entry never breaks a screen and does not linger.
 */

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Some privacy modes throw on access: every read gives the default and writes are dropped.
    return undefined;
  }
}

function decodeOrUndefined(decode: (raw: string) => unknown, raw: string): unknown {
  try {
    return decode(raw);
  } catch {
    return undefined;
  }
}

/**
 * What a read needs of a schema: zod's safeParse, or a hand-written check of the same shape where loading zod
 * would cost the first paint (the theme, read before the app renders).
 */
export type StoredValueCheck<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
};

function readWith<T>(
  key: string,
  schema: StoredValueCheck<T>,
  fallback: T,
  decode: (raw: string) => unknown,
): T {
  const store = storage();
  let raw: string | null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  const parsed = schema.safeParse(decodeOrUndefined(decode, raw));
  if (parsed.success) return parsed.data;
  try {
    store?.removeItem(key);
  } catch {
    // Nothing more to do: the next read falls back again.
  }
  return fallback;
}

/** A JSON value from localStorage, checked by its schema; missing or invalid gives the fallback. */
export function readStoredValue<S extends z.ZodType>(
  key: string,
  schema: S,
  fallback: z.output<S>,
): z.output<S> {
  return readWith(key, schema, fallback, (raw) => JSON.parse(raw) as unknown);
}

/** A plain-text value (stored without JSON quotes, such as the theme or a token), checked by its schema. */
export function readStoredText<T>(key: string, schema: StoredValueCheck<T>, fallback: T): T {
  return readWith(key, schema, fallback, (raw) => raw);
}

export function writeStoredValue(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes without storage: the choice still holds for this visit.
  }
}

/** useState that starts from, and writes through to, localStorage. */
export function useStoredValue<S extends z.ZodType>(
  key: string,
  schema: S,
  fallback: z.output<S>,
): [z.output<S>, (next: z.output<S>) => void] {
  const [value, setValue] = useState(() => readStoredValue(key, schema, fallback));
  const update = useCallback(
    (next: z.output<S>) => {
      setValue(next);
      writeStoredValue(key, next);
    },
    [key],
  );
  return [value, update];
}
