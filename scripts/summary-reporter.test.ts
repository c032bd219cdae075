import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullLibraryTag, parseFailureLines, parseSkipNotes, parseSummaryLine } from './test-summary.mjs';

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
  'flaky.test.ts': `import { it } from 'vitest';
let runs = 0;
it('passes the second time', { retry: 1 }, () => {
  runs += 1;
  if (runs === 1) throw new Error('lost a race');
});
`,
  'does-not-load.test.ts': `import './no-such-module';\nimport { it } from 'vitest';\nit('never collected', () => {});\n`,
  'full-library.test.ts': `import { describe, it } from 'vitest';
describe.skipIf(true)('verse counts ${fullLibraryTag}', () => {
  it('counts', () => {});
  it('counts again', () => {});
});
`,
};

/** A real vitest run (a child process) in `dir` with the summary reporter: its standard output. */
async function runVitest(dir: string): Promise<string> {
  const run = promisify(execFile)(
    process.execPath,
    [vitestBin, 'run', '--root', dir, '--reporter', reporter],
    {
      cwd: projectRoot,
      timeout: 60_000,
      env: { ...process.env, CI: '', FORCE_COLOR: '0' },
    },
  );
  return run.then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
}

/** Over files made to fail in setup and at load, and a run whose globalSetup throws. */
describe('the summary reporter', () => {
  let dir: string;
  let output: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sc-summary-'));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    await writeFile(path.join(dir, 'vitest.config.mjs'), 'export default { test: {} };\n');
    output = await runVitest(dir);
  }, 90_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('counts the tests of a file whose beforeAll failed, and a file that did not load, as failed', () => {
    // 3 tests that never ran after the failed beforeAll, and the file that could not be loaded.
    expect(parseSummaryLine(output)).toEqual({ passed: 2, failed: 4, skipped: 3 });
    expect(output).toContain('2 test files failed');
  });

  it('names each failed test with its file and the first line of its error, for the closing summary', () => {
    const failures = parseFailureLines(output).filter((line) => line.startsWith('failed: '));
    expect(failures).toHaveLength(4);
    expect(failures).toContainEqual(
      expect.stringMatching(/^failed: .*setup-fails\.test\.ts > one \(.*the database did not open\)$/),
    );
    expect(failures).toContainEqual(expect.stringMatching(/^failed: .*does-not-load\.test\.ts > the file/));
  });

  it('counts a test that passed on its retry as passed and names it as flaky', () => {
    expect(parseFailureLines(output)).toContainEqual(
      expect.stringMatching(/^flaky: .*flaky\.test\.ts > passes the second time \(failed, then passed/),
    );
  });

  it('counts a globalSetup that threw as a failure, where vitest reports no test at all', async () => {
    const broken = path.join(dir, 'broken-setup');
    await mkdir(broken);
    await writeFile(path.join(broken, 'passes.test.ts'), files['passes.test.ts']);
    await writeFile(
      path.join(broken, 'setup.mjs'),
      "export default () => { throw new Error('the fixture template is incomplete'); };\n",
    );
    await writeFile(
      path.join(broken, 'vitest.config.mjs'),
      "export default { test: { globalSetup: ['./setup.mjs'] } };\n",
    );
    const brokenOutput = await runVitest(broken);
    expect(parseSummaryLine(brokenOutput)?.failed).toBeGreaterThanOrEqual(1);
    expect(brokenOutput).toMatch(/\d+ errors? outside the tests/);
  }, 90_000);

  it('says why the full-library tests were skipped and how to run them', () => {
    expect(parseSkipNotes(output)).toEqual([
      '2 full-library tests skipped: set CORPUS_MIRROR to a copy of the scripture corpora mirror, or run once with network access to download the sources, to run them (CI always does)',
    ]);
  });
});
