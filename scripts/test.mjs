// `npm test`: the vitest projects in turn (unit, client, integration), then the Playwright e2e suite, then one
// total line. `npm test -- unit integration` runs only the named parts.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumHelp, findChromium } from './chromium.mjs';
import { ensureClientBuilt, projectRoot } from './client-build.mjs';
import {
  parseFailureLines,
  parseSkipNotes,
  parseSummaryLine,
  summarizePlaywrightReport,
  totalLine,
} from './test-summary.mjs';

const allProjects = ['unit', 'client', 'integration', 'e2e'];
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !allProjects.includes(name));
if (unknown.length) {
  console.error(`Unknown test project ${unknown.join(', ')}; choose from ${allProjects.join(', ')}.`);
  process.exit(2);
}
const projects = requested.length ? requested : allProjects;
const inCi = process.env.CI === 'true' || process.env.CI === '1';

/**
 * The vitest projects each part runs: the integration tests are two projects, the files that replace a module with
 * vi.mock running isolated, the rest sharing their modules (see vitest.config.ts), in one run.
 */
const vitestProjects = { integration: ['integration', 'integration-mocks'] };

/** Runs one part's vitest projects, echoing their output, and reads the summary reporter's line from it. */
function runVitest(project, env) {
  return new Promise((resolve) => {
    const vitest = path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');
    const projectArgs = (vitestProjects[project] ?? [project]).flatMap((name) => ['--project', name]);
    const child = spawn(process.execPath, [vitest, 'run', ...projectArgs, '--passWithNoTests'], {
      cwd: projectRoot,
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('exit', (code, signal) =>
      resolve({
        code: code ?? (signal ? 1 : 0),
        summary: parseSummaryLine(output),
        skipNotes: parseSkipNotes(output),
        failures: parseFailureLines(output),
      }),
    );
  });
}

/** Where playwright.config.ts has the json reporter write the e2e run. */
const e2eReportFile = path.join(projectRoot, 'test-results', 'e2e-report.json');

/** Runs the Playwright e2e suite, echoing its output, and reads its counts from the JSON report. */
function runPlaywright(env) {
  rmSync(e2eReportFile, { force: true });
  return new Promise((resolve) => {
    const cli = path.join(projectRoot, 'node_modules', '@playwright', 'test', 'cli.js');
    const child = spawn(process.execPath, [cli, 'test'], {
      cwd: projectRoot,
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      let summary = null;
      let skipNotes = [];
      let failures = [];
      try {
        ({ skipNotes, failures, ...summary } = summarizePlaywrightReport(
          JSON.parse(readFileSync(e2eReportFile, 'utf8')),
        ));
      } catch {
        // No report: the run crashed before writing one; the exit code below still counts it as failed.
      }
      resolve({ code: code ?? (signal ? 1 : 0), summary, skipNotes, failures });
    });
  });
}

const results = [];
for (const project of projects) {
  const started = performance.now();
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  console.log(`\n=== ${project} ===`);
  const env = {};
  if (project === 'e2e') {
    const chromium = findChromium();
    if (!chromium) {
      const where = process.env.CHROME_PATH
        ? `CHROME_PATH=${process.env.CHROME_PATH} is not an executable file`
        : 'no Chromium found (CHROME_PATH unset; looked in /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome)';
      if (inCi) {
        console.error(`e2e FAILED: ${where}. CI never skips the browser tests. ${chromiumHelp}`);
        results.push({
          project,
          passed: 0,
          failed: 1,
          skipped: 0,
          ok: false,
          note: 'no Chromium',
          time: seconds(),
        });
      } else {
        console.warn(`e2e SKIPPED: ${where}. ${chromiumHelp}`);
        results.push({
          project,
          passed: 0,
          failed: 0,
          skipped: 0,
          ok: true,
          note: 'skipped, no Chromium',
          time: '',
        });
      }
      continue;
    }
    env.CHROME_PATH = chromium;
    if (!(await ensureClientBuilt())) {
      results.push({
        project,
        passed: 0,
        failed: 1,
        skipped: 0,
        ok: false,
        note: 'client build failed',
        time: seconds(),
      });
      continue;
    }
  }
  const { code, summary, skipNotes, failures } =
    project === 'e2e' ? await runPlaywright(env) : await runVitest(project, env);
  // A run that crashed before reporting (or reported no failure yet exited non-zero) still counts as a failure.
  const counts = summary ?? { passed: 0, failed: 0, skipped: 0 };
  const failed = code !== 0 && counts.failed === 0 ? 1 : counts.failed;
  results.push({
    project,
    ...counts,
    failed,
    ok: code === 0,
    note: code === 0 ? '' : `exit code ${code}`,
    time: seconds(),
    skipNotes,
    failures,
  });
}

console.log('\n=== summary ===');
for (const result of results) {
  const counts = `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`;
  console.log(
    `${result.project.padEnd(12)} ${counts}${result.note ? ` (${result.note})` : ''}  ${result.time}`,
  );
}
// What was skipped and why, so a green run on a fresh clone says what it did not cover.
const skipNotes = results.flatMap((result) =>
  (result.skipNotes ?? []).map((note) => `${result.project}: ${note}`),
);
if (projects.includes('integration') && !process.env.TEST_DATABASE_URL && !inCi) {
  skipNotes.push(
    'integration: ran on PGlite; the PostgreSQL fault tests skipped: set TEST_DATABASE_URL=postgres://... to run them',
  );
}
for (const note of skipNotes) console.log(`skipped  ${note}`);
// Each failed test by name at the very end: a CI log is often cut to its tail.
for (const result of results) {
  for (const line of result.failures ?? []) console.log(`${result.project}: ${line}`);
}
console.log(totalLine(results));
process.exit(results.every((result) => result.ok) ? 0 : 1);
