import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseOptions } from '../db/client';
import { CorpusFetcher } from './fetcher';
import { fixtureFetcher } from './fixture-library';

/**
 * The fetcher the configuration asks for: the fixture library with CORPUS_FIXTURES, the mirror when CORPUS_MIRROR
 * is set, else downloads cached in DATA_DIR.
 */
export function fetcherFromConfig(config: Config): CorpusFetcher {
  if (config.CORPUS_FIXTURES) return fixtureFetcher({ cacheDir: path.join(config.dataDir, 'corpus-cache') });
  return new CorpusFetcher({
    mirrorDir: config.CORPUS_MIRROR ? path.resolve(config.CORPUS_MIRROR) : undefined,
    baseUrl: config.CORPUS_BASE_URL,
    cacheDir: path.join(config.dataDir, 'corpus-cache'),
  });
}

/** The database the server would open (same rule as app.ts), without loading the HTTP app and its features. */
export function databaseOptionsOf(config: Config): DatabaseOptions {
  return config.DATABASE_URL
    ? {
        driver: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
      }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
