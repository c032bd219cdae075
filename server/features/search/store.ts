import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type SearchFilter = {
  query: string;
  religion?: string;
  translation?: string;
  /** Word prefixes every match must contain (see search-terms.ts). */
  guards: readonly string[];
};

export type SearchRow = {
  religion: string;
  book: string;
  chapter: number;
  verse: number;
  translation: string;
  text: string;
  rank: number;
  headline: string;
};

/** ts_headline marks matches with these control characters, which never occur in scripture text. */
export const MATCH_START = '\u0001';
export const MATCH_END = '\u0002';

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

function matchCondition(filter: SearchFilter): SQL {
  const conditions: SQL[] = [sql`s.search @@ websearch_to_tsquery('english', ${filter.query})`];
  // Without a translation, one text per verse: each tradition's default translation, never the duplicates.
  conditions.push(
    filter.translation
      ? sql`s.translation = ${filter.translation}`
      : sql`s.translation in (select id from translations where is_default and not is_original)`,
  );
  if (filter.religion) conditions.push(sql`s.religion = ${filter.religion}`);
  for (const guard of filter.guards) conditions.push(sql`s.text ~* ${`\\m${guard}`}`);
  return sql.join(conditions, sql` and `);
}

export async function searchVerses(db: Database, filter: SearchFilter, limit: number): Promise<SearchRow[]> {
  return rowsOf<SearchRow>(
    await db.execute(sql`
      with top as (
        select s.religion, s.book, s.chapter, s.verse, s.translation, s.text,
          ts_rank(s.search, websearch_to_tsquery('english', ${filter.query}), 1) as rank
        from scriptures s
        where ${matchCondition(filter)}
        order by rank desc, s.religion, s.book, s.chapter, s.verse
        limit ${limit}
      )
      select top.*, ts_headline('english', top.text, websearch_to_tsquery('english', ${filter.query}),
        'StartSel=' || chr(1) || ', StopSel=' || chr(2) || ', MaxWords=40, MinWords=18, ShortWord=2') as headline
      from top order by rank desc, religion, book, chapter, verse`),
  );
}

export async function countMatches(db: Database, filter: SearchFilter): Promise<Map<string, number>> {
  const rows = rowsOf<{ religion: string; count: number }>(
    await db.execute(sql`
      select s.religion, count(*)::int as count from scriptures s
      where ${matchCondition(filter)}
      group by s.religion`),
  );
  return new Map(rows.map((row) => [row.religion, row.count]));
}

export async function listTranslationIds(db: Database): Promise<string[]> {
  return rowsOf<{ id: string }>(await db.execute(sql`select id from translations order by id`)).map(
    (row) => row.id,
  );
}
