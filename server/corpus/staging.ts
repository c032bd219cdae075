import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from './store';

/** The verse groups a source writes: its translations within its books (hadith collections share translations). */
export type SourceGroups = {
  source: string;
  religion: string;
  translationIds: readonly string[];
  bookNames: readonly string[];
};

/**
 * Hides a source's verse groups from every read (visibleScriptureRows) until unstage(): what is already there and
 * whatever is written under them meanwhile.
 */
export async function stage(tx: Database, groups: SourceGroups): Promise<void> {
  await tx.execute(sql`
    insert into corpus_staging (religion, book, translation, source)
    select ${groups.religion}, book, translation, ${groups.source}
    from unnest(${sql.param([...groups.bookNames])}::text[]) book
      cross join unnest(${sql.param([...groups.translationIds])}::text[]) translation
    on conflict (religion, book, translation) do update set source = excluded.source`);
}

/** Makes a source's groups visible again: the rows under them appear in the same transaction. */
export async function unstage(tx: Database, source: string): Promise<void> {
  await tx.execute(sql`delete from corpus_staging where source = ${source}`);
}

/** Deletes up to `limit` verse rows hidden for `source`; how many it deleted (0: none left). */
export async function deleteStagedRows(tx: Database, source: string, limit: number): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with gone as (
        delete from scriptures where id in (
          select s.id from corpus_staging staged
          join scriptures s on s.religion = staged.religion and s.book = staged.book
            and s.translation = staged.translation
          where staged.source = ${source}
          limit ${limit})
        returning 1)
      select count(*)::int as n from gone`),
  );
  return rows[0]!.n;
}

/** Sources with hidden groups: left by an import that was killed or failed, or one running now. */
export async function stagedSources(db: Database): Promise<string[]> {
  return rowsOf<{ source: string }>(
    await db.execute(sql`select distinct source from corpus_staging order by source`),
  ).map((row) => row.source);
}
