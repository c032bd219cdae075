import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';
import type { ChapterCount, ModernWording } from './tanakh-versification';

/* The SQL that pairs a Tanakh verse with its modern wording, for the candidate query in retrieval-store.ts. */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/*
 * The chapters that line up, as a JSON object from a chapter of one side ('Psalms|3') to the other side's book and
 * the shift: a key lookup per row. As a joined relation of 850 rows, the planner looped over it for every match
 * (95,000 comparisons for 112 matches, a second on PGlite).
 */
function modernSide(wording: ModernWording): SQL {
  const map = Object.fromEntries(
    wording.chapters.map((entry) => [
      `${entry.tanakhBook}|${entry.chapter}`,
      [entry.modernBook, entry.shift],
    ]),
  );
  return sql`${JSON.stringify(map)}::jsonb`;
}

export function tanakhSide(wording: ModernWording): SQL {
  const map = Object.fromEntries(
    wording.chapters.map((entry) => [
      `${entry.modernBook}|${entry.chapter}`,
      [entry.tanakhBook, entry.shift],
    ]),
  );
  return sql`${JSON.stringify(map)}::jsonb`;
}

/** A Tanakh row's modern wording (`m`), null for every other row and for a chapter that does not map. */
export function modernJoin(wording: ModernWording): SQL {
  const side = modernSide(wording);
  return sql`left join scriptures m on s.translation = ${wording.tanakhTranslation}
      and m.religion = ${wording.modernReligion}
      and m.book = (${side} -> (s.book || '|' || s.chapter) ->> 0)
      and m.chapter = s.chapter and m.translation = ${wording.modernTranslation}
      and m.verse = s.verse - (${side} -> (s.book || '|' || s.chapter) ->> 1)::int
      and ${visibleScriptureRows('m')}`;
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
