import type { ReligionId } from '../../../common/scripture/religions';
import type { Database } from '../../db/client';
import type { Encoder } from './encoder';
import { meaningProgressOf } from './progress';
import { completedTranslations, loadEmbeddings } from './store';
import { similarity, topK } from './vectors';
import type { VerseScriptureRef } from '../../../common/scripture/scripture-ref';

export type MeaningHit = {
  religion: ReligionId;
  translation: string;
  book: string;
  chapter: number;
  verse: number;
  /** Cosine of the query and the verse's passage, -1..1. */
  score: number;
};

type Matrix = {
  key: string;
  religion: ReligionId;
  translation: string;
  refs: { book: string; chapter: number; verse: number }[];
  vectors: Int8Array[];
};

/** Per database: each searchable translation's vectors in memory (a byte a dimension: the Bible's WEB is 16 MB). */
const matrices = new WeakMap<object, Map<string, Matrix>>();

/** The searchable translations' vectors, reloaded only when the index of a translation has changed. */
async function searchable(db: Database, model: string): Promise<Matrix[]> {
  let cache = matrices.get(db);
  if (!cache) {
    cache = new Map();
    matrices.set(db, cache);
  }
  const stamp = meaningProgressOf(db).stamp;
  const result: Matrix[] = [];
  for (const translation of await completedTranslations(db, model)) {
    const key = `${stamp}:${translation.sourceVersion}`;
    let matrix = cache.get(translation.translation);
    if (!matrix || matrix.key !== key) {
      const rows = await loadEmbeddings(db, model, translation.translation);
      matrix = {
        key,
        religion: translation.religion as ReligionId,
        translation: translation.translation,
        refs: rows.map(({ book, chapter, verse }) => ({ book, chapter, verse })),
        vectors: rows.map(
          (row) => new Int8Array(row.embedding.buffer, row.embedding.byteOffset, row.embedding.byteLength),
        ),
      };
      cache.set(translation.translation, matrix);
    }
    result.push(matrix);
  }
  return result;
}

export type NearestOptions = {
  /** Only these traditions (all when absent). */
  religions?: readonly ReligionId[];
  k: number;
};

/** The `k` passages nearest a unit query vector, per tradition asked for, best first. */
export async function nearestToVector(
  db: Database,
  model: string,
  query: Float32Array,
  options: NearestOptions,
): Promise<Map<ReligionId, MeaningHit[]>> {
  const byReligion = new Map<ReligionId, MeaningHit[]>();
  for (const matrix of await searchable(db, model)) {
    if (options.religions && !options.religions.includes(matrix.religion)) continue;
    const scores = matrix.vectors.map((vector) => similarity(query, vector));
    const hits = topK(scores, options.k).map((i) => ({
      religion: matrix.religion,
      translation: matrix.translation,
      ...matrix.refs[i]!,
      score: scores[i]!,
    }));
    const merged = [...(byReligion.get(matrix.religion) ?? []), ...hits].sort((a, b) => b.score - a.score);
    byReligion.set(matrix.religion, merged.slice(0, options.k));
  }
  return byReligion;
}

/**
 * The passages nearest a text by meaning, in one tradition, best first. Empty while that tradition's translation
 * is not yet indexed: callers then rely on full-text search alone.
 */
export async function nearestPassages(
  db: Database,
  encoder: Encoder,
  text: string,
  options: { religion: ReligionId; k: number },
): Promise<MeaningHit[]> {
  const [query] = await encoder.embed([text]);
  if (!query) return [];
  const hits = await nearestToVector(db, encoder.id, query, { religions: [options.religion], k: options.k });
  return hits.get(options.religion) ?? [];
}

/** The stored vector of a verse's passage (its tradition's default translation), as a unit query, if indexed. */
export async function vectorOfVerse(
  db: Database,
  model: string,
  ref: VerseScriptureRef,
): Promise<Float32Array | undefined> {
  for (const matrix of await searchable(db, model)) {
    if (matrix.religion !== ref.religion) continue;
    const at = matrix.refs.findIndex(
      (row) => row.book === ref.book && row.chapter === ref.chapter && row.verse === ref.verse,
    );
    if (at < 0) continue;
    const vector = matrix.vectors[at]!;
    let length = 0;
    for (const value of vector) length += value * value;
    const norm = Math.sqrt(length) || 1;
    return Float32Array.from(vector, (value) => value / norm);
  }
  return undefined;
}
