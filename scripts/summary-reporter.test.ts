import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullLibraryTag, parseSkipNotes, parseSummaryLine } from './test-summary.mjs';

const projectRoot = path.resolve(import.meta.dirname, '..');
const vitestBin = path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');
const reporter = path.join(projectRoot, 'scripts', 'summary-reporter.ts');

const files = {
  'passes.test.ts': `import { it } from 'vitest';\nit('passes', () => {});\nit.skip('is skipped', () => {});\n`,
  'setup-fails.test.ts': `import { beforeAll, it } from 'vitest';
beforeAll(() => { throw new Error('the database did not open'); });
it('one', () => {});
it('two', () => {});
it('three', () => {});
`,
  'does-not-load.test.ts': `import './no-such-module';\nimport { it } from 'vitest';\nit('never collected', () => {});\n`,
  'full-library.test.ts': `import { describe, it } from 'vitest';
describe.skipIf(true)('verse counts ${fullLibraryTag}', () => {
  it('counts', () => {});
  it('counts again', () => {});
});
`,
};

/** A real vitest run (a child process) over files made to fail in setup and at load, with the summary reporter. */
describe('the summary reporter', () => {
  let dir: string;
  let output: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sc-summary-'));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    await writeFile(path.join(dir, 'vitest.config.mjs'), 'export default { test: {} };\n');
    const run = promisify(execFile)(
      process.execPath,
      [vitestBin, 'run', '--root', dir, '--reporter', reporter],
      { cwd: projectRoot, timeout: 60_000, env: { ...process.env, CI: '', FORCE_COLOR: '0' } },
    );
    output = await run.then(
      (result) => result.stdout,
      (error: { stdout?: string }) => error.stdout ?? '',
    );
  }, 90_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('counts the tests of a file whose beforeAll failed, and a file that did not load, as failed', () => {
    // 3 tests that never ran after the failed beforeAll, and the file that could not be loaded.
    expect(parseSummaryLine(output)).toEqual({ passed: 1, failed: 4, skipped: 3 });
    expect(output).toContain('2 test files failed');
  });

  it('says why the full-library tests were skipped and how to run them', () => {
    expect(parseSkipNotes(output)).toEqual([
      '2 full-library tests skipped: set CORPUS_MIRROR to a copy of the scripture corpora mirror to run them (CI always does)',
    ]);
  });
});
