import { describe, expect, it } from 'vitest';
import { findChromium } from './chromium.mjs';

describe('findChromium', () => {
  it('uses CHROME_PATH when it names an executable', () => {
    expect(findChromium({ CHROME_PATH: process.execPath })).toBe(process.execPath);
  });

  it('finds nothing when CHROME_PATH names a missing file, rather than guessing another browser', () => {
    expect(findChromium({ CHROME_PATH: '/opt/no-such-browser/chrome' })).toBeNull();
  });
});
