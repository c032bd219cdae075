import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type PassageRow = {
  religion: string;
  book: string;
  chapter: number;
  verse: number;
  translation: string;
  text: string;
  score: number;
};

export type TranslationRow = { id: string; religion: string; name: string; isDefault: boolean };

/** The English translations a reply quotes: each tradition's default ones (the Qur'an's and the hadith's). */
export async function listQuotableTranslations(db: Database): Promise<TranslationRow[]> {
  return rowsOf<TranslationRow>(
    await db.execute(sql`
      select id, religion, name, is_default as "isDefault" from translations
      where is_default and not is_original order by religion, id`),
  );
}

export async function englishStems(
  db: Database,
  words: readonly string[],
): Promise<Map<string, string | null>> {
  if (words.length === 0) return new Map();
  const rows = rowsOf<{ word: string; stem: string | null }>(
    await db.execute(sql`
      select word, (ts_lexize('english_stem', word))[1] as stem
      from unnest(${sql.param([...words])}::text[]) as word`),
  );
  return new Map(rows.map((row) => [row.word, row.stem]));
}

export type CandidateQuery = {
  /** Stems (tsquery lexemes) that match on their own. */
  lexemes: readonly string[];
  /** Stems the English stemmer cut into ('compass' for compassion): a verse must also hold the word itself. */
  guarded: readonly { lexeme: string; prefix: string }[];
  translations: readonly string[];
  religions: readonly string[];
  perReligion: number;
  /** Extra weight per book ('Dhammapada' 1.8): the books a teacher would open first. */
  bookWeights: Readonly<Record<string, number>>;
};

function orQuery(lexemes: readonly string[]): SQL {
  const text = lexemes.map((lexeme) => `'${lexeme.replace(/'/g, "''")}'`).join(' | ');
  return sql`to_tsquery('simple', ${text})`;
}

function bookWeight(weights: Readonly<Record<string, number>>): SQL {
  const entries = Object.entries(weights);
  if (entries.length === 0) return sql`1.0`;
  return sql`(case s.book ${sql.join(
    entries.map(([book, weight]) => sql`when ${book} then ${weight}::float8`),
    sql` `,
  )} else 1.0 end)`;
}

/**
 * Cover density (ts_rank_cd) was 50-80% of this query's CPU, and plain ts_rank alone picks worse passages for
 * several-word themes: the cheap rank shortlists this many times `perReligion` per tradition, and only the
 * shortlist is ranked by cover density (ADR 0041).
 */
const SHORTLIST_FACTOR = 10;

/** The best-ranked matches of each tradition (cover-density rank × book weight), `perReligion` of each. */
export async function findCandidates(db: Database, query: CandidateQuery): Promise<PassageRow[]> {
  const all = [...query.lexemes, ...query.guarded.map((term) => term.lexeme)];
  if (all.length === 0 || query.religions.length === 0) return [];
  const everything = orQuery(all);
  // Only the GIN index drives the scan: translation and religion are written as expressions so the planner
  // cannot AND in the btree on translation (200,000 entries read to trim a few thousand matches).
  const conditions: SQL[] = [
    sql`s.search @@ ${everything}`,
    sql`(s.translation || '') = any(${sql.param([...query.translations])}::text[])`,
    sql`(s.religion || '') = any(${sql.param([...query.religions])}::text[])`,
  ];
  if (query.guarded.length > 0) {
    const guard = `\\m(${query.guarded.map((term) => term.prefix).join('|')})`;
    conditions.push(
      query.lexemes.length > 0
        ? sql`(s.search @@ ${orQuery(query.lexemes)} or s.text ~* ${guard})`
        : sql`s.text ~* ${guard}`,
    );
  }
  const weight = bookWeight(query.bookWeights);
  return rowsOf<PassageRow>(
    await db.execute(sql`
      with matches as materialized (
        select s.id, s.religion, (ts_rank(s.search, ${everything}, 1) * ${weight})::float8 as cheap
        from scriptures s
        where ${sql.join(conditions, sql` and `)} and ${visibleScriptureRows('s')}
      ),
      shortlist as (
        select id from (
          select id, row_number() over (partition by religion order by cheap desc, id) as position from matches
        ) ordered
        where position <= ${query.perReligion * SHORTLIST_FACTOR}
      )
      select religion, book, chapter, verse, translation, text, score from (
        select ranked.*, row_number() over (partition by ranked.religion order by ranked.score desc, ranked.id) as position
        from (
          select s.id, s.religion, s.book, s.chapter, s.verse, s.translation, s.text,
            (ts_rank_cd(s.search, ${everything}, 1) * ${weight})::float8 as score
          from shortlist join scriptures s on s.id = shortlist.id
        ) ranked
      ) best
      where position <= ${query.perReligion}
      order by religion, score desc`),
  );
}

export type PassageKey = {
  religion: string;
  book: string;
  chapter: number;
  verse: number;
  verseEnd?: number;
};

/** Exact passages (classic references, cited verses, stanza neighbours) in the given translations. */
export async function readPassages(
  db: Database,
  keys: readonly PassageKey[],
  translations: readonly string[],
): Promise<Omit<PassageRow, 'score'>[]> {
  if (keys.length === 0) return [];
  const wanted = keys.map(
    (key) =>
      sql`(s.religion = ${key.religion} and s.book = ${key.book} and s.chapter = ${key.chapter} and s.verse between ${key.verse} and ${key.verseEnd ?? key.verse})`,
  );
  return rowsOf<Omit<PassageRow, 'score'>>(
    await db.execute(sql`
      select s.religion, s.book, s.chapter, s.verse, s.translation, s.text from scriptures s
      where s.translation = any(${sql.param([...translations])}::text[]) and (${sql.join(wanted, sql` or `)})
        and ${visibleScriptureRows('s')}
      order by s.religion, s.book, s.chapter, s.verse`),
  );
}
