/**
 * `npm run eval [-- <suite> ...] [--floors]`: the quality checks that can regress (retrieval, the guard), each
 * against the goals eval/README.md states. With no suite named, every suite runs. Exits 1 when any suite misses a
 * goal; with `--floors` (what CI runs), only when a suite falls below the floor it holds while its goals are out of
 * reach, so a regression fails CI and the missed goals are printed, not hidden.
 */
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * What a suite reports: whether every goal was met, and whether every floor held. A floor is what CI holds while a
 * goal is still out of reach (today's figure less a small margin); a suite whose goals are met needs none.
 */
export type EvalOutcome = { goalsMet: boolean; floorsHeld?: boolean };

/** What every suite's `run.ts` exports: it prints its own table and says how it did. */
export type EvalSuite = { run(args: readonly string[]): Promise<EvalOutcome> };

const evalRoot = dirname(fileURLToPath(import.meta.url));

function availableSuites(): string[] {
  return readdirSync(evalRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(evalRoot, entry.name, 'run.ts')))
    .map((entry) => entry.name)
    .sort();
}

async function main(): Promise<void> {
  const suites = availableSuites();
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const options = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
  const unknown = named.filter((name) => !suites.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown eval suite: ${unknown.join(', ')}. Suites: ${suites.join(', ')}.`);
    process.exit(2);
  }
  const chosen = named.length > 0 ? named : suites;
  const holdFloorsOnly = options.includes('--floors');
  const missed: string[] = [];
  const broken: string[] = [];
  for (const name of chosen) {
    console.log(`\n=== eval: ${name} ===`);
    const suite = (await import(pathToFileURL(join(evalRoot, name, 'run.ts')).href)) as EvalSuite;
    const { goalsMet, floorsHeld = goalsMet } = await suite.run(options);
    if (!goalsMet) missed.push(name);
    if (!floorsHeld) broken.push(name);
  }
  if (broken.length > 0) console.error(`\nBelow the floor (a regression): ${broken.join(', ')}`);
  if (missed.length > 0) console.error(`\nGoals missed: ${missed.join(', ')}`);
  else console.log(`\nEvery goal met (${chosen.join(', ')}).`);
  process.exit(broken.length > 0 || (missed.length > 0 && !holdFloorsOnly) ? 1 : 0);
}

await main();
