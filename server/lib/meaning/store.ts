import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { corpusSources } from '../../corpus/registry';
import { rowsOf } from '../../corpus/store';
import type { Database } from '../../db/client';
import { meaningPassages, meaningTranslations } from '../../db/schema/meaning';
import { visibleScriptureRows } from '../../db/visible-scriptures';
import type { IndexedVerse } from './passages';

export type IndexableTranslation = { religion: string; translation: string; sourceVersion: string };

/**
 * The default translations the meaning index covers, each with the versions of the imports that wrote it (part of
 * every passage's key, so a re-import with new text recomputes what changed). Only completely imported sources.
 */
export async function indexableTranslations(db: Database): Promise<IndexableTranslation[]> {
  const translations = rowsOf<{ id: string; religion: string }>(
    await db.execute(sql`select id, religion from translations
      where is_default and not is_original order by religion, id`),
  );
  const imports = rowsOf<{ source: string; version: string }>(
    await db.execute(
      sql`select source, version from corpus_imports where status = 'complete' order by source`,
    ),
  );
  const versionOf = new Map(imports.map((row) => [row.source, row.version]));
  return translations.flatMap(({ id, religion }) => {
    const versions = corpusSources
      .filter((source) => source.translationIds.includes(id) && versionOf.has(source.id))
      .map((source) => `${source.id}=${versionOf.get(source.id)}`);
    return versions.length > 0 ? [{ religion, translation: id, sourceVersion: versions.join(',') }] : [];
  });
}

/** A translation's verses in reading order (the books' catalog order), published rows only. */
export async function versesOf(db: Database, religion: string, translation: string): Promise<IndexedVerse[]> {
  return rowsOf<IndexedVerse>(
    await db.execute(sql`
      select s.book, s.chapter, s.verse, s.text from scriptures s
      left join books b on b.religion = s.religion and b.name = s.book
      where s.religion = ${religion} and s.translation = ${translation} and ${visibleScriptureRows('s')}
      order by b.sort_order nulls last, s.book, s.chapter, s.verse`),
  );
}

export type StoredPassage = { book: string; chapter: number; verse: number; hash: string };

export async function storedHashes(
  db: Database,
  model: string,
  translation: string,
): Promise<Map<string, string>> {
  const rows = await db
    .select({
      book: meaningPassages.book,
      chapter: meaningPassages.chapter,
      verse: meaningPassages.verse,
      hash: meaningPassages.hash,
    })
    .from(meaningPassages)
    .where(and(eq(meaningPassages.model, model), eq(meaningPassages.translation, translation)));
  return new Map(rows.map((row) => [verseKey(row), row.hash]));
}

export const verseKey = (row: { book: string; chapter: number; verse: number }): string =>
  `${row.book}\u0000${row.chapter}\u0000${row.verse}`;

export type PassageRow = StoredPassage & { embedding: Int8Array };

/** One short statement per batch: on PGlite a reader waits only for this batch, never for a whole translation. */
export async function writePassages(
  db: Database,
  target: { model: string; religion: string; translation: string },
  rows: readonly PassageRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(meaningPassages)
    .values(
      rows.map((row) => ({
        ...target,
        book: row.book,
        chapter: row.chapter,
        verse: row.verse,
        hash: row.hash,
        embedding: Buffer.from(row.embedding.buffer, row.embedding.byteOffset, row.embedding.byteLength),
      })),
    )
    .onConflictDoUpdate({
      target: [
        meaningPassages.model,
        meaningPassages.religion,
        meaningPassages.translation,
        meaningPassages.book,
        meaningPassages.chapter,
        meaningPassages.verse,
      ],
      set: { hash: sql`excluded.hash`, embedding: sql`excluded.embedding` },
    });
}

/** Passages of verses no longer in the translation (a re-import dropped them). */
export async function deletePassagesNotIn(
  db: Database,
  model: string,
  translation: string,
  keep: ReadonlySet<string>,
  stored: ReadonlyMap<string, string>,
): Promise<void> {
  for (const key of stored.keys()) {
    if (keep.has(key)) continue;
    const [book, chapter, verse] = key.split('\u0000');
    await db
      .delete(meaningPassages)
      .where(
        and(
          eq(meaningPassages.model, model),
          eq(meaningPassages.translation, translation),
          eq(meaningPassages.book, book!),
          eq(meaningPassages.chapter, Number(chapter)),
          eq(meaningPassages.verse, Number(verse)),
        ),
      );
  }
}

export async function markTranslation(
  db: Database,
  model: string,
  target: IndexableTranslation,
  state: { passages: number; complete: boolean },
): Promise<void> {
  const completedAt = state.complete ? new Date() : null;
  await db
    .insert(meaningTranslations)
    .values({
      model,
      translation: target.translation,
      religion: target.religion,
      sourceVersion: target.sourceVersion,
      passages: state.passages,
      completedAt,
    })
    .onConflictDoUpdate({
      target: [meaningTranslations.model, meaningTranslations.translation],
      set: { sourceVersion: target.sourceVersion, passages: state.passages, completedAt },
    });
}

/** Translations whose every passage is in, with the version they were computed from. */
export async function completedTranslations(
  db: Database,
  model: string,
): Promise<{ religion: string; translation: string; sourceVersion: string }[]> {
  return db
    .select({
      religion: meaningTranslations.religion,
      translation: meaningTranslations.translation,
      sourceVersion: meaningTranslations.sourceVersion,
    })
    .from(meaningTranslations)
    .where(and(eq(meaningTranslations.model, model), isNotNull(meaningTranslations.completedAt)));
}

/** All embeddings of one translation, for the in-memory search. */
export async function loadEmbeddings(
  db: Database,
  model: string,
  translation: string,
): Promise<{ book: string; chapter: number; verse: number; embedding: Uint8Array }[]> {
  return db
    .select({
      book: meaningPassages.book,
      chapter: meaningPassages.chapter,
      verse: meaningPassages.verse,
      embedding: meaningPassages.embedding,
    })
    .from(meaningPassages)
    .where(and(eq(meaningPassages.model, model), eq(meaningPassages.translation, translation)));
}
