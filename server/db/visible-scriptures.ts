import { sql, type SQL } from 'drizzle-orm';

/**
 * The condition every read of `scriptures` adds for the table under `alias` (a query alias, or the table's name):
 * rows of a source still being written in short transactions are in `corpus_staging` and stay invisible until the
 * import publishes them all at once. The staging table holds a handful of rows at most, and its primary key answers
 * the anti-join, so the read keeps its own index plan (measured in docs/decisions/0005-corpus-import.md).
 */
export function visibleScriptureRows(alias: string): SQL {
  const row = sql.identifier(alias);
  return sql`not exists (select 1 from corpus_staging staged where staged.religion = ${row}.religion
    and staged.book = ${row}.book and staged.translation = ${row}.translation)`;
}
