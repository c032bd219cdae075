import type { FastifyInstance } from 'fastify';
import { fetcherFromConfig } from './context';
import { createProgressReporter, summarizeImport } from './progress';
import { corpusSources } from './registry';
import { importSources } from './runner';

/**
 * After the server listens: imports whatever is missing, one source (one transaction) at a time, while the API
 * serves what is already there. Never throws; the summary goes to the log.
 */
export async function runBackgroundImport(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  const reporter = createProgressReporter();
  try {
    const outcomes = await importSources(app.database.longRunning, corpusSources, {
      fetcher: fetcherFromConfig(app.config),
      reporter,
    });
    reporter.stop();
    if (outcomes.every((outcome) => outcome.status === 'skipped')) {
      app.log.info('Corpus: every available source is already imported');
    } else {
      app.log.info(summarizeImport(outcomes, performance.now() - started));
    }
  } catch (error) {
    reporter.stop();
    // Closing the server closes the database under a running import: that is a shutdown, not a failure.
    if (app.server.listening) app.log.error({ err: error }, 'Corpus import stopped');
  }
}
