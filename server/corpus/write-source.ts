import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../db/client';
import type { RequestsInFlight } from '../db/requests-in-flight';
import { catalogBook } from './catalog';
import { fallbacksOf } from './registry';
import { deleteStagedRows, stage, stagedSources, unstage, type SourceGroups } from './staging';
import {
  countChapters,
  deleteImportState,
  lockImports,
  pruneReligion,
  publishCatalog,
  readImportState,
  recordImportState,
  insertVerses,
  type ChapterCount,
} from './store';
import type { CorpusPayload, CorpusSource } from './types';
import { createWritePacer, realClock, yieldToEventLoop, type WritePacer } from './write-pacer';

/** Called after each batch of verses is written (and before the source is published); may pause the import. */
export type BatchHook = (source: CorpusSource, written: number, total: number) => void | Promise<void>;

/**
 * How a source is written. PGlite has one connection: each step is its own short transaction, sized so it holds
 * the connection for a few tens of milliseconds, and reads run between steps (bench/README.md measured the
 * sizes). PostgreSQL readers are never blocked by a writer (MVCC), so there every step runs inside the source's
 * one transaction, under the advisory lock that serialises imports across processes, with large statements.
 */
type WritePlan = {
  /** A batch of verses ends at this many rows or this many characters of text, whichever comes first. */
  verseRows: number;
  verseChars: number;
  deleteRows: number;
  step<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  /** On PGlite: sizes the batches of verses by their time (verseChars is then its current size). */
  pacer?: WritePacer;
};

// The cost of a batch is computing and indexing its words, so it is sized by text, then by its measured time: a
// batch should hold the one connection ~8 ms (a read arriving meanwhile waits about that long), from 2,000
// characters (~10 Tanakh verses) to 40,000 (~200); 15 ms left the reads' p95 at 50-60 ms, and 8 ms did not make
// the import slower. The GIN pending list is the smallest PostgreSQL allows (64 kB): merged often, each merge
// short; a 2 MB list held reads 70-260 ms per merge, and `fastupdate` off made the import twice as slow (ADR 0005
// has the figures). Readers go first: before each step the importer waits up to 100 ms for the requests open now;
// a request open for over 2 s is a stream or a slow client and is not waited for.
const pgliteBatch = { targetMs: 8, minChars: 2_000, maxChars: 40_000, initialChars: 10_000 };
const pgliteReaderWait = { maxWaitMs: 100, pollMs: 1, streamAfterMs: 2_000 };
const pglitePendingList = '64kB';
const pgliteDeleteRows = 2_000;
// Large statements keep the per-statement overhead negligible where nothing waits on the writer.
const postgresVerseRows = 10_000;

// A boolean, not a type guard: narrowing would swap the app's Database type for the driver's own.
const onPglite = (db: Database): boolean => db instanceof PgliteDatabase;

function pglitePlan(db: Database, requests?: RequestsInFlight): WritePlan {
  const pacer = createWritePacer({
    ...pgliteBatch,
    ...pgliteReaderWait,
    clock: realClock,
    readersWaiting: () => requests?.recent(pgliteReaderWait.streamAfterMs) ?? 0,
  });
  return {
    verseRows: Number.MAX_SAFE_INTEGER,
    get verseChars() {
      return pacer.batchChars();
    },
    deleteRows: pgliteDeleteRows,
    pacer,
    async step(work) {
      // Requests that arrived while the previous step held the connection are parsed and counted here, then
      // run their queries before this step takes the connection.
      await yieldToEventLoop();
      await pacer.waitForReaders();
      return db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local gin_pending_list_limit = '${pglitePendingList}'`));
        return work(tx);
      });
    },
  };
}

/** Where the batch of verses starting at `start` ends (exclusive): at least one verse, then within the plan's sizes. */
export function batchEnd(
  texts: readonly string[],
  start: number,
  sizes: Pick<WritePlan, 'verseRows' | 'verseChars'>,
) {
  let end = start + 1;
  let chars = texts[start]?.length ?? 0;
  while (
    end < texts.length &&
    end - start < sizes.verseRows &&
    chars + texts[end]!.length <= sizes.verseChars
  ) {
    chars += texts[end]!.length;
    end += 1;
  }
  return Math.min(end, texts.length);
}

function charsOf(texts: readonly string[], start: number, end: number): number {
  let chars = 0;
  for (let index = start; index < end; index += 1) chars += texts[index]!.length;
  return chars;
}

const groupsOf = (source: CorpusSource): SourceGroups => ({
  source: source.id,
  religion: source.religion,
  translationIds: source.translationIds,
  bookNames: source.bookCodes.map((code) => catalogBook(source.religion, code).name),
});

async function deleteAllStaged(plan: WritePlan, source: string): Promise<void> {
  while ((await plan.step((tx) => deleteStagedRows(tx, source, plan.deleteRows))) > 0);
}

/**
 * Deletes what a killed or failed import left hidden, and makes its groups visible again (empty). Before an import
 * run; on PostgreSQL a staged source never outlives its transaction, so there is nothing to find.
 */
export async function discardStaged(db: Database, requestsInFlight?: RequestsInFlight): Promise<string[]> {
  const plan = onPglite(db) ? pglitePlan(db, requestsInFlight) : { ...pglitePlan(db), deleteRows: 50_000 };
  const sources = await stagedSources(db);
  for (const source of sources) {
    await deleteAllStaged(plan, source);
    await plan.step((tx) => unstage(tx, source));
  }
  return sources;
}

// The analyze after an import run, one table or group of columns a statement: the word vectors' statistics are the
// costly part, and each step lets the open requests go first.
const analyzeSteps = [
  sql`analyze scriptures (id, religion, book, chapter, verse, translation)`,
  sql`analyze scriptures (text, meta)`,
  sql`analyze scriptures (search)`,
  sql`analyze book_chapters`,
  sql`analyze books`,
  sql`analyze translations`,
];

/**
 * Fresh statistics for the planner after an import run: PGlite has no autovacuum, and without them search plans
 * are several times slower (bench/README.md).
 */
export async function analyzeLibrary(db: Database, requestsInFlight?: RequestsInFlight): Promise<void> {
  if (!onPglite(db)) {
    await db.execute(sql`analyze scriptures, book_chapters, books, translations`);
    return;
  }
  const plan = pglitePlan(db, requestsInFlight);
  for (const statement of analyzeSteps) await plan.step((tx) => tx.execute(statement));
}

export type WriteOptions = {
  version: string;
  force?: boolean;
  afterBatch?: BatchHook;
  /** The app's open requests, which the PGlite importer lets go first. */
  requestsInFlight?: RequestsInFlight;
  onRows?: (written: number, total: number) => void;
};

/**
 * Writes a loaded source so that readers see all of it or none of it: its groups are hidden (a complete older
 * version with them: it shows as importing until the new one lands), the old rows deleted, the new verses written
 * in batches, then one short step publishes it (catalog, state complete) and hides its fallbacks, whose rows are
 * deleted after. Returns the verse count, or -1 when another process imported it meanwhile.
 */
export async function writeSource(
  db: Database,
  source: CorpusSource,
  payload: CorpusPayload,
  options: WriteOptions,
): Promise<number> {
  if (onPglite(db)) return writeStaged(pglitePlan(db, options.requestsInFlight), source, payload, options);
  return db.transaction(async (outer) => {
    // The GIN index takes the whole source in its pending list and merges it once, instead of page by page.
    await outer.execute(sql`set local gin_pending_list_limit = '64MB'`);
    const plan: WritePlan = {
      verseRows: postgresVerseRows,
      verseChars: Number.MAX_SAFE_INTEGER,
      deleteRows: Number.MAX_SAFE_INTEGER,
      step: (work) => work(outer),
    };
    return writeStaged(plan, source, payload, options);
  });
}

async function writeStaged(
  plan: WritePlan,
  source: CorpusSource,
  payload: CorpusPayload,
  options: WriteOptions,
): Promise<number> {
  const groups = groupsOf(source);
  const begun = await plan.step(async (tx) => {
    await lockImports(tx);
    const current = await readImportState(tx, source.id);
    if (!options.force && current?.status === 'complete' && current.version === options.version) return false;
    await stage(tx, groups);
    await recordImportState(tx, source.id, { status: 'importing', version: options.version });
    // A complete older version just went out of sight: so do its chapters, books and translations.
    if (current?.status === 'complete') await pruneReligion(tx, source.religion);
    return true;
  });
  if (!begun) return -1;
  try {
    await deleteAllStaged(plan, source.id);
    const total = payload.verses.text.length;
    for (let start = 0, end = 0; start < total; start = end) {
      end = batchEnd(payload.verses.text, start, plan);
      const batch = { start, end };
      let took = 0;
      await plan.step(async (tx) => {
        const began = performance.now();
        await insertVerses(tx, payload, batch.start, batch.end);
        took = performance.now() - began;
      });
      plan.pacer?.batchTook(took, charsOf(payload.verses.text, start, end));
      options.onRows?.(end, total);
      await options.afterBatch?.(source, end, total);
    }
    if (total === 0) await options.afterBatch?.(source, 0, 0);

    // Fresh estimates for the publishing statements: with the ones from before this source (PGlite has no
    // autovacuum) the planner expected one row and re-ran the Tanakh's chapter count 929 times (233 s instead of
    // 0.17 s). The columns they filter on only, not the costly word vectors, from a tenth of the usual sample
    // (15-25 ms instead of 100-160 ms); the analyze after the run takes the full sample.
    await plan.step(async (tx) => {
      await tx.execute(sql`set local default_statistics_target = 10`);
      await tx.execute(sql`analyze scriptures (religion, book, chapter, translation, verse)`);
    });
    const fallbacks = fallbacksOf(source);
    const hiddenTranslations = fallbacks.flatMap((fallback) => fallback.translationIds);
    const counts: ChapterCount[] = [];
    for (const code of payload.bookCodes) {
      const book = catalogBook(payload.religion, code).name;
      const counted = await plan.step((tx) =>
        countChapters(tx, source.religion, book, source.translationIds, hiddenTranslations),
      );
      counts.push(...counted);
    }
    await plan.step(async (tx) => {
      for (const fallback of fallbacks) {
        await stage(tx, groupsOf(fallback));
        await deleteImportState(tx, fallback.id);
      }
      await unstage(tx, source.id);
      await publishCatalog(tx, payload, counts);
      await recordImportState(tx, source.id, {
        status: 'complete',
        version: options.version,
        rowCount: total,
      });
    });
    for (const fallback of fallbacks) {
      await deleteAllStaged(plan, fallback.id);
      await plan.step((tx) => unstage(tx, fallback.id));
    }
    await plan.step((tx) => tx.execute(sql`select gin_clean_pending_list('scriptures_search_idx')`));
    return total;
  } catch (error) {
    // Nothing of it was visible; a failure to tidy up here is finished by the next run's discardStaged.
    await deleteAllStaged(plan, source.id)
      .then(() => plan.step((tx) => unstage(tx, source.id)))
      .catch(() => undefined);
    throw error;
  }
}
