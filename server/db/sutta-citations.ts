import { sql } from 'drizzle-orm';
import { citationAddsToChapter, suttaCitation } from '../../common/scripture/sutta-citation';
import type { Database } from './client';

type ChapterKey = { religion: string; book: string; chapter: number };

export const chapterKeyOf = (key: ChapterKey) => `${key.religion}|${key.book}|${key.chapter}`;

/**
 * The citations of the suttas among these chapters that the library numbers otherwise ('SN 4.23' for the
 * Samyutta's 159th), keyed by chapterKeyOf: the answer names both, so a reader can find the passage in any edition.
 */
export async function suttaCitationsOf(
  db: Database,
  chapters: readonly ChapterKey[],
): Promise<Map<string, string>> {
  const suttas = chapters.filter((chapter) => chapter.religion === 'buddhism');
  const citations = new Map<string, string>();
  if (suttas.length === 0) return citations;
  const wanted = suttas.map((chapter) => sql`(book = ${chapter.book} and number = ${chapter.chapter})`);
  const result = (await db.execute(sql`
    select book, number, source_id as "sourceId" from book_chapters
    where religion = 'buddhism' and (${sql.join(wanted, sql` or `)})`)) as {
    rows: { book: string; number: number; sourceId: string | null }[];
  };
  for (const row of result.rows) {
    const citation = suttaCitation(row.sourceId);
    if (citationAddsToChapter(citation, row.number))
      citations.set(chapterKeyOf({ religion: 'buddhism', book: row.book, chapter: row.number }), citation);
  }
  return citations;
}
