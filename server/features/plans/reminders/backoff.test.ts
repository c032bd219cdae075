import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('waits four times longer after each failure', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 240_000, 960_000, 3_840_000]);
  });

  it('gives up once every attempt is used', () => {
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();
    expect(retryDelayMs(MAX_ATTEMPTS + 3)).toBeNull();
  });
});
