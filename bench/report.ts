/**
 * Every speed goal of docs/product.md in one run, side by side with its goal: runs each benchmark of this folder in
 * turn (each in its own process, one after another so they do not compete), collects the JSON each prints,
 * and writes one table between the report markers of bench/README.md (and the raw results to
 * bench/results/report.json).
 *
 *   CORPUS_MIRROR=../shared/corpora npm run bench [-- --skip lighthouse,load] [--only search]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../scripts/client-build.mjs';
import { parseArgs } from './chapter-read.server';
import { formatReport, type BenchResults } from './report-table';

type Step = { name: keyof BenchResults; command: string[] };

const steps: Step[] = [
  { name: 'startup', command: ['bench/startup.ts', '--driver', 'both'] },
  { name: 'chapterRead', command: ['bench/chapter-read.ts', '--driver', 'both'] },
  { name: 'search', command: ['bench/search.ts', '--driver', 'both'] },
  { name: 'compare', command: ['bench/compare.ts', '--driver', 'postgres'] },
  { name: 'lighthouse', command: ['bench/lighthouse.ts', '--pages', '/', '--runs', '3'] },
  { name: 'load', command: ['bench/load/run.ts', '--users', '500', '--seconds', '60'] },
];

/** The top-level JSON objects a benchmark printed (pretty-printed blocks or one-line objects). */
export function jsonObjects(output: string): unknown[] {
  const objects: unknown[] = [];
  const lines = output.split('\n');
  for (let start = 0; start < lines.length; start += 1) {
    if (!lines[start]!.startsWith('{')) continue;
    for (let end = start; end < lines.length; end += 1) {
      if (end !== start && !lines[end]!.startsWith('}')) continue;
      try {
        objects.push(JSON.parse(lines.slice(start, end + 1).join('\n')));
        start = end;
        break;
      } catch {
        // not complete yet: read on to the next closing brace at column 0
      }
    }
  }
  return objects;
}

function runStep(step: Step): Promise<{ objects: unknown[]; code: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...step.command], {
      cwd: projectRoot,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('exit', (code) =>
      resolve({
        objects: jsonObjects(output),
        code: code ?? 1,
        seconds: Math.round((performance.now() - started) / 1000),
      }),
    );
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const skip = new Set((args.skip ?? '').split(',').filter(Boolean));
  const only = args.only ? new Set(args.only.split(',')) : undefined;
  const resultsFile = path.join(projectRoot, 'bench', 'results', 'report.json');
  // Earlier results are kept for the steps not run now, so one slow step can be re-run on its own.
  const results: BenchResults = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as BenchResults)
    : {};
  for (const step of steps) {
    if (skip.has(step.name) || (only && !only.has(step.name))) continue;
    if (!existsSync(path.join(projectRoot, step.command[0]!))) {
      console.error(`[report] ${step.command[0]} does not exist; skipping ${step.name}`);
      continue;
    }
    const loadBefore = os.loadavg()[0]!;
    console.error(`[report] ${step.name}: npx tsx ${step.command.join(' ')}`);
    const { objects, code, seconds } = await runStep(step);
    if (code !== 0) console.error(`[report] ${step.name} exited with ${code}`);
    if (step.name === 'lighthouse') {
      const summary = path.join(projectRoot, 'bench', 'results', 'lighthouse-summary.json');
      objects.splice(
        0,
        objects.length,
        ...(JSON.parse(readFileSync(summary, 'utf8')) as { rows: unknown[] }).rows,
      );
    }
    results[step.name] = {
      at: new Date().toISOString(),
      seconds,
      loadAverage: [loadBefore, os.loadavg()[0]!].map((value) => Math.round(value * 10) / 10),
      command: `npx tsx ${step.command.join(' ')}`,
      exitCode: code,
      objects,
    };
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, JSON.stringify(results, null, 2));
  }
  const table = formatReport(results, { cores: os.cpus().length, memoryGiB: os.totalmem() / 2 ** 30 });
  const readmeFile = path.join(projectRoot, 'bench', 'README.md');
  const readme = readFileSync(readmeFile, 'utf8');
  const begin = '<!-- report:begin -->';
  const end = '<!-- report:end -->';
  const before = readme.slice(0, readme.indexOf(begin));
  const after = readme.slice(readme.indexOf(end) + end.length);
  if (!readme.includes(begin) || !readme.includes(end))
    throw new Error(`bench/README.md lacks ${begin} ... ${end}`);
  writeFileSync(readmeFile, `${before}${begin}\n${table}\n${end}${after}`);
  console.log(table);
}

if (process.argv[1] === import.meta.filename) await main();
