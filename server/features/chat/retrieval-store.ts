import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows, visibleScriptureRowsText } from '../../db/visible-scriptures';
import { otherWordingTexts, wordedVerses } from './other-wording-store';
import { keepOnePerFormula } from './formula-variants';
import type { OtherWording } from './other-wordings';
import { holds, tsquery } from './term-match-sql';

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
   * A quotable verse is also found through other translations' wording of the same verse (the Tanakh's 1917
   * wording says 'talebearer' where the WEB says 'slanderer'); the verse shown stays the quotable one.
   */
  otherWordings?: readonly OtherWording[];
  /** Texts that go after the others before the cut (a word said only of God, `said-of-god.ts`). */
  heldBack?: (text: string) => boolean;
  /** Only these books are searched (a book the question names, 'what does Ecclesiastes say about vanity'). */
  books?: readonly string[];
};

export type CandidateRow = PassageRow & {
  /** The verse's tsvector as text (`'fast':3 'pray':5`): its stems and their positions. */
  lexemes: string;
  /** The same verse in other translations, where its chapter pairs (never shown: they say what it is about). */
  otherWordings: { text: string; lexemes: string }[] | null;
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

/** Each idea's share of the weight a verse holds (`g`: through its own words or another translation's wording). */
function coverageOf(concepts: readonly CandidateConcept[]): SQL {
  return sql.join(
    concepts.map(
      (concept, index) =>
        sql`(case when ${sql.raw(`g.main_${index}`)} then ${concept.weight}::float8 when ${sql.raw(`g.related_${index}`)} then ${concept.weight * 0.7}::float8 else 0 end)`,
    ),
    sql` + `,
  );
}

/**
 * A text that opens with an ellipsis is a fragment of an elided repetition ("… the sentient beings who refrain
 * from divisive speech are few", "“… perception …”"): it says its point only through the sutta it abbreviates, so
 * it is never a candidate of its own. The Suttas hold 452 such lines, the hadith one, the Bibles none. Read by
 * PostgreSQL as well as JavaScript.
 */
export const ELIDED_OPENING = /^\s*["“‘]?\s*(?:…|\.\.\.)/;

/**
 * The candidates of each tradition, shortlisted by the ranking's own measure without the neighbours: the share of
 * the question's weight they hold (a rare idea counts more than a common one), squared, × book weight × length
 * prior, then by the cheap full-text rank. Ordered by coverage alone, a tradition with a large book of short lines
 * (the Suttas' 130,000 segments) filled every place with one-line formulas that say the word, and the verse the
 * ranking would have put first (a Dhammapada verse, weighed 1.8 as a teacher's first book) never reached it. A
 * text holds one place however many suttas recite it, and so do the variants of one formula (`formula-variants.ts`),
 * read in a window five times the shortlist's length, in a second step: cheaper in JavaScript than in SQL. Each candidate comes with its neighbouring verses, so the
 * ranking can read a passage in its context, and with its other translations' wording of it, which count as its own.
 */
/**
 * How many of a tradition's best rows are read before the variants of one stock formula are counted as one and the
 * shortlist is cut: for a grieving reader's question the Suttas' first thirty rows were nearly all one formula.
 */
const WIDER_WINDOW = 5;

export async function findCandidates(db: Database, query: CandidateQuery): Promise<CandidateRow[]> {
  const allTerms = query.concepts
    .filter((concept) => concept.drives)
    .flatMap((concept) => [...concept.main, ...concept.related]);
  if (allTerms.length === 0 || query.religions.length === 0) return [];
  const everything = tsquery(allTerms);
  const weight = bookWeight(query.bookWeights);
  const length = lengthWeight(query.lengthPrior);
  const wordings = (query.otherWordings ?? []).filter(
    (wording) =>
      wording.chapters.length > 0 &&
      query.religions.includes(wording.religion) &&
      query.translations.includes(wording.translation),
  );
  const others = wordings.length > 0;
  const scanned = [...new Set([...query.translations, ...wordings.map((wording) => wording.other)])];
  // Whether a row holds each idea's own words and its related words, named for the grouping.
  const flags = query.concepts.flatMap((concept, index) => [
    { name: `main_${index}`, holds: holds(concept.main, 'x') },
    { name: `related_${index}`, holds: holds(concept.related, 'x') },
  ]);
  const names = ['rank', ...flags.map((flag) => flag.name)];
  const apart = sql`(s.book = any(${sql.param([...query.apartBooks])}::text[]))`;
  const columns = sql`s.id, s.religion, ${apart} as apart, (${coverageOf(query.concepts)})::float8 as coverage,
    (${weight} * ${length})::float8 as prior, (g.rank * ${weight})::float8 as cheap, md5(s.text) as copy`;
  const window = rowsOf<WindowRow>(
    await db.execute(sql`
      with scan as materialized (
        select x.id, x.religion, x.translation, x.book, x.chapter, x.verse,
          ts_rank(x.search, ${everything}, 1) as rank,
          ${sql.join(
            flags.map((flag) => sql`${flag.holds} as ${sql.raw(flag.name)}`),
            sql`, `,
          )}
        from scriptures x
        where x.search @@ ${everything}
          and (x.translation || '') = any(${sql.param(scanned)}::text[])
          and ${visibleScriptureRows('x')}
          and x.text !~ ${ELIDED_OPENING.source}
          ${query.books ? sql`and x.book = any(${sql.param([...query.books])}::text[])` : sql``}
      ),
      found as (
        select ${sql.raw(['id', ...names].join(', '))} from scan
        where translation = any(${sql.param([...query.translations])}::text[])
          and religion = any(${sql.param([...query.religions])}::text[])
        ${others ? sql`union all ${wordedVerses(wordings, names)}` : sql``}
      ),
      grouped as (
        select id, max(rank) as rank, ${sql.raw(flags.map((flag) => `bool_or(${flag.name}) as ${flag.name}`).join(', '))}
        from found group by id
      ),
      matches as materialized (
        select ${columns} from grouped g join scriptures s on s.id = g.id
      ),
      -- A line recited word for word in many suttas (a stock formula) takes one place: the ranking keeps one copy
      -- of a text anyway, and thirty copies of "There's no afterlife..." left it nothing else to rank.
      distinct_texts as (
        select distinct on (religion, apart, copy) id, religion, apart, coverage, prior, cheap from matches
        order by religion, apart, copy, coverage * coverage * prior desc, cheap desc, id
      ),
      ordered as (
        select id, religion, apart, cheap,
          row_number() over (
            partition by religion, apart order by coverage * coverage * prior desc, cheap desc, id
          ) as position
        from distinct_texts
      )
      select o.id, o.religion, o.apart, o.cheap, s.text from ordered o join scriptures s on s.id = o.id
      where o.position <= ${query.perReligion * WIDER_WINDOW}
      order by o.religion, o.apart, o.position`),
  );
  const behind = query.heldBack;
  const shortlist = [...groupsOf(window).values()].flatMap((rows) => {
    const held = behind ? new Set(rows.filter((row) => behind(row.text))) : new Set<WindowRow>();
    const ordered = [...rows.filter((row) => !held.has(row)), ...held];
    return keepOnePerFormula(ordered, (row) => row.text, query.perReligion);
  });
  if (shortlist.length === 0) return [];
  return readCandidateRows(
    db,
    sql`
      with shortlist as (
        select * from unnest(
          ${sql.param(shortlist.map((row) => row.id))}::int[],
          ${sql.param(shortlist.map((row) => row.cheap))}::float8[]
        ) as t(id, cheap)
      )
      select s.religion, s.book, s.chapter, s.verse, s.translation, s.text, shortlist.cheap as score,
        s.search::text as lexemes, ${others ? sql`w.wordings` : sql`null::text`} as "otherWordings",
        p.text as "previousText", p.search::text as "previousLexemes",
        n.text as "nextText", n.search::text as "nextLexemes"
      from shortlist
      join scriptures s on s.id = shortlist.id
      ${others ? otherWordingTexts(wordings) : sql``}
      left join scriptures p on p.religion = s.religion and p.book = s.book and p.chapter = s.chapter
        and p.translation = s.translation and p.verse = s.verse - 1
      left join scriptures n on n.religion = s.religion and n.book = s.book and n.chapter = s.chapter
        and n.translation = s.translation and n.verse = s.verse + 1
      -- Ties in a fixed order: the ranking's sort is stable, so the order they arrive in decides between them.
      order by s.religion, shortlist.cheap desc, s.id`,
  );
}

type WindowRow = { id: number; religion: string; apart: boolean; cheap: number; text: string };

/** The window's rows by tradition (and books shortlisted apart), each group in the shortlist's order. */
function groupsOf(rows: readonly WindowRow[]): Map<string, WindowRow[]> {
  const groups = new Map<string, WindowRow[]>();
  for (const row of rows) {
    const key = `${row.religion}|${row.apart}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The wordings arrive as JSON text (the drivers parse json columns differently). */
async function readCandidateRows(db: Database, statement: SQL): Promise<CandidateRow[]> {
  const rows = rowsOf<Omit<CandidateRow, 'otherWordings'> & { otherWordings: string | null }>(
    await db.execute(statement),
  );
  return rows.map((row) => ({
    ...row,
    otherWordings: row.otherWordings
      ? (JSON.parse(row.otherWordings) as CandidateRow['otherWordings'])
      : null,
  }));
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
  // One text of 'stem count' lines: the ~32,000 stems as rows cost the first reply ~100 ms of row parsing.
  const [stats, totals] = await Promise.all([
    db.execute(sql`select string_agg(word || ' ' || ndoc, E'\n') as stats from ts_stat(${statement})`),
    db.execute(
      sql`select count(*)::int as total from scriptures s where translation = any(${sql.param([...translations])}::text[]) and ${visibleScriptureRows('s')}`,
    ),
  ]);
  const frequencies = new Map<string, number>();
  // A lexeme holds no line break (the parser splits words on white space); its count follows the last space.
  for (const line of (rowsOf<{ stats: string | null }>(stats)[0]?.stats ?? '').split('\n')) {
    const cut = line.lastIndexOf(' ');
    if (cut > 0) frequencies.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
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
