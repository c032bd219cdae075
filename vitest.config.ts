import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@common': path.resolve(import.meta.dirname, 'common'),
  '@': path.resolve(import.meta.dirname, 'client/src'),
};

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
          environment: 'node',
          include: ['server/**/*.int.test.ts'],
          // Imports the scripture corpus once into a cached template for openTestDatabase({ corpus: true }).
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // Each file gets its own database; two cores run two files at a time.
          maxWorkers: 2,
          // On a loaded CI machine a test that waits on a real server can lose a race once; it runs again, and the
          // closing summary names it as flaky so it is fixed rather than hidden.
          retry: process.env.CI === 'true' ? 1 : 0,
        },
      },
    ],
  },
});
