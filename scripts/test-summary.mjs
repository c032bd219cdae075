// The summary reporter (scripts/summary-reporter.ts) ends every vitest run with one plain counts line.
const summaryPattern = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;
// eslint-disable-next-line no-control-regex -- strips terminal colour codes
const ansiPattern = /\u001b\[[0-9;]*m/g;

/** In the title of every describe block that needs the full library: the summary counts its skipped tests. */
export const fullLibraryTag = '[full library]';

/** Why full-library tests were skipped, and how to run them (no path of any one machine). */
export function skipNoteLine(count) {
  return (
    `${count} full-library test${count === 1 ? '' : 's'} skipped: ` +
    'set CORPUS_MIRROR to a copy of the scripture corpora mirror, or run once with network access to download the sources, to run them (CI always does)'
  );
}

const skipNotePattern = /^\d+ full-library tests? skipped: .+$/;

/** How the summary reporter names a failed test, so `npm test`'s closing summary (the tail CI shows) can repeat it. */
export function failureLine(file, title, message) {
  const firstLine =
    (message ?? '')
      .replace(ansiPattern, '')
      .split(/\r?\n/)
      .find((line) => line.trim() !== '') ?? '';
  return `failed: ${file} > ${title}${firstLine ? ` (${firstLine.trim().slice(0, 200)})` : ''}`;
}

/** A test that failed and then passed when CI ran it again: counted as passed, named so the flake gets fixed. */
export function flakyLine(file, title) {
  return `flaky: ${file} > ${title} (failed, then passed when run again)`;
}

const failureLinePattern = /^(failed|flaky): .+$/;

/** The failed and flaky tests a run named (the summary reporter's lines), for `npm test`'s closing summary. */
export function parseFailureLines(output) {
  const lines = output.replace(ansiPattern, '').split(/\r?\n/);
  return lines.map((line) => line.trim()).filter((line) => failureLinePattern.test(line));
}

/** The skip notes a run printed (the summary reporter's), for `npm test`'s closing summary. */
export function parseSkipNotes(output) {
  const lines = output.replace(ansiPattern, '').split(/\r?\n/);
  return lines.map((line) => line.trim()).filter((line) => skipNotePattern.test(line));
}

/** The counts from the last summary line in a run's output, or null when the run never reported. */
export function parseSummaryLine(output) {
  const lines = output.replace(ansiPattern, '').split(/\r?\n/).reverse();
  for (const line of lines) {
    const match = summaryPattern.exec(line.trim());
    if (match) return { passed: Number(match[1]), failed: Number(match[2]), skipped: Number(match[3]) };
  }
  return null;
}

/** The final line of `npm test`: 'N passed, N failed' over every part. */
export function totalLine(results) {
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  return `${passed} passed, ${failed} failed`;
}

/** Every test in a Playwright JSON report, however deep its describe blocks nest. */
function playwrightTests(suites, titles = []) {
  return (suites ?? []).flatMap((suite) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).map((test) => ({
        ...test,
        file: spec.file,
        fullTitle: [...path, spec.title].join(' > '),
      })),
    );
    return [...own, ...playwrightTests(suite.suites, path)];
  });
}

/**
 * The counts of a Playwright run from its JSON report, in the terms of the closing summary. A test that was
 * meant to run but never did (its file's server or a beforeAll failed, so Playwright skipped the rest) counts as
 * failed, as does every error outside the tests (a global setup that threw, a worker that crashed). Only a test
 * the code itself skips counts as skipped.
 */
export function summarizePlaywrightReport(report) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let fullLibrarySkipped = 0;
  const failures = [];
  for (const test of playwrightTests(report.suites)) {
    if (test.expectedStatus === 'skipped' && test.status !== 'unexpected') {
      skipped += 1;
      if (test.fullTitle.includes(fullLibraryTag)) fullLibrarySkipped += 1;
    } else if (test.status === 'expected') passed += 1;
    else if (test.status === 'flaky') {
      passed += 1;
      failures.push(flakyLine(test.file ?? 'e2e', test.fullTitle));
    } else {
      failed += 1;
      const error = (test.results ?? []).flatMap((result) => result.errors ?? [])[0];
      failures.push(failureLine(test.file ?? 'e2e', test.fullTitle, error?.message));
    }
  }
  for (const error of report.errors ?? []) {
    failed += 1;
    failures.push(failureLine('e2e', 'outside the tests', error?.message));
  }
  return {
    passed,
    failed,
    skipped,
    skipNotes: fullLibrarySkipped > 0 ? [skipNoteLine(fullLibrarySkipped)] : [],
    failures,
  };
}
