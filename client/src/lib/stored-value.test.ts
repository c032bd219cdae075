import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStoredText, readStoredValue, useStoredValue, writeStoredValue } from './stored-value';

const settingsSchema = z.object({ speed: z.number().min(0.5).max(2) });
const fallback = { speed: 1 };

afterEach(() => localStorage.clear());

describe('readStoredValue', () => {
  it('returns a stored value that matches its schema', () => {
    writeStoredValue('settings', { speed: 1.5 });
    expect(readStoredValue('settings', settingsSchema, fallback)).toEqual({ speed: 1.5 });
    expect(localStorage.getItem('settings')).toBe('{"speed":1.5}');
  });

  it('falls back to the default when nothing is stored', () => {
    expect(readStoredValue('settings', settingsSchema, fallback)).toBe(fallback);
  });

  it('falls back and removes a value that is not JSON', () => {
    localStorage.setItem('settings', '{"speed":');
    expect(readStoredValue('settings', settingsSchema, fallback)).toBe(fallback);
    expect(localStorage.getItem('settings')).toBeNull();
  });

  it('falls back and removes JSON that does not match the schema', () => {
    localStorage.setItem('settings', '{"speed":9}');
    expect(readStoredValue('settings', settingsSchema, fallback)).toBe(fallback);
    expect(localStorage.getItem('settings')).toBeNull();
  });
});

describe('readStoredText', () => {
  const themeSchema = z.enum(['light', 'dark']);

  it('reads a plain string without JSON quotes and removes one outside the schema', () => {
    localStorage.setItem('theme', 'dark');
    expect(readStoredText('theme', themeSchema, 'light')).toBe('dark');
    localStorage.setItem('theme', 'neon');
    expect(readStoredText('theme', themeSchema, 'light')).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });
});

describe('useStoredValue', () => {
  it('starts from the default when the stored value is corrupt, and writes the next value through', () => {
    localStorage.setItem('settings', '[1, 2');
    const { result } = renderHook(() => useStoredValue('settings', settingsSchema, fallback));
    expect(result.current[0]).toEqual(fallback);
    expect(localStorage.getItem('settings')).toBeNull();
    result.current[1]({ speed: 2 });
    expect(localStorage.getItem('settings')).toBe('{"speed":2}');
  });
});
