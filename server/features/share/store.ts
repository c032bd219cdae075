import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';
import type { VerseScriptureRef } from '../../../common/scripture/scripture-ref';

export type SharedVerseRow = {
  text: string;
  translation: string;
  translationName: string;
  language: string;
  direction: 'ltr' | 'rtl';
};

/**
 * The verse in the asked translation, or (without one) in its tradition's default translation, else the first
 * that has it; undefined when the library does not hold it.
 */
export async function readSharedVerse(
  db: Database,
  ref: VerseScriptureRef & { translation?: string },
): Promise<SharedVerseRow | undefined> {
  const result = await db.execute(sql`
    select s.text, s.translation, t.name as "translationName", t.language, t.direction
    from scriptures s join translations t on t.id = s.translation
    where s.religion = ${ref.religion} and s.book = ${ref.book} and s.chapter = ${ref.chapter}
      and s.verse = ${ref.verse} and ${visibleScriptureRows('s')}
      ${ref.translation === undefined ? sql`` : sql`and s.translation = ${ref.translation}`}
    order by t.is_default desc, t.is_original, t.id
    limit 1`);
  return (result as unknown as { rows: SharedVerseRow[] }).rows[0];
}
