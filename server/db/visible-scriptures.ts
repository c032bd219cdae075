import { sql, type SQL } from 'drizzle-orm';

/**
 * The condition every read of `scriptures` adds for the table under `alias` (a query alias, or the table's name):
 * rows of a source still being written in short transactions are in `corpus_staging` and stay invisible until the
 * import publishes them all at once. The staging table holds a handful of rows at most, and its primary key answers
 * the anti-join, so the read keeps its own index plan (measured in docs/decisions/0005-corpus-import.md).
 */
export function visibleScriptureRows(alias: string): SQL {
  return sql.raw(visibleScriptureRowsText(alias));
}

/** The same condition as text, for a statement passed to the database as a string (ts_stat's query). */
export function visibleScriptureRowsText(alias: string): string {
  // The alias is spliced into the SQL: only a plain identifier may be.
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  return `not exists (select 1 from corpus_staging staged where staged.religion = ${alias}.religion
    and staged.book = ${alias}.book and staged.translation = ${alias}.translation)`;
}
