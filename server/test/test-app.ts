import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from './test-database';

/** The real app on a fresh database, for `inject()` tests. Close it in afterAll. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    database?: DatabaseHandle;
    clientDir?: string;
    corpus?: boolean;
    onRoute?: BuildAppOptions['onRoute'];
  } = {},
): Promise<FastifyInstance & { testConfig: Config }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'tmp/test-data',
    CORPUS_AUTO_IMPORT: 'false',
    ...overrides,
  });
  const database = options.database ?? (await openTestDatabase({ corpus: options.corpus }));
  const app = await buildApp({
    config,
    database,
    migrate: false,
    logger: false,
    clientDir: options.clientDir,
    onRoute: options.onRoute,
  });
  return Object.assign(app, { testConfig: config });
}
