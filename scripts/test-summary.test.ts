import { describe, expect, it } from 'vitest';
import { parseSummaryLine, totalLine } from './test-summary.mjs';

describe('parseSummaryLine', () => {
  it('reads the last counts line of a vitest run, colour codes and all', () => {
    const output = [
      ' \u001b[32m✓\u001b[39m server/features/health/health.int.test.ts (2 tests) 812ms',
      '',
      '\u001b[1m Test Files \u001b[22m 1 passed (1)',
      '',
      '12 passed, 1 failed, 2 skipped',
      '',
    ].join('\n');
    expect(parseSummaryLine(output)).toEqual({ passed: 12, failed: 1, skipped: 2 });
  });

  it('returns null for a run that crashed before reporting', () => {
    expect(parseSummaryLine('Error: Cannot find module vitest.config.ts\n')).toBeNull();
  });
});

describe('totalLine', () => {
  it('adds every part into one plain line', () => {
    expect(
      totalLine([
        { passed: 30, failed: 0 },
        { passed: 4, failed: 2 },
      ]),
    ).toBe('34 passed, 2 failed');
  });
});
