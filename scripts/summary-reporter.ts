import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';
import path from 'node:path';
import { failureLine, flakyLine, fullLibraryTag, skipNoteLine } from './test-summary.mjs';

/**
 * Ends a run with the plain 'N passed, N failed, N skipped' line CI reads, after a line per reason tests were
 * skipped that the reader can act on. A file that failed to load, or whose beforeAll failed, counts as failed:
 * each test it was to run counts as failed (they never ran), and the file at least once. An error outside any
 * file (a globalSetup that threw, a crash) counts as a failure too, where vitest would report no test at all.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError> = [],
    reason?: TestRunEndReason,
  ) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let fullLibrarySkipped = 0;
    let failedFiles = 0;
    const failures: string[] = [];
    for (const testModule of testModules) {
      const moduleFailed = testModule.state() === 'failed';
      const file = path.relative(process.cwd(), testModule.moduleId);
      let failedHere = 0;
      for (const test of testModule.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') {
          passed += 1;
          if (test.diagnostic()?.flaky) failures.push(flakyLine(file, test.fullName));
        } else if (result.state === 'failed' || (moduleFailed && test.options.mode === 'run')) {
          failedHere += 1;
          const error = result.state === 'failed' ? result.errors?.[0] : testModule.errors()[0];
          failures.push(failureLine(file, test.fullName, error?.message));
        } else {
          skipped += 1;
          if (test.fullName.includes(fullLibraryTag)) fullLibrarySkipped += 1;
        }
      }
      if (moduleFailed) {
        failedFiles += 1;
        if (failedHere === 0) failures.push(failureLine(file, 'the file', testModule.errors()[0]?.message));
      }
      failed += moduleFailed ? Math.max(failedHere, 1) : failedHere;
    }
    if (fullLibrarySkipped > 0) process.stdout.write(`\n${skipNoteLine(fullLibrarySkipped)}`);
    // A globalSetup that throws ends the run as failed with no module and no unhandled error handed over.
    const outside = Math.max(unhandledErrors.length, reason === 'failed' && failed === 0 ? 1 : 0);
    if (outside > 0) {
      failed += outside;
      process.stdout.write(`\n${outside} error${outside === 1 ? '' : 's'} outside the tests (see above)`);
    }
    // One line a failed (or passed-on-retry) test, so the closing summary of `npm test` (often all a CI log shows) can name them.
    for (const line of failures) process.stdout.write(`\n${line}`);
    if (failedFiles > 0) {
      process.stdout.write(`\n${failedFiles} test file${failedFiles === 1 ? '' : 's'} failed`);
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
