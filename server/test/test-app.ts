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
    // Every inject() comes from 127.0.0.1, so a file's guests and accounts are one client: the per-client
    // ceilings are tested where they are set, not tripped by unrelated tests.
    GUEST_CREATE_RATE_LIMIT_MAX: '100000',
    FREE_DAILY_AI_QUOTA_PER_IP: '10000000',
    // Reminders are sent when a test runs them with its own clock, never on the real clock's timer.
    REMINDER_POLL_SECONDS: '0',
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
    // A test's close never waits for a stream it left open.
    forceCloseConnections: true,
  });
  return Object.assign(app, { testConfig: config });
}
