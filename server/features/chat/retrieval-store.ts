import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows, visibleScriptureRowsText } from '../../db/visible-scriptures';
import { modernJoin, tanakhSide } from './modern-wording-store';
import type { ModernWording } from './tanakh-versification';

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

/** A tsquery in the 'simple' configuration over stems: `'fast'`, or a phrase `'old' <-> 'age'`. */
export type CandidateTerm = {
  query: string;
  /** A stem the stemmer cut ('compass'): the text must hold this. */ guard?: string;
};

export type CandidateConcept = {
  weight: number;
  /** Whether the index scan looks for it: a light idea (a common word) only adds to what the others found. */
  drives: boolean;
  /** The question's own words and their forms. */
  main: readonly CandidateTerm[];
  /** Derived words, synonyms, narrower and broader words: a match counts less. */
  related: readonly CandidateTerm[];
};

export type CandidateQuery = {
  concepts: readonly CandidateConcept[];
  translations: readonly string[];
  religions: readonly string[];
  /** How many candidates of each tradition to hand to the ranking. */
  perReligion: number;
  /** Extra weight per book ('Dhammapada' 1.8): the books a teacher would open first. */
  bookWeights: Readonly<Record<string, number>>;
  /** Books shortlisted apart from the rest of their tradition (hadith beside the Qur'an), so neither crowds out the other. */
  apartBooks: readonly string[];
  /** The ranking's length prior: texts up to `upTo` characters weigh `factor`, longer ones `beyond`. */
  lengthPrior: { steps: readonly { upTo: number; factor: number }[]; beyond: number };
  /**
   * Tanakh verses are also found through a modern translation of the same verse (the 1917 wording says
   * 'talebearer' where a reader asks about slander); the verse shown stays the Tanakh's own.
   */
  modernWording?: ModernWording;
};

export type CandidateRow = PassageRow & {
  /** The verse's tsvector as text (`'fast':3 'pray':5`): its stems and their positions. */
  lexemes: string;
  /** A Tanakh verse's modern wording, when its chapter maps (never shown: it only says what the verse is about). */
  modernText: string | null;
  modernLexemes: string | null;
  previousText: string | null;
  previousLexemes: string | null;
  nextText: string | null;
  nextLexemes: string | null;
};

function bookWeight(weights: Readonly<Record<string, number>>): SQL {
  const entries = Object.entries(weights);
  if (entries.length === 0) return sql`1.0`;
  return sql`(case s.book ${sql.join(
    entries.map(([book, weight]) => sql`when ${book} then ${weight}::float8`),
    sql` `,
  )} else 1.0 end)`;
}

/** The length prior's factor of a row: one length() and a bucket lookup (a CASE read the text once per step). */
function lengthWeight(prior: CandidateQuery['lengthPrior']): SQL {
  const bounds = prior.steps.map((step) => step.upTo + 1);
  const factors = [...prior.steps.map((step) => step.factor), prior.beyond];
  return sql`(${sql.param(factors)}::float8[])[width_bucket(length(s.text), ${sql.param(bounds)}::int[]) + 1]`;
}

/** Each idea's share of the weight a row holds, through its own words or (`m`, may be null) its modern wording. */
function coverageOf(concepts: readonly CandidateConcept[], modern: boolean): SQL {
  const either = (terms: readonly CandidateTerm[]) =>
    terms.length === 0
      ? sql`false`
      : modern
        ? sql`(${holds(terms, 's')} or coalesce(${holds(terms, 'm')}, false))`
        : holds(terms, 's');
  return sql.join(
    concepts.map(
      (concept) =>
        sql`(case when ${either(concept.main)} then ${concept.weight}::float8 when ${either(concept.related)} then ${concept.weight * 0.7}::float8 else 0 end)`,
    ),
    sql` + `,
  );
}

/**
 * The stems are already normalised, so the query is a tsquery literal: a cast of a parameter is folded once per
 * statement, where to_tsquery() would be called again for every row and every idea.
 */
function tsquery(terms: readonly CandidateTerm[]): SQL {
  return sql`(${terms.map((term) => `(${term.query})`).join(' | ')})::tsquery`;
}

/** Whether the row under `alias` holds one of the terms (and, for a cut stem, the word's own beginning). */
function holds(terms: readonly CandidateTerm[], alias: 's' | 'm'): SQL {
  const row = sql.raw(alias);
  const plain = terms.filter((term) => !term.guard);
  const guarded = terms.filter((term) => term.guard);
  const parts: SQL[] = [];
  if (plain.length > 0) parts.push(sql`${row}.search @@ ${tsquery(plain)}`);
  for (const term of guarded)
    parts.push(sql`(${row}.search @@ ${tsquery([term])} and ${row}.text ~* ${`\\m${term.guard}`})`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

/**
 * The candidates of each tradition, shortlisted by the ranking's own measure without the neighbours: the share of
 * the question's weight they hold (a rare idea counts more than a common one), squared, × book weight × length
 * prior, then by the cheap full-text rank. Ordered by coverage alone, a tradition with a large book of short lines
 * (the Suttas' 130,000 segments) filled every place with one-line formulas that say the word, and the verse the
 * ranking would have put first (a Dhammapada verse, weighed 1.8 as a teacher's first book) never reached it. Each
 * candidate comes with its neighbouring verses, so the ranking can read a passage in its context.
 */
export async function findCandidates(db: Database, query: CandidateQuery): Promise<CandidateRow[]> {
  const allTerms = query.concepts
    .filter((concept) => concept.drives)
    .flatMap((concept) => [...concept.main, ...concept.related]);
  if (allTerms.length === 0 || query.religions.length === 0) return [];
  const everything = tsquery(allTerms);
  const weight = bookWeight(query.bookWeights);
  const length = lengthWeight(query.lengthPrior);
  const wording = query.modernWording;
  const modern =
    wording !== undefined &&
    wording.chapters.length > 0 &&
    query.religions.includes('judaism') &&
    query.translations.includes(wording.tanakhTranslation);
  const coverage = coverageOf(query.concepts, modern);
  const apart = sql`(s.book = any(${sql.param([...query.apartBooks])}::text[]))`;
  const cheap = modern
    ? sql`(greatest(ts_rank(s.search, ${everything}, 1), coalesce(ts_rank(m.search, ${everything}, 1), 0)) * ${weight})::float8`
    : sql`(ts_rank(s.search, ${everything}, 1) * ${weight})::float8`;
  const columns = sql`s.id, s.religion, ${apart} as apart, (${coverage})::float8 as coverage,
    (${weight} * ${length})::float8 as prior, ${cheap} as cheap, ${modern ? sql`m.id` : sql`null::int`} as modern_id`;
  // Only the GIN index drives the scan: translation and religion are written as expressions so the planner
  // cannot AND in the btree on translation (200,000 entries read to trim a few thousand matches).
  const direct = sql`from scriptures s ${modern ? modernJoin(wording!) : sql``}
    where s.search @@ ${everything}
      and (s.translation || '') = any(${sql.param([...query.translations])}::text[])
      and (s.religion || '') = any(${sql.param([...query.religions])}::text[])
      and ${visibleScriptureRows('s')}`;
  // A Tanakh verse its own words miss, found by its modern wording; one found both ways is in the direct scan.
  const throughModern = modern
    ? sql`union all select ${columns}
      from scriptures m
      join scriptures s on s.religion = 'judaism'
        and s.book = (${tanakhSide(wording!)} -> (m.book || '|' || m.chapter) ->> 0)
        and s.chapter = m.chapter and s.translation = ${wording!.tanakhTranslation}
        and s.verse = m.verse + (${tanakhSide(wording!)} -> (m.book || '|' || m.chapter) ->> 1)::int
      where m.search @@ ${everything}
        and (m.translation || '') = ${wording!.modernTranslation}
        and (m.religion || '') = ${wording!.modernReligion}
        and not (s.search @@ ${everything})
        and ${visibleScriptureRows('m')} and ${visibleScriptureRows('s')}`
    : sql``;
  return rowsOf<CandidateRow>(
    await db.execute(sql`
      with matches as materialized (
        select ${columns} ${direct}
        ${throughModern}
      ),
      shortlist as (
        select id, cheap, modern_id from (
          select id, cheap, modern_id,
            row_number() over (
              partition by religion, apart order by coverage * coverage * prior desc, cheap desc, id
            ) as position
          from matches
        ) ordered
        where position <= ${query.perReligion}
      )
      select s.religion, s.book, s.chapter, s.verse, s.translation, s.text, shortlist.cheap as score,
        s.search::text as lexemes,
        mo.text as "modernText", mo.search::text as "modernLexemes",
        p.text as "previousText", p.search::text as "previousLexemes",
        n.text as "nextText", n.search::text as "nextLexemes"
      from shortlist
      join scriptures s on s.id = shortlist.id
      left join scriptures mo on mo.id = shortlist.modern_id
      left join scriptures p on p.religion = s.religion and p.book = s.book and p.chapter = s.chapter
        and p.translation = s.translation and p.verse = s.verse - 1
      left join scriptures n on n.religion = s.religion and n.book = s.book and n.chapter = s.chapter
        and n.translation = s.translation and n.verse = s.verse + 1
      order by s.religion, shortlist.cheap desc`),
  );
}

/**
 * How many verses of the quotable translations hold each stem: a question's rare word weighs more than its
 * common one. One pass over the library's index statistics, cached per library generation by the caller.
 */
export async function documentFrequencies(
  db: Database,
  translations: readonly string[],
): Promise<{ total: number; frequencies: Map<string, number> }> {
  // An empty library (nothing imported yet) has no statistics, and `in ()` is not SQL.
  if (translations.length === 0) return { total: 0, frequencies: new Map() };
  const list = translations.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ');
  const statement = `select search from scriptures s where translation in (${list}) and ${visibleScriptureRowsText('s')}`;
  const [rows, totals] = await Promise.all([
    db.execute(sql`select word, ndoc from ts_stat(${statement})`),
    db.execute(
      sql`select count(*)::int as total from scriptures s where translation = any(${sql.param([...translations])}::text[]) and ${visibleScriptureRows('s')}`,
    ),
  ]);
  const frequencies = new Map<string, number>();
  for (const row of rowsOf<{ word: string; ndoc: number }>(rows)) frequencies.set(row.word, Number(row.ndoc));
  return { total: rowsOf<{ total: number }>(totals)[0]?.total ?? 0, frequencies };
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
