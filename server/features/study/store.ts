import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { scriptures, translations } from '../../db/schema/scripture';
import { studyItems } from '../../db/schema/study';
import { visibleScriptureRows } from '../../db/visible-scriptures';
import type { StudyKind, StudyVerse } from '../../../common/api/study';
import type { VerseScriptureRef } from '../../../common/scripture/scripture-ref';

export type StudyItemRow = typeof studyItems.$inferSelect & {
  text: string | null;
  translationName: string | null;
};
export type StudyFilters = { q?: string; religion?: string; kind?: StudyKind };
export type StudyItemInput = StudyVerse & { kind: StudyKind; color: string | null; note: string | null };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function verseExists(db: Database, verse: StudyVerse): Promise<boolean> {
  const [row] = await db
    .select({ id: scriptures.id })
    .from(scriptures)
    .where(
      and(
        eq(scriptures.religion, verse.religion),
        eq(scriptures.book, verse.book),
        eq(scriptures.chapter, verse.chapter),
        eq(scriptures.verse, verse.verse),
        eq(scriptures.translation, verse.translation),
        visibleScriptureRows('scriptures'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts the item, or updates the caller's item of the same kind on the same verse. */
export async function upsertStudyItem(
  db: Database,
  userId: string,
  input: StudyItemInput,
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(studyItems)
    .values({ userId, ...input })
    .onConflictDoUpdate({
      target: [
        studyItems.userId,
        studyItems.kind,
        studyItems.religion,
        studyItems.book,
        studyItems.chapter,
        studyItems.verse,
        studyItems.translation,
      ],
      set: { color: input.color, note: input.note, updatedAt: new Date() },
    })
    // xmax is 0 only for a freshly inserted row: it tells an insert from an update in one statement.
    .returning({ id: studyItems.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('saving a study item returned no row');
  return row;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function listStudyItems(
  db: Database,
  userId: string,
  filters: StudyFilters & { id?: number } = {},
): Promise<StudyItemRow[]> {
  const conditions: SQL[] = [eq(studyItems.userId, userId)];
  if (filters.id !== undefined) conditions.push(eq(studyItems.id, filters.id));
  if (filters.religion) conditions.push(eq(studyItems.religion, filters.religion));
  if (filters.kind) conditions.push(eq(studyItems.kind, filters.kind));
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    const reference = sql`${studyItems.book} || ' ' || ${studyItems.chapter} || ':' || ${studyItems.verse}`;
    conditions.push(
      or(
        ilike(studyItems.note, pattern),
        ilike(scriptures.text, pattern),
        sql`${reference} ilike ${pattern}`,
      )!,
    );
  }
  return db
    .select({
      id: studyItems.id,
      userId: studyItems.userId,
      kind: studyItems.kind,
      religion: studyItems.religion,
      book: studyItems.book,
      chapter: studyItems.chapter,
      verse: studyItems.verse,
      translation: studyItems.translation,
      color: studyItems.color,
      note: studyItems.note,
      createdAt: studyItems.createdAt,
      updatedAt: studyItems.updatedAt,
      text: scriptures.text,
      translationName: translations.name,
    })
    .from(studyItems)
    .leftJoin(
      scriptures,
      and(
        eq(scriptures.religion, studyItems.religion),
        eq(scriptures.book, studyItems.book),
        eq(scriptures.chapter, studyItems.chapter),
        eq(scriptures.translation, studyItems.translation),
        eq(scriptures.verse, studyItems.verse),
        visibleScriptureRows('scriptures'),
      ),
    )
    .leftJoin(translations, eq(translations.id, studyItems.translation))
    .where(and(...conditions))
    .orderBy(desc(studyItems.updatedAt), desc(studyItems.id));
}

/** Changes the caller's item; undefined when there is none with this id (or it is someone else's). */
export async function updateStudyItem(
  db: Database,
  userId: string,
  id: number,
  patch: { color?: string; note?: string },
): Promise<boolean> {
  const rows = await db
    .update(studyItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(studyItems.id, id), eq(studyItems.userId, userId)))
    .returning({ id: studyItems.id });
  return rows.length > 0;
}

export async function findOwnedKind(
  db: Database,
  userId: string,
  id: number,
): Promise<StudyKind | undefined> {
  const [row] = await db
    .select({ kind: studyItems.kind })
    .from(studyItems)
    .where(and(eq(studyItems.id, id), eq(studyItems.userId, userId)));
  return row?.kind;
}

export async function deleteStudyItem(db: Database, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(studyItems)
    .where(and(eq(studyItems.id, id), eq(studyItems.userId, userId)))
    .returning({ id: studyItems.id });
  return rows.length > 0;
}

export type VerseOfTheDayRow = { text: string; translation: string; translationName: string };

/** The verse in its tradition's default translation, or the first translation that has it. */
export async function readVerseInBestTranslation(
  db: Database,
  ref: VerseScriptureRef,
): Promise<VerseOfTheDayRow | undefined> {
  const rows = rowsOf<VerseOfTheDayRow>(
    await db.execute(sql`
      select s.text, s.translation, t.name as "translationName"
      from scriptures s join translations t on t.id = s.translation
      where s.religion = ${ref.religion} and s.book = ${ref.book} and s.chapter = ${ref.chapter}
        and s.verse = ${ref.verse} and ${visibleScriptureRows('s')}
      order by t.is_default desc, t.is_original, t.id
      limit 1`),
  );
  return rows[0];
}
