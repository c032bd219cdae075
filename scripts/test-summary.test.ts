import { describe, expect, it } from 'vitest';
import { fullLibraryTag, parseSummaryLine, summarizePlaywrightReport, totalLine } from './test-summary.mjs';

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

describe('summarizePlaywrightReport', () => {
  const spec = (title: string, expectedStatus: string, status: string) => ({
    title,
    tests: [{ expectedStatus, status }],
  });

  it('counts passed, failed and skipped tests in nested describe blocks', () => {
    const report = {
      suites: [
        {
          title: 'reader.e2e.ts',
          specs: [spec('opens a book', 'passed', 'expected'), spec('copies a verse', 'passed', 'unexpected')],
          suites: [
            {
              title: `whole library ${fullLibraryTag}`,
              specs: [spec('counts verses', 'skipped', 'skipped')],
            },
          ],
        },
      ],
      errors: [],
    };
    expect(summarizePlaywrightReport(report)).toEqual({
      passed: 1,
      failed: 1,
      skipped: 1,
      skipNotes: [expect.stringMatching(/^1 full-library test skipped: /)],
      failures: ['failed: e2e > reader.e2e.ts > copies a verse'],
    });
  });

  it('names a failed test by its file, its titles and the first line of its error, colour codes removed', () => {
    const report = {
      suites: [
        {
          title: 'reader.e2e.ts',
          specs: [
            {
              title: 'copies a verse',
              file: 'reader.e2e.ts',
              tests: [
                {
                  expectedStatus: 'passed',
                  status: 'unexpected',
                  results: [
                    {
                      errors: [
                        {
                          message:
                            '\u001b[31mError: expect(locator).toHaveText()\u001b[39m\n\nExpected: "In the beginning"',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(summarizePlaywrightReport(report).failures).toEqual([
      'failed: reader.e2e.ts > reader.e2e.ts > copies a verse (Error: expect(locator).toHaveText())',
    ]);
  });

  it('counts a test that passed when run again as passed, and names it as flaky', () => {
    const report = {
      suites: [
        { title: 'voice.e2e.ts', specs: [{ ...spec('speaks', 'passed', 'flaky'), file: 'voice.e2e.ts' }] },
      ],
    };
    expect(summarizePlaywrightReport(report)).toMatchObject({
      passed: 1,
      failed: 0,
      failures: ['flaky: voice.e2e.ts > voice.e2e.ts > speaks (failed, then passed when run again)'],
    });
  });

  it('counts a test that never ran because its server or beforeAll failed as failed, not skipped', () => {
    const report = {
      suites: [
        {
          title: 'xss.e2e.ts',
          specs: [spec('first', 'passed', 'unexpected'), spec('second', 'passed', 'skipped')],
        },
      ],
    };
    expect(summarizePlaywrightReport(report)).toMatchObject({ passed: 0, failed: 2, skipped: 0 });
  });

  it('counts an error outside the tests, such as a global setup that threw, as a failure', () => {
    const report = { suites: [], errors: [{ message: 'Error: The e2e tests need a Chromium' }] };
    expect(summarizePlaywrightReport(report)).toMatchObject({ passed: 0, failed: 1, skipped: 0 });
  });
});
