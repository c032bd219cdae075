/**
 * Operators' corpus commands: `npm run corpus -- status | import [source|religion ...] [--force] | verify [--text]`.
 * verify re-checks the files and row counts, then the text of every imported translation (fidelity/).
 * Uses the same configuration as the server (DATABASE_URL or the PGlite folder, CORPUS_MIRROR, CORPUS_BASE_URL).
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { databaseOptionsOf, fetcherFromConfig } from './context';
import { checkLibraryFidelity, fidelityTable } from './fidelity/library-check';
import { createProgressReporter, summarizeImport } from './progress';
import { selectSources } from './registry';
import { importSources } from './runner';
import { listCorpusStatus } from './status';
import { verifySource } from './verify';

const usage =
  'Usage: npm run corpus -- status | import [source|religion ...] [--force] | verify [source|religion ...] [--text]';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const names = rest.filter((arg) => !arg.startsWith('--'));
  if (!command || !['status', 'import', 'verify'].includes(command)) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const sources = selectSources(names);
  const database = await openDatabase(databaseOptionsOf(config));
  try {
    await database.migrate();
    if (command === 'status') {
      for (const status of await listCorpusStatus(database.db)) {
        const rows = status.rows.toLocaleString('en').padStart(9);
        console.log(`${status.status.padEnd(9)} ${rows}  ${status.source.padEnd(26)} ${status.title}`);
        if (status.hint) console.log(`${' '.repeat(21)}${status.hint}`);
      }
      return 0;
    }
    const fetcher = fetcherFromConfig(config);
    if (command === 'verify') {
      let failures = 0;
      // --text checks only the imported text (quick, for CI), not the files' hashes and row counts.
      for (const source of rest.includes('--text') ? [] : sources) {
        const result = await verifySource(database.longRunning, fetcher, source);
        if (!result.ok) failures += 1;
        console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${source.id.padEnd(26)} ${result.files}; ${result.rows}`);
      }
      // The text itself: damage in a default translation (what every reader sees first) fails the check.
      const religions = names.length > 0 ? [...new Set(sources.map((source) => source.religion))] : undefined;
      const fidelity = await checkLibraryFidelity(database.longRunning, religions);
      console.log(`\n${fidelityTable(fidelity)}`);
      const damagedDefaults = fidelity.filter((result) => result.isDefault && result.damage.length > 0);
      for (const result of damagedDefaults)
        console.log(`FAIL default translation ${result.translation} is damaged`);
      return failures === 0 && damagedDefaults.length === 0 ? 0 : 1;
    }
    const started = performance.now();
    const reporter = createProgressReporter();
    const outcomes = await importSources(database.longRunning, sources, {
      fetcher,
      reporter,
      force: rest.includes('--force'),
    });
    reporter.stop();
    console.log(summarizeImport(outcomes, performance.now() - started));
    return outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
