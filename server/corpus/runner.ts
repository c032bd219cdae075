import type { Database, DatabaseHandle } from '../db/client';
import type { RequestsInFlight } from '../db/requests-in-flight';
import { SourceUnavailableError, type CorpusFetcher } from './fetcher';
import { readImportState, recordImportState } from './store';
import type { CorpusSource } from './types';
import { analyzeLibrary, discardStaged, writeSource, type BatchHook } from './write-source';

export type ImportOutcome = {
  source: string;
  status: 'complete' | 'skipped' | 'missing' | 'failed';
  rows: number;
  ms: number;
  message?: string;
};

export type ImportReporter = {
  started?(source: CorpusSource): void;
  progress?(source: CorpusSource, phase: 'fetch' | 'write', done: number, total: number): void;
  finished?(source: CorpusSource, outcome: ImportOutcome): void;
};

export type ImportOptions = {
  fetcher: CorpusFetcher;
  /** Re-import even a source that is complete at the current version. */
  force?: boolean;
  reporter?: ImportReporter;
  /** Runs after each batch of a source's verses is written, before it is published; tests pause the import here. */
  afterBatch?: BatchHook;
  /** The app's open requests: on PGlite the import lets them have the connection first. */
  requestsInFlight?: RequestsInFlight;
};

/**
 * Imports each source that is not complete at its current version, one after another. Readers see a source whole
 * or not at all (write-source.ts): a kill or an error leaves nothing of it visible, this run first deletes what a
 * killed one left hidden, and imports the source again.
 */
export async function importSources(
  db: Database,
  sources: readonly CorpusSource[],
  options: ImportOptions,
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  await discardStaged(db, options.requestsInFlight);
  for (const source of sources) {
    options.reporter?.started?.(source);
    const outcome = await importSource(db, source, options);
    outcomes.push(outcome);
    options.reporter?.finished?.(source, outcome);
  }
  if (outcomes.some((outcome) => outcome.status === 'complete')) {
    await analyzeLibrary(db, options.requestsInFlight);
  }
  return outcomes;
}

/** The lock every app server takes for its background import. */
const BACKGROUND_IMPORT_LOCK = 'sacred-circle:background-import';

/**
 * importSources for app servers that may start together on one database: the first to take the lock imports; the
 * others wait, serving what is already published, then find each source complete and skip it without downloading
 * it again. If the importing server dies, the lock goes with its connection and a waiting one carries on.
 */
export async function importSourcesOnce(
  database: DatabaseHandle,
  sources: readonly CorpusSource[],
  options: ImportOptions,
): Promise<ImportOutcome[]> {
  const lock = await database.exclusive(BACKGROUND_IMPORT_LOCK);
  try {
    return await importSources(database.longRunning, sources, options);
  } finally {
    await lock.release();
  }
}

export async function importSource(
  db: Database,
  source: CorpusSource,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const started = performance.now();
  const done = (status: ImportOutcome['status'], rows: number, message?: string): ImportOutcome => ({
    source: source.id,
    status,
    rows,
    ms: Math.round(performance.now() - started),
    ...(message ? { message } : {}),
  });

  let version: string;
  try {
    // A fixture-library import is tagged, so switching to the full sources imports them instead of skipping.
    version = source.version() + (source.kind === 'remote' ? options.fetcher.versionTag : '');
  } catch (error) {
    if (!(error instanceof SourceUnavailableError)) throw error;
    await recordImportState(db, source.id, { status: 'missing', version: 'none', error: error.message });
    return done('missing', 0, error.message);
  }
  const state = await readImportState(db, source.id);
  if (!options.force && state?.status === 'complete' && state.version === version) return done('skipped', 0);
  if (source.fallbackFor) {
    const primary = await readImportState(db, source.fallbackFor);
    if (primary?.status === 'complete') return done('skipped', 0, `${source.fallbackFor} is imported`);
  }
  // A complete older version stays readable (and reported complete) while the new one downloads; writeSource
  // hides it when it starts writing the new one.
  if (state?.status !== 'complete') await recordImportState(db, source.id, { status: 'importing', version });

  let payload;
  try {
    payload = await source.load({
      fetcher: options.fetcher,
      onFetchProgress: (count, total) => options.reporter?.progress?.(source, 'fetch', count, total),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof SourceUnavailableError) {
      if (state?.status !== 'complete') {
        await recordImportState(db, source.id, { status: 'missing', version, error: message });
      }
      return done('missing', 0, message);
    }
    await recordImportState(db, source.id, { status: 'failed', version, error: message });
    return done('failed', 0, message);
  }

  try {
    const rows = await writeSource(db, source, payload, {
      version,
      force: options.force,
      afterBatch: options.afterBatch,
      requestsInFlight: options.requestsInFlight,
      onRows: (count, total) => options.reporter?.progress?.(source, 'write', count, total),
    });
    if (rows < 0) return done('skipped', 0, 'imported meanwhile by another process');
    return done('complete', rows);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordImportState(db, source.id, { status: 'failed', version, error: message });
    return done('failed', 0, message);
  }
}
