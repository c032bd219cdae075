import { sql, type SQL } from 'drizzle-orm';
import type { CandidateTerm } from './retrieval-store';

/**
 * The stems are already normalised, so the query is a tsquery literal: a cast of a parameter is folded once per
 * statement, where to_tsquery() would be called again for every row and every idea.
 */
export function tsquery(terms: readonly CandidateTerm[]): SQL {
  return sql`(${terms.map((term) => `(${term.query})`).join(' | ')})::tsquery`;
}

/** Whether the row under `alias` holds one of the terms (and, for a cut stem, the word's own beginning). */
export function holds(terms: readonly CandidateTerm[], alias: 's' | 'x'): SQL {
  const row = sql.raw(alias);
  const plain = terms.filter((term) => !term.guard);
  const guarded = terms.filter((term) => term.guard);
  const parts: SQL[] = [];
  if (plain.length > 0) parts.push(sql`${row}.search @@ ${tsquery(plain)}`);
  for (const term of guarded)
    parts.push(sql`(${row}.search @@ ${tsquery([term])} and ${row}.text ~* ${`\\m${term.guard}`})`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}
