import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';
import { chromiumArgs } from './e2e/support/browser';

/** Where `npm test` reads the e2e counts for its closing summary (test-results/ is git-ignored). */
export const e2eReportFile = 'test-results/e2e-report.json';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  // Builds the client and the server bundle once and fails early without a Chromium.
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // A worker keeps its server and browser for every file sharing its setup (e2e/support/shared-servers.ts). A browser
  // test mostly waits (on a page, its server, Chromium), so two workers on two cores: the suite beside CI's side
  // checks took 652 s against 977 s with one, the side checks 699 s against 547 s, and no test was retried.
  workers: 2,
  // In CI a test that loses a race on the loaded machine (the quality evals run beside the browser tests) runs again,
  // up to twice, and the closing summary of `npm test` names it as flaky. Twice, not once as in the integration
  // tests: a browser test waits on a page, its server and Chromium at once, and one CI run failed on a test that
  // lost twice while every test passed on the same code alone.
  retries: process.env.CI === 'true' ? 2 : 0,
  reporter: [['list'], ['json', { outputFile: e2eReportFile }]],
  use: {
    headless: true,
    // Recording a trace of every test slows a loaded two-core machine enough to time tests out.
    trace: 'off',
    launchOptions: {
      // The system Chromium: no browser download on a closed network (null fails in global setup first).
      executablePath: findChromium() ?? undefined,
      args: chromiumArgs,
    },
  },
});
