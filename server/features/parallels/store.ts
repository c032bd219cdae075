import { sql } from 'drizzle-orm';
import { rowsOf } from '../../corpus/store';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';
import type { VerseScriptureRef } from '../../../common/scripture/scripture-ref';

export async function verseExists(db: Database, ref: VerseScriptureRef): Promise<boolean> {
  const rows = rowsOf<{ found: number }>(
    await db.execute(sql`select 1 as found from scriptures s
      where s.religion = ${ref.religion} and s.book = ${ref.book} and s.chapter = ${ref.chapter}
        and s.verse = ${ref.verse} and ${visibleScriptureRows('s')} limit 1`),
  );
  return rows.length > 0;
}

export type VerseText = { translation: string; book: string; chapter: number; verse: number; text: string };

/** The texts of the given verses, each in the translation named with it. */
export async function textsOf(
  db: Database,
  refs: readonly { translation: string; book: string; chapter: number; verse: number }[],
): Promise<VerseText[]> {
  if (refs.length === 0) return [];
  const wanted = sql.join(
    refs.map((ref) => sql`(${ref.translation}, ${ref.book}, ${ref.chapter}::int, ${ref.verse}::int)`),
    sql`, `,
  );
  return rowsOf<VerseText>(
    await db.execute(sql`select s.translation, s.book, s.chapter, s.verse, s.text from scriptures s
      where (s.translation, s.book, s.chapter, s.verse) in (${wanted}) and ${visibleScriptureRows('s')}`),
  );
}
