import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

const alias = {
  '@common': path.resolve(import.meta.dirname, 'common'),
  '@': path.resolve(import.meta.dirname, 'client/src'),
};

/** What every integration test file runs with. */
const integration: InlineConfig = {
  environment: 'node',
  // Imports the scripture corpus once into a cached template for openTestDatabase({ corpus: true }).
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 300_000,
  // Each file gets its own database; two cores run two files at a time.
  maxWorkers: 2,
  // On a loaded CI machine a test that waits on a real server can lose a race once; it runs again, and the
  // closing summary names it as flaky so it is fixed rather than hidden.
  retry: process.env.CI === 'true' ? 1 : 0,
};

/** The integration files that replace a module with vi.mock: they run isolated. */
const integrationWithMocks = [
  'server/features/share/share-busy.int.test.ts',
  'server/features/chat/ranking-busy.int.test.ts',
  'server/test/security/authorization-matrix.int.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one worker on a two-core machine, which left a core
          // idle through the unit and client tests. Two workers, as the integration tests have.
          maxWorkers: 2,
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eval/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          maxWorkers: 2,
          testTimeout: 20_000,
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          ...integration,
          include: ['server/**/*.int.test.ts'],
          exclude: [...integrationWithMocks, 'node_modules/**'],
          // A worker keeps the modules it has loaded for its next file: importing the app and its guard anew for each
          // of ~120 files cost 310 s of a CI run's import time (19 s shared). Each file still builds its own app on
          // its own database; what is shared is code and the caches keyed by what they cache.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-mocks',
          ...integration,
          // A file that replaces a module with vi.mock needs its own copy of every module that imports it.
          include: integrationWithMocks,
        },
      },
    ],
  },
});
