import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { visibleScriptureRows } from '../db/visible-scriptures';
import { catalogBook } from './catalog';
import type { CorpusPayload } from './types';

export type ImportStatus = 'importing' | 'complete' | 'failed' | 'missing';

/** Rows of `result` whichever driver ran the query (node-postgres and PGlite both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Serialises imports across processes sharing one PostgreSQL database (a no-op wait on PGlite). */
export async function lockImports(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sacred-circle:corpus-import'))`);
}

export async function readImportState(
  db: Database,
  source: string,
): Promise<{ status: ImportStatus; version: string } | undefined> {
  const rows = rowsOf<{ status: ImportStatus; version: string }>(
    await db.execute(sql`select status, version from corpus_imports where source = ${source}`),
  );
  return rows[0];
}

export async function recordImportState(
  db: Database,
  source: string,
  state: { status: ImportStatus; version: string; rowCount?: number; error?: string | null },
): Promise<void> {
  const finished = state.status === 'importing' ? sql`null` : sql`now()`;
  const started = state.status === 'importing' ? sql`now()` : sql`corpus_imports.started_at`;
  await db.execute(sql`
    insert into corpus_imports (source, status, version, row_count, error, started_at, finished_at)
    values (${source}, ${state.status}, ${state.version}, ${state.rowCount ?? 0}, ${state.error ?? null}, now(), ${finished})
    on conflict (source) do update set
      status = excluded.status, version = excluded.version, row_count = excluded.row_count,
      error = excluded.error, started_at = ${started}, finished_at = excluded.finished_at`);
}

export async function deleteImportState(db: Database, source: string): Promise<void> {
  await db.execute(sql`delete from corpus_imports where source = ${source}`);
}

/** Inserts verses [start, end) of a payload (columns, so one statement whatever the count). */
export async function insertVerses(
  tx: Database,
  payload: CorpusPayload,
  start: number,
  end: number,
): Promise<void> {
  const { religion, verses } = payload;
  const column = <T>(values: T[]) => sql.param(values.slice(start, end));
  await tx.execute(sql`
    insert into scriptures (religion, book, chapter, verse, text, translation, meta)
    select ${religion}, * from unnest(${column(verses.book)}::text[], ${column(verses.chapter)}::int[],
      ${column(verses.verse)}::int[], ${column(verses.text)}::text[], ${column(verses.translation)}::text[],
      ${column(verses.meta)}::jsonb[])`);
}

/** A chapter of a book and how many verses it shows (verse numbers, across every visible translation). */
export type ChapterCount = { book: string; chapter: number; verses: number };

/**
 * Counts the verses each chapter of one book will show once a source is published: the source's own rows (still
 * hidden under `ownTranslations`) and the visible rows of other sources, less those of the fallbacks the publishing
 * hides (`hiddenTranslations`). Runs before the publishing transaction, one book per short step, so that
 * transaction writes the counts instead of reading the source again.
 */
export async function countChapters(
  tx: Database,
  religion: string,
  book: string,
  ownTranslations: readonly string[],
  hiddenTranslations: readonly string[],
): Promise<ChapterCount[]> {
  const rows = rowsOf<{ chapter: number; verses: number }>(
    await tx.execute(sql`
      select chapter, count(distinct verse)::int as verses from scriptures s
      where s.religion = ${religion} and s.book = ${book}
        and (s.translation = any(${sql.param([...ownTranslations])}::text[])
          or (${visibleScriptureRows('s')} and s.translation <> all(${sql.param([...hiddenTranslations])}::text[])))
      group by chapter`),
  );
  return rows.map((row) => ({ book, chapter: row.chapter, verses: row.verses }));
}

/**
 * Writes what the catalog shows of a source once its verses are visible: its translations, chapters (with the
 * counts countChapters took) and books, then drops what no visible verse uses any more. Runs in the short
 * transaction that publishes the source, so the catalog and the verses change together.
 */
export async function publishCatalog(
  tx: Database,
  payload: CorpusPayload,
  counts: readonly ChapterCount[],
): Promise<void> {
  const { religion } = payload;
  for (const translation of payload.translations) {
    await tx.execute(sql`
      insert into translations (id, religion, name, language, direction, licence, source, is_default, is_original)
      values (${translation.id}, ${religion}, ${translation.name}, ${translation.language}, ${translation.direction},
        ${translation.licence}, ${translation.source}, ${translation.isDefault}, ${translation.isOriginal})
      on conflict (id) do update set religion = excluded.religion, name = excluded.name, language = excluded.language,
        direction = excluded.direction, licence = excluded.licence, source = excluded.source,
        is_default = excluded.is_default, is_original = excluded.is_original`);
  }
  await writeChapters(tx, payload, counts);
  await writeBooks(tx, payload);
}

async function writeChapters(
  tx: Database,
  payload: CorpusPayload,
  counts: readonly ChapterCount[],
): Promise<void> {
  const { religion, chapters } = payload;
  const column = <T>(pick: (chapter: (typeof chapters)[number]) => T) => sql.param(chapters.map(pick));
  if (chapters.length > 0) {
    await tx.execute(sql`
      insert into book_chapters (religion, book, number, title, original_title, source_id, verse_count)
      select ${religion}, *, 0 from unnest(${column((c) => c.book)}::text[], ${column((c) => c.number)}::int[],
        ${column((c) => c.title ?? null)}::text[], ${column((c) => c.originalTitle ?? null)}::text[],
        ${column((c) => c.sourceId ?? null)}::text[])
      on conflict (religion, book, number) do update set
        title = coalesce(excluded.title, book_chapters.title),
        original_title = coalesce(excluded.original_title, book_chapters.original_title),
        source_id = coalesce(excluded.source_id, book_chapters.source_id)`);
  }
  if (counts.length === 0) return;
  // Chapters the source gave no name still get a row, and every count is taken from the verses really stored.
  const counted = <T>(pick: (count: ChapterCount) => T) => sql.param(counts.map(pick));
  await tx.execute(sql`
    insert into book_chapters (religion, book, number, verse_count)
    select ${religion}, * from unnest(${counted((c) => c.book)}::text[], ${counted((c) => c.chapter)}::int[],
      ${counted((c) => c.verses)}::int[])
    on conflict (religion, book, number) do update set verse_count = excluded.verse_count`);
}

async function writeBooks(tx: Database, payload: CorpusPayload): Promise<void> {
  const { religion } = payload;
  for (const code of payload.bookCodes) {
    const book = catalogBook(religion, code);
    await tx.execute(sql`
      insert into books (religion, section, name, slug, sort_order, chapter_count, original_name)
      values (${religion}, ${book.section}, ${book.name}, ${book.slug}, ${book.sortOrder}, 0, ${book.originalName})
      on conflict (religion, slug) do update set section = excluded.section, name = excluded.name,
        sort_order = excluded.sort_order, original_name = excluded.original_name`);
  }
  await pruneReligion(tx, religion);
}

/** Drops chapters, books and translations left without visible verses and recounts chapters per book. */
export async function pruneReligion(tx: Database, religion: string): Promise<void> {
  await tx.execute(sql`
    delete from book_chapters where religion = ${religion} and not exists (
      select 1 from scriptures s where s.religion = book_chapters.religion and s.book = book_chapters.book
        and s.chapter = book_chapters.number and ${visibleScriptureRows('s')})`);
  await tx.execute(sql`
    delete from books where religion = ${religion} and not exists (
      select 1 from book_chapters c where c.religion = books.religion and c.book = books.name)`);
  await tx.execute(sql`
    update books set chapter_count = (
      select count(*)::int from book_chapters c where c.religion = books.religion and c.book = books.name)
    where religion = ${religion}`);
  await tx.execute(sql`
    delete from translations where religion = ${religion} and not exists (
      select 1 from scriptures s where s.translation = translations.id and ${visibleScriptureRows('s')})`);
}
