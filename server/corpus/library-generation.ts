import { sql } from 'drizzle-orm';
import type { ImportProgress, ImportingSource } from '../../common/api/health';
import { religionIds, type ReligionId } from '../../common/scripture/religions';
import type { Database } from '../db/client';
import { rowsOf } from './store';
import type { CorpusSource } from './types';

/** Share of a source's bar for fetching its files; writing its rows takes the rest (as on the terminal). */
const FETCH_SHARE = 30;
/** How long a read of the database's fingerprint is trusted: imports by another process show within it. */
const FINGERPRINT_TTL_MS = 2_000;

/**
 * A fingerprint of what is imported: it changes whenever an import finishes, fails or starts, in this process or
 * in another one (`npm run corpus import` beside a running server).
 */
export async function readCorpusFingerprint(db: Database): Promise<string> {
  const rows = rowsOf<{ generation: string | null }>(
    await db.execute(sql`
      select md5(coalesce(string_agg(source || ':' || status || ':' || version || ':' || row_count::text || ':' ||
        coalesce(finished_at::text, ''), ',' order by source), '')) as generation
      from corpus_imports`),
  );
  return rows[0]?.generation ?? '';
}

type Tracked = { source: CorpusSource; phase: ImportingSource['phase']; percent: number };

/**
 * The library's generation: a counter this process bumps when a source finishes importing, joined with the
 * database's fingerprint. Everything cached from the library (retrieval, translations, chapters, the warmed
 * compare themes) keys on it, so nothing built from a half-imported library outlives the import. It also knows
 * which sources the background import still has to do, for answers and the progress bar.
 */
export class LibraryGeneration {
  private counter = 0;
  // `generation` is current()'s answer for it: a bump drops the fingerprint, so the counter in it stays right.
  private fingerprint: { value: string; at: number; generation: string } | undefined;
  private reading: Promise<string> | undefined;
  private readonly pending = new Map<string, Tracked>();
  private readonly settledListeners = new Set<() => void>();
  private readonly importedListeners = new Set<() => void>();
  private changedSinceSettled = false;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Changes whenever the imported library may have changed. */
  async current(): Promise<string> {
    const fingerprint = await this.readFingerprint();
    return `${this.counter}:${fingerprint}`;
  }

  /**
   * current() without waiting, while the database's fingerprint is fresh; undefined when it has to be read again.
   * For the cached chapter read, which then answers without a promise.
   */
  currentIfKnown(): string | undefined {
    const known = this.fingerprint;
    if (!known || this.now() - known.at >= FINGERPRINT_TTL_MS) return undefined;
    return known.generation;
  }

  /** The in-process part alone: cheap, for keys that must not wait on the database. */
  get count(): number {
    return this.counter;
  }

  /** The background import is about to go through these sources. */
  queue(sources: readonly CorpusSource[]): void {
    for (const source of sources) this.pending.set(source.id, { source, phase: 'queued', percent: 0 });
  }

  progress(source: CorpusSource, phase: 'fetch' | 'write', done: number, total: number): void {
    const tracked = this.pending.get(source.id);
    if (!tracked || total <= 0) return;
    const share = Math.min(1, done / total);
    tracked.phase = phase === 'fetch' ? 'fetching' : 'writing';
    tracked.percent = Math.round(
      phase === 'fetch' ? share * FETCH_SHARE : FETCH_SHARE + share * (100 - FETCH_SHARE),
    );
  }

  /**
   * A source is done (imported, skipped, missing or failed). Only an import changes the library: then a new
   * generation starts, and once every queued source is done the settled listeners run (a start that finds the
   * library complete changes nothing and re-ranks nothing).
   */
  finished(source: CorpusSource, imported: boolean): void {
    this.pending.delete(source.id);
    if (imported) {
      this.changedSinceSettled = true;
      this.bump();
      for (const listener of this.importedListeners) listener();
    }
    if (this.pending.size > 0 || !this.changedSinceSettled) return;
    this.changedSinceSettled = false;
    for (const listener of this.settledListeners) listener();
  }

  /** The background import stopped early (shutdown, error): nothing is importing any more. */
  abandon(): void {
    if (this.pending.size === 0) return;
    this.pending.clear();
    this.bump();
  }

  bump(): void {
    this.counter += 1;
    this.fingerprint = undefined;
  }

  /** Runs `listener` each time the background import has gone through every queued source. */
  onSettled(listener: () => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Runs `listener` each time this process finishes importing a source (other app servers are told of it). */
  onImported(listener: () => void): () => void {
    this.importedListeners.add(listener);
    return () => this.importedListeners.delete(listener);
  }

  /** Traditions with a source still to import, in the library's order. */
  importing(): ReligionId[] {
    // Asked on every catalog and chapter read (for their cache-control): nothing to build while nothing imports.
    if (this.pending.size === 0) return [];
    const religions = new Set([...this.pending.values()].map((tracked) => tracked.source.religion));
    return religionIds.filter((religion) => religions.has(religion));
  }

  snapshot(): ImportProgress {
    const sources = [...this.pending.values()].map((tracked) => ({
      source: tracked.source.id,
      religion: tracked.source.religion,
      title: tracked.source.title,
      phase: tracked.phase,
      percent: tracked.percent,
    }));
    return { running: sources.length > 0, generation: this.counter, importing: this.importing(), sources };
  }

  private readFingerprint(): string | Promise<string> {
    const known = this.fingerprint;
    if (known && this.now() - known.at < FINGERPRINT_TTL_MS) return known.value;
    const counter = this.counter;
    this.reading ??= readCorpusFingerprint(this.db)
      .then((value) => {
        // A bump while the read was under way may mean the read saw the library before the change.
        if (counter === this.counter)
          this.fingerprint = { value, at: this.now(), generation: `${counter}:${value}` };
        return value;
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}

const generations = new WeakMap<Database, LibraryGeneration>();

/** The one generation of the library a database holds (per database, so test apps never share one). */
export function libraryOf(db: Database): LibraryGeneration {
  let generation = generations.get(db);
  if (!generation) {
    generation = new LibraryGeneration(db);
    generations.set(db, generation);
  }
  return generation;
}
