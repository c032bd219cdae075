import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type PassageTarget = {
  religion: string;
  book: string;
  chapter: number;
  verse?: number;
  verseEnd?: number;
};
export type PassageRow = { verse: number; text: string };

/**
 * The verses a reference names in the first of `translations` (in that order) that has them: a verse or a range, or a whole
 * chapter's first verse (where the reader opens it).
 */
export async function readPassage(
  db: Database,
  target: PassageTarget,
  translations: readonly string[],
): Promise<PassageRow[]> {
  const verses =
    target.verse === undefined
      ? sql`true`
      : sql`s.verse between ${target.verse} and ${target.verseEnd ?? target.verse}`;
  const rows = rowsOf<PassageRow & { translation: string }>(
    await db.execute(sql`
      select s.verse, s.text, s.translation from scriptures s
      where s.religion = ${target.religion} and s.book = ${target.book} and s.chapter = ${target.chapter}
        and ${verses} and s.translation = any(${sql.param([...translations])}::text[])
        and ${visibleScriptureRows('s')}
      order by array_position(${sql.param([...translations])}::text[], s.translation), s.verse
      limit 200`),
  );
  const translation = rows[0]?.translation;
  const own = rows.filter((row) => row.translation === translation);
  return target.verse === undefined ? own.slice(0, 1) : own;
}

/** How many chapters the library holds of a book, and how many verses of one of its chapters. */
export async function bookExtent(
  db: Database,
  target: PassageTarget,
): Promise<{ chapters: number; verses: number }> {
  const [row] = rowsOf<{ chapters: number | null; verses: number | null }>(
    await db.execute(sql`
      select max(s.chapter)::int as chapters,
        max(s.verse) filter (where s.chapter = ${target.chapter})::int as verses
      from scriptures s
      where s.religion = ${target.religion} and s.book = ${target.book} and ${visibleScriptureRows('s')}`),
  );
  return { chapters: row?.chapters ?? 0, verses: row?.verses ?? 0 };
}

/**
 * The chapter number of a sutta by its SuttaCentral id ('mn10', 'sn56.11'): suttas are numbered in the library
 * in their collection's order, so 'SN 56.11' is not chapter 56. An id inside an abbreviated range ('an3.61-70')
 * finds its range.
 */
export async function suttaChapter(
  db: Database,
  target: { religion: string; book: string },
  sourceId: string,
): Promise<number | undefined> {
  const rows = rowsOf<{ number: number; sourceId: string }>(
    await db.execute(sql`
      select number, source_id as "sourceId" from book_chapters
      where religion = ${target.religion} and book = ${target.book}
        and (source_id = ${sourceId} or source_id like ${`${sourceId.replace(/\.\d+$/, '')}.%`})
      order by number`),
  );
  const exact = rows.find((row) => row.sourceId === sourceId);
  if (exact) return exact.number;
  const wanted = Number(/\.(\d+)$/.exec(sourceId)?.[1]);
  return rows.find((row) => {
    const range = /\.(\d+)-(\d+)$/.exec(row.sourceId);
    return range !== null && wanted >= Number(range[1]) && wanted <= Number(range[2]);
  })?.number;
}
