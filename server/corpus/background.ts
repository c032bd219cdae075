import type { FastifyInstance } from 'fastify';
import { fetcherFromConfig } from './context';
import { libraryOf } from './library-generation';
import { createProgressReporter, summarizeImport } from './progress';
import { selectSources } from './registry';
import { importSourcesOnce, type ImportReporter } from './runner';

/**
 * After the server listens: imports whatever is missing, one source at a time, while the API serves what is
 * already there (a source appears whole when its import is published, never half of it). Never throws; the summary goes to the log. Each finished source starts a new
 * library generation (every cache built from the library keys on it) and the progress is kept in memory for
 * GET /api/library/import.
 */
export async function runBackgroundImport(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  const library = libraryOf(app.database.db);
  let sources;
  try {
    sources = selectSources(app.config.CORPUS_SOURCES);
  } catch (error) {
    app.log.error(`CORPUS_SOURCES: ${(error as Error).message}; nothing is imported`);
    return;
  }
  const terminal = createProgressReporter();
  const reporter: ImportReporter = {
    started: (source) => terminal.started?.(source),
    progress(source, phase, done, total) {
      library.progress(source, phase, done, total);
      terminal.progress?.(source, phase, done, total);
    },
    finished(source, outcome) {
      terminal.finished?.(source, outcome);
      library.finished(source, outcome.status === 'complete');
    },
  };
  library.queue(sources);
  try {
    const outcomes = await importSourcesOnce(app.database, sources, {
      fetcher: fetcherFromConfig(app.config),
      reporter,
      requestsInFlight: app.database.requestsInFlight,
    });
    terminal.stop();
    if (outcomes.every((outcome) => outcome.status === 'skipped')) {
      app.log.info('Corpus: every available source is already imported');
    } else {
      app.log.info(summarizeImport(outcomes, performance.now() - started));
    }
  } catch (error) {
    terminal.stop();
    // Closing the server closes the database under a running import: that is a shutdown, not a failure.
    if (app.server.listening) app.log.error({ err: error }, 'Corpus import stopped');
  } finally {
    library.abandon();
  }
}
