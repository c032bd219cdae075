/**
 * `npm run eval [-- <suite> ...]`: the quality checks that can regress (retrieval, the guard), each against the
 * goals its README states. With no suite named, every suite runs. Exits 1 when any suite misses a goal, so CI
 * holds the figures the way it holds the tests.
 */
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What every suite's `run.ts` exports: it prints its own table and says whether every goal was met. */
export type EvalSuite = { run(args: readonly string[]): Promise<{ goalsMet: boolean }> };

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
  const missed: string[] = [];
  for (const name of chosen) {
    console.log(`\n=== eval: ${name} ===`);
    const suite = (await import(pathToFileURL(join(evalRoot, name, 'run.ts')).href)) as EvalSuite;
    const { goalsMet } = await suite.run(options);
    if (!goalsMet) missed.push(name);
  }
  if (missed.length > 0) {
    console.error(`\nGoals missed: ${missed.join(', ')}`);
    process.exit(1);
  }
  console.log(`\nEvery goal met (${chosen.join(', ')}).`);
  process.exit(0);
}

await main();
