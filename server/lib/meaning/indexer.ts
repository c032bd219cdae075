import type { Database } from '../../db/client';
import { defaultMeaningCacheDir, readCachedBatch, writeCachedBatch } from './disk-cache';
import type { Encoder } from './encoder';
import { meaningProgressOf } from './progress';
import { batchHash, passageHash, passagesOf, type IndexedVerse } from './passages';
import {
  deletePassagesNotIn,
  indexableTranslations,
  markTranslation,
  storedHashes,
  verseKey,
  versesOf,
  writePassages,
  type PassageRow,
} from './store';
import { quantize } from './vectors';

/** Texts per call to the encoder: small, so a search's query waits behind at most one batch. */
const ENCODE_BATCH = 8;

export type BuildMeaningIndexOptions = {
  encoder: Encoder;
  /** Where computed embeddings are kept across databases; defaults to ~/.cache/sacred-circle/meaning. */
  cacheDir?: string;
  /** Limits the index to some chapters (tests embed a few, not the library). */
  include?: (chapter: { religion: string; translation: string; book: string; chapter: number }) => boolean;
  signal?: AbortSignal;
};

export type BuildSummary = { translations: number; embedded: number; fromCache: number; unchanged: number };

/**
 * Brings the meaning index up to date with the library: for each default translation, every verse's passage gets
 * an embedding keyed by the hash of its inputs; only passages whose hash changed are computed (or read from the
 * disk cache). A translation becomes searchable when all its passages are in. Runs in the background after start
 * and after each import; progress is in memory (meaningProgressOf).
 */
export async function buildMeaningIndex(
  db: Database,
  options: BuildMeaningIndexOptions,
): Promise<BuildSummary> {
  const { encoder, signal } = options;
  const cacheDir = options.cacheDir ?? defaultMeaningCacheDir();
  const progress = meaningProgressOf(db);
  const summary: BuildSummary = { translations: 0, embedded: 0, fromCache: 0, unchanged: 0 };
  progress.running = true;
  try {
    const targets = await indexableTranslations(db);
    for (const target of targets) {
      progress.set({
        religion: target.religion,
        translation: target.translation,
        state: 'queued',
        done: 0,
        total: 0,
      });
    }
    for (const target of targets) {
      signal?.throwIfAborted();
      const verses = (await versesOf(db, target.religion, target.translation)).filter(
        (verse) => options.include?.({ ...target, book: verse.book, chapter: verse.chapter }) ?? true,
      );
      const passages = passagesOf(verses);
      const hashes = passages.map((text) => passageHash(encoder.id, target.sourceVersion, text));
      const stored = await storedHashes(db, encoder.id, target.translation);
      const entry = {
        religion: target.religion,
        translation: target.translation,
        done: 0,
        total: verses.length,
      };
      const changed =
        verses.some((verse, i) => stored.get(verseKey(verse)) !== hashes[i]) || stored.size !== verses.length;
      if (!changed) {
        summary.unchanged += verses.length;
        await markTranslation(db, encoder.id, target, { passages: verses.length, complete: true });
        progress.set({ ...entry, state: 'ready', done: verses.length });
        // Nothing new in the database: this server's stamp alone, the others' vectors are current.
        progress.stamp += 1;
        continue;
      }
      progress.set({ ...entry, state: 'indexing' });
      await markTranslation(db, encoder.id, target, { passages: verses.length, complete: false });
      let done = 0;
      for (const group of chapterGroups(verses)) {
        signal?.throwIfAborted();
        const groupHashes = group.map((i) => hashes[i]!);
        const stale = group.filter((i) => stored.get(verseKey(verses[i]!)) !== hashes[i]);
        if (stale.length > 0) {
          const vectors = await vectorsOf(
            encoder,
            cacheDir,
            groupHashes,
            group.map((i) => passages[i]!),
            summary,
          );
          const rows: PassageRow[] = stale.map((i) => ({
            ...pick(verses[i]!),
            hash: hashes[i]!,
            embedding: vectors[group.indexOf(i)]!,
          }));
          await writePassages(
            db,
            { model: encoder.id, religion: target.religion, translation: target.translation },
            rows,
          );
        } else {
          summary.unchanged += group.length;
        }
        done += group.length;
        progress.set({ ...entry, state: 'indexing', done });
      }
      await deletePassagesNotIn(db, encoder.id, target.translation, new Set(verses.map(verseKey)), stored);
      await markTranslation(db, encoder.id, target, { passages: verses.length, complete: true });
      progress.set({ ...entry, state: 'ready', done: verses.length });
      progress.advance();
      summary.translations += 1;
    }
    return summary;
  } finally {
    progress.running = false;
  }
}

const pick = ({ book, chapter, verse }: IndexedVerse) => ({ book, chapter, verse });

/** Indexes of `verses` grouped by chapter, in order. */
function chapterGroups(verses: readonly IndexedVerse[]): number[][] {
  const groups: number[][] = [];
  verses.forEach((verse, i) => {
    const previous = verses[i - 1];
    if (previous && previous.book === verse.book && previous.chapter === verse.chapter)
      groups.at(-1)!.push(i);
    else groups.push([i]);
  });
  return groups;
}

/** A chapter's vectors from the disk cache, or computed (and then cached) when the cache does not have them. */
async function vectorsOf(
  encoder: Encoder,
  cacheDir: string,
  hashes: readonly string[],
  texts: readonly string[],
  summary: BuildSummary,
): Promise<Int8Array[]> {
  const key = batchHash(hashes);
  const cached = await readCachedBatch(cacheDir, key, texts.length, encoder.dimensions);
  if (cached) {
    summary.fromCache += texts.length;
    return cached;
  }
  const vectors: Int8Array[] = [];
  for (let i = 0; i < texts.length; i += ENCODE_BATCH) {
    const units = await encoder.embed(texts.slice(i, i + ENCODE_BATCH));
    vectors.push(...units.map(quantize));
  }
  summary.embedded += texts.length;
  await writeCachedBatch(cacheDir, key, vectors).catch(() => {
    // A read-only home still gets a working index; only the next database recomputes.
  });
  return vectors;
}
