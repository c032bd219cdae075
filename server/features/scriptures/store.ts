import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleScriptureRows } from '../../db/visible-scriptures';
import type { TranslationInfo } from '../../../common/api/scripture';
import type { VerseScriptureRef } from '../../../common/scripture/scripture-ref';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type BookRow = {
  religion: string;
  name: string;
  slug: string;
  section: string;
  sortOrder: number;
  chapterCount: number;
  originalName: string | null;
};

export type ChapterRow = {
  number: number;
  title: string | null;
  originalTitle: string | null;
  verseCount: number;
  /** The source's own id of the chapter ('sn4.23'), where it has one. */
  sourceId: string | null;
};

export type VerseRow = {
  verse: number;
  text: string;
  translation: string;
  meta: Record<string, unknown> | null;
};

/** Imported books of every religion, each religion's in canonical order. */
export async function listImportedBooks(db: Database): Promise<BookRow[]> {
  return rowsOf<BookRow>(
    await db.execute(sql`
      select religion, name, slug, section, sort_order as "sortOrder", chapter_count as "chapterCount",
        original_name as "originalName"
      from books order by religion, sort_order`),
  );
}

export async function listChapters(db: Database, religion: string, book: string): Promise<ChapterRow[]> {
  return rowsOf<ChapterRow>(
    await db.execute(sql`
      select number, title, original_title as "originalTitle", verse_count as "verseCount",
        source_id as "sourceId"
      from book_chapters where religion = ${religion} and book = ${book} order by number`),
  );
}

/** The translations that have text in this book, default first. */
export async function listBookTranslations(
  db: Database,
  religion: string,
  book: string,
): Promise<TranslationInfo[]> {
  return rowsOf<TranslationInfo>(
    await db.execute(sql`
      select t.id, t.name, t.language, t.direction, t.licence, t.source, t.is_default as "isDefault",
        t.is_original as "isOriginal"
      from translations t
      where t.religion = ${religion}
        and exists (select 1 from scriptures s
                    where s.religion = ${religion} and s.book = ${book} and s.translation = t.id
                      and ${visibleScriptureRows('s')})
      order by t.is_default desc, t.is_original, t.id`),
  );
}

export async function readChapterVerses(
  db: Database,
  religion: string,
  book: string,
  chapter: number,
  translationIds: readonly string[],
): Promise<VerseRow[]> {
  return rowsOf<VerseRow>(
    await db.execute(sql`
      select verse, text, translation, meta from scriptures
      where religion = ${religion} and book = ${book} and chapter = ${chapter}
        and translation = any(${sql.param([...translationIds])}::text[]) and ${visibleScriptureRows('scriptures')}
      order by verse`),
  );
}

export async function readVerse(
  db: Database,
  ref: VerseScriptureRef,
  translationId: string,
): Promise<string | undefined> {
  const rows = rowsOf<{ text: string }>(
    await db.execute(sql`
      select text from scriptures
      where religion = ${ref.religion} and book = ${ref.book} and chapter = ${ref.chapter}
        and translation = ${translationId} and verse = ${ref.verse} and ${visibleScriptureRows('scriptures')}`),
  );
  return rows[0]?.text;
}
