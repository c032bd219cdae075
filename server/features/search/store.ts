import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A query word and its other spellings ('neighbour' → ['neighbor']): a verse may use any of them. */
export type SpellingVariants = ReadonlyArray<readonly [string, readonly string[]]>;

export type SearchFilter = {
  query: string;
  variants: SpellingVariants;
  /** The translations searched: the caller's choice, or every tradition's default reading text. */
  translations: readonly string[];
  religion?: string;
  /** Word prefixes every match must contain (see search-terms.ts). */
  guards: readonly string[];
};

export type SearchRow = {
  id: number;
  religion: string;
  book: string;
  chapter: number;
  verse: number;
  translation: string;
  text: string;
  rank: number;
  headline: string;
};

export type TranslationRow = { id: string; isDefault: boolean; isOriginal: boolean };

/** ts_headline marks matches with these control characters, which never occur in scripture text. */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

export type QueryShape = {
  /** Operands and operators of the parsed query; 0 when every word was a stop word. */
  nodes: number;
  /** Whether a verse containing none of the words would match: only negations, or an OR with one. */
  matchesNothingInParticular: boolean;
};

/**
 * How PostgreSQL parses the query, before anything is scanned. An empty document matching the query means
 * the GIN index cannot narrow it down: every verse of the searched translations would be ranked.
 */
export async function queryShape(db: Database, query: string): Promise<QueryShape> {
  const [row] = rowsOf<QueryShape>(
    await db.execute(sql`
      select numnode(q) as nodes, ''::tsvector @@ q as "matchesNothingInParticular"
      from websearch_to_tsquery('english', ${query}) as q`),
  );
  return row ?? { nodes: 0, matchesNothingInParticular: false };
}

/**
 * Runs `work` in one transaction whose statements PostgreSQL cancels after `timeoutMs` (SQLSTATE 57014). PGlite
 * runs in this process and cannot be interrupted, so the search's own bounds (words, candidates) are what keep
 * it short there.
 */
export async function withStatementTimeout<T>(
  db: Database,
  timeoutMs: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`);
    return work(tx as unknown as Database);
  });
}

export async function englishStems(
  db: Database,
  words: readonly string[],
): Promise<Map<string, string | undefined>> {
  if (words.length === 0) return new Map();
  const rows = rowsOf<{ word: string; stem: string | null }>(
    await db.execute(sql`
      select word, (ts_lexize('english_stem', word))[1] as stem
      from unnest(${sql.param([...words])}::text[]) as word`),
  );
  return new Map(rows.map((row) => [row.word, row.stem ?? undefined]));
}

export async function listTranslations(db: Database): Promise<TranslationRow[]> {
  return rowsOf<TranslationRow>(
    await db.execute(sql`
      select id, is_default as "isDefault", is_original as "isOriginal" from translations order by id`),
  );
}

/**
 * Each word's lexeme in the parsed query becomes an OR of its spellings' lexemes, wherever it stands (in a
 * phrase, under a negation), so 'love your neighbour' finds "love your neighbor as yourself".
 */
function withVariants(tsquery: SQL, variants: SpellingVariants): SQL {
  let rewritten = tsquery;
  for (const [word, others] of variants) {
    const either = sql.join(
      [word, ...others].map((spelling) => sql`plainto_tsquery('english', ${spelling})`),
      sql` || `,
    );
    rewritten = sql`ts_rewrite(${rewritten}, plainto_tsquery('english', ${word}), ${either})`;
  }
  return rewritten;
}

/**
 * One pass over the matching verses: every match is ranked once, counted per tradition, and only the best
 * `limit` are read back in full with their highlighted snippet. At most `candidateLimit + 1` matches are read:
 * `tooBroad` says there were more, and then counts and results are not meaningful.
 */
export async function searchVerses(
  db: Database,
  filter: SearchFilter,
  limit: number,
  candidateLimit: number,
): Promise<{ counts: Record<string, number>; results: SearchRow[]; tooBroad: boolean }> {
  const tsquery = withVariants(sql`websearch_to_tsquery('english', ${filter.query})`, filter.variants);
  // Only the GIN index may drive this scan. Translation and religion are filters on its matches, written as
  // expressions so the planner cannot AND in the btree indexes: the default translations are most of the table,
  // and scanning 200,000 index entries to trim a few thousand matches cost more than the whole search.
  const conditions: SQL[] = [
    sql`s.search @@ ${tsquery}`,
    sql`(s.translation || '') = any(${sql.param([...filter.translations])}::text[])`,
    visibleScriptureRows('s'),
  ];
  if (filter.religion) conditions.push(sql`(s.religion || '') = ${filter.religion}`);
  for (const guard of filter.guards) conditions.push(sql`s.text ~* ${`\\m${guard}`}`);
  const rows = rowsOf<{ counts: Record<string, number>; results: SearchRow[]; tooBroad: boolean }>(
    await db.execute(sql`
      with hits as materialized (
        select s.id, s.religion, ts_rank(s.search, ${tsquery}, 1) as rank
        from scriptures s
        where ${sql.join(conditions, sql` and `)}
        limit ${candidateLimit + 1}
      ),
      top as (select id, rank from hits order by rank desc, id limit ${limit})
      select
        (select count(*) from hits) > ${candidateLimit} as "tooBroad",
        coalesce((select json_object_agg(religion, n)
                  from (select religion, count(*)::int as n from hits group by religion) per_religion), '{}')
          as counts,
        coalesce((select json_agg(found order by found.rank desc, found.id) from (
          select s.id, s.religion, s.book, s.chapter, s.verse, s.translation, s.text, top.rank,
            ts_headline('english', s.text, ${tsquery},
              'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=40, MinWords=18, ShortWord=2')
              as headline
          from top join scriptures s on s.id = top.id) found), '[]') as results`),
  );
  return rows[0] ?? { counts: {}, results: [], tooBroad: false };
}
