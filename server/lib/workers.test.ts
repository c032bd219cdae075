import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { workerCount } from './workers';

const postgres = 'postgres://db/sacred';
const redis = 'redis://cache:6379';

describe('workerCount', () => {
  it('uses every core on PostgreSQL with Redis when WEB_CONCURRENCY is unset', () => {
    expect(workerCount({ DATABASE_URL: postgres, REDIS_URL: redis }, 4)).toBe(4);
  });

  it('keeps one process on PGlite, and on PostgreSQL without Redis, when unset', () => {
    expect(workerCount({}, 8)).toBe(1);
    expect(workerCount({ DATABASE_URL: postgres }, 8)).toBe(1);
    expect(workerCount({ REDIS_URL: redis }, 8)).toBe(1);
  });

  it('takes WEB_CONCURRENCY as given where more than one worker is safe', () => {
    expect(workerCount({ WEB_CONCURRENCY: 3, DATABASE_URL: postgres, REDIS_URL: redis }, 2)).toBe(3);
    expect(workerCount({ WEB_CONCURRENCY: 1, DATABASE_URL: postgres, REDIS_URL: redis }, 8)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: 1 }, 8)).toBe(1);
  });

  it('refuses more than one worker on PGlite or without Redis, saying why', () => {
    expect(() => workerCount({ WEB_CONCURRENCY: 2, REDIS_URL: redis }, 2)).toThrow(ConfigError);
    expect(() => workerCount({ WEB_CONCURRENCY: 2, REDIS_URL: redis }, 2)).toThrow(
      'WEB_CONCURRENCY: more than one worker needs DATABASE_URL (the embedded PGlite database is one process)',
    );
    expect(() => workerCount({ WEB_CONCURRENCY: 2, DATABASE_URL: postgres }, 2)).toThrow(
      'WEB_CONCURRENCY: more than one worker needs REDIS_URL (each worker would count rate limits on its own)',
    );
  });
});
