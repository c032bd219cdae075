import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';
import type { OtherWording } from './other-wordings';
import type { TranslationRow } from './retrieval-store';
import type { ChapterCount } from './tanakh-versification';

/* The SQL that reads a quotable verse's other wordings, for the candidate query in retrieval-store.ts. */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Pair = [translation: string, religion: string, book: string, shift: number];

/*
 * The chapter maps depend only on the library's other wordings (one list per library generation), not on the
 * question: each was built and stringified for every candidate query. They are kept by the very wording objects
 * they were built from, so a new generation's wordings build new ones.
 */
const builtMaps = new Map<string, { members: readonly OtherWording[]; json: string }>();
const MAX_BUILT_MAPS = 64;

function remembered(kind: string, wordings: readonly OtherWording[], build: () => string): string {
  const key = `${kind}:${wordings.map((wording) => `${wording.translation}>${wording.other}`).join(',')}`;
  const found = builtMaps.get(key);
  if (
    found &&
    found.members.length === wordings.length &&
    found.members.every((member, index) => member === wordings[index])
  )
    return found.json;
  const json = build();
  if (builtMaps.size >= MAX_BUILT_MAPS) builtMaps.clear();
  builtMaps.set(key, { members: [...wordings], json });
  return json;
}

/*
 * The chapters that line up, as a JSON object from a chapter of one side ('gita-purohit|Bhagavad Gita|2') to the
 * other side's chapters: a key lookup per row. As a joined relation of 850 rows, the planner looped over it for
 * every match (95,000 comparisons for 112 matches, a second on PGlite).
 */
function chapterMap(wordings: readonly OtherWording[]): SQL {
  const json = remembered('rows', wordings, () => {
    const map: Record<string, Pair[]> = {};
    for (const wording of wordings)
      for (const entry of wording.chapters) {
        (map[`${wording.translation}|${entry.book}|${entry.chapter}`] ??= []).push([
          wording.other,
          wording.otherReligion,
          entry.otherBook,
          entry.shift,
        ]);
      }
    return JSON.stringify(map);
  });
  return sql`${json}::jsonb`;
}

/** The other translations' rows (`a`) of the quotable row `s`: the same verse, where its chapter pairs. */
function otherRowsOf(wordings: readonly OtherWording[]): SQL {
  return sql`jsonb_array_elements(${chapterMap(wordings)} -> (s.translation || '|' || s.book || '|' || s.chapter)) pair
    join scriptures a on a.translation = pair ->> 0 and a.religion = pair ->> 1 and a.book = pair ->> 2
      and a.chapter = s.chapter and a.verse = s.verse - (pair ->> 3)::int and ${visibleScriptureRows('a')}`;
}

/** The other wordings' texts and stems (`w.wordings`, JSON text) of a shortlisted row `s`, for the ranking. */
export function otherWordingTexts(wordings: readonly OtherWording[]): SQL {
  return sql`left join lateral (
    select json_agg(json_build_object('text', a.text, 'lexemes', a.search::text))::text as wordings
    from ${otherRowsOf(wordings)}
  ) w on true`;
}

/**
 * The other side's chapter as one pair per key ('web|Leviticus|19' → the Tanakh's Leviticus 19), so the join reads
 * it with `->>` like a column: the planner then counts one row per match, where a set-returning function over a
 * list made it guess 100 and hash the whole table (2.7 s of a 3.3 s query).
 */
function quotableSide(wordings: readonly OtherWording[]): SQL {
  const json = remembered('side', wordings, () => {
    const map: Record<string, Pair> = {};
    for (const wording of wordings)
      for (const entry of wording.chapters)
        map[`${wording.other}|${entry.otherBook}|${entry.chapter}`] = [
          wording.translation,
          wording.religion,
          entry.book,
          entry.shift,
        ];
    return JSON.stringify(map);
  });
  return sql`${json}::jsonb`;
}

/**
 * The rows of the scan (`scan`, any translation) that are another translation's wording, each as the quotable
 * verse it words, with the columns named: what it holds counts for that verse. A translation that is another's
 * wording for two quotable ones (none yet) is read once for each.
 */
export function wordedVerses(wordings: readonly OtherWording[], columns: readonly string[]): SQL {
  const layers: OtherWording[][] = [];
  for (const wording of wordings) {
    const layer = layers.find((list) => list.every((entry) => entry.other !== wording.other));
    if (layer) layer.push(wording);
    else layers.push([wording]);
  }
  const carried = sql.raw(columns.map((column) => `scan.${column}`).join(', '));
  return sql.join(
    layers.map(
      (layer) => sql`select s.id, ${carried} from scan
        cross join lateral (
          select ${quotableSide(layer)} -> (scan.translation || '|' || scan.book || '|' || scan.chapter) as pair
        ) side
        join scriptures s on s.religion = side.pair ->> 1 and s.book = side.pair ->> 2
          and s.chapter = scan.chapter and s.translation = side.pair ->> 0
          and s.verse = scan.verse + (side.pair ->> 3)::int
        where scan.translation = any(${sql.param(layer.map((wording) => wording.other))}::text[])
          and ${visibleScriptureRows('s')}`,
    ),
    sql` union all `,
  );
}

/** How many verses each chapter of a translation holds, for lining up two numberings. */
export async function chapterVerseCounts(
  db: Database,
  religion: string,
  translation: string,
): Promise<ChapterCount[]> {
  // The religion lets the passage index (religion, book, chapter, translation, verse) answer alone.
  return rowsOf<ChapterCount>(
    await db.execute(sql`
      select s.book, s.chapter, count(*)::int as verses from scriptures s
      where s.religion = ${religion} and s.translation = ${translation} and ${visibleScriptureRows('s')}
      group by s.book, s.chapter`),
  );
}

/** The English translations a reply does not quote (the KJV, Pickthall, the Gita's other translators). */
export async function listOtherEnglishTranslations(db: Database): Promise<TranslationRow[]> {
  return rowsOf<TranslationRow>(
    await db.execute(sql`
      select id, religion, name, is_default as "isDefault" from translations
      where not is_default and not is_original and language = 'en' order by religion, id`),
  );
}
