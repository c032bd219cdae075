// The summary reporter (scripts/summary-reporter.ts) ends every vitest run with one plain counts line.
const summaryPattern = /^(\d+) passed, (\d+) failed, (\d+) skipped$/;
// eslint-disable-next-line no-control-regex -- strips terminal colour codes
const ansiPattern = /\u001b\[[0-9;]*m/g;

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
