import type { ReligionId } from '../../../common/scripture/religions';
import type { Database } from '../../db/client';
import { nearestToVector, type MeaningHit } from '../../lib/meaning/nearest';
import type { QueryEmbedder } from '../../lib/meaning/query-embedder';
import { completedTranslations } from '../../lib/meaning/store';
import { dropNearDuplicates } from './dedupe';
import { MEANING_CANDIDATES, meaningAboveFloor, reciprocalRankFusion } from './meaning-fusion';
import type { RankedPassage } from './full-text-ranking';
import { readPassages } from './retrieval-store';

/**
 * How a retrieval used the meaning index: fused with the full text; not asked (no embedder); none of the traditions
 * asked for is indexed yet; or the question's vector did not come back in time (words alone, not cached).
 */
export type MeaningUse = 'fused' | 'off' | 'not-indexed' | 'no-vector';

export type MeaningSearch = { use: MeaningUse; hits: Map<ReligionId, MeaningHit[]> };

/** Each indexed tradition's passages nearest the question by meaning, above the floor; empty when none is indexed. */
export async function searchByMeaning(
  db: Database,
  embedder: QueryEmbedder | undefined,
  text: string,
  religions: readonly ReligionId[],
): Promise<MeaningSearch> {
  if (!embedder) return { use: 'off', hits: new Map() };
  // Before the encoder is asked: a library with no index never starts its process.
  const indexed = new Set((await completedTranslations(db, embedder.model)).map((row) => row.religion));
  const wanted = religions.filter((religion) => indexed.has(religion));
  if (wanted.length === 0) return { use: 'not-indexed', hits: new Map() };
  const vector = await embedder.embed(text);
  if (!vector) return { use: 'no-vector', hits: new Map() };
  const nearest = await nearestToVector(db, embedder.model, vector, {
    religions: wanted,
    k: MEANING_CANDIDATES,
  });
  const hits = new Map<ReligionId, MeaningHit[]>();
  for (const [religion, list] of nearest) hits.set(religion, meaningAboveFloor(list));
  return { use: 'fused', hits };
}

const keyOf = (row: { book: string; chapter: number; verse: number }) =>
  `${row.book}|${row.chapter}|${row.verse}`;

/**
 * Each tradition's full-text ranking fused with its meaning hits by reciprocal rank; a tradition without hits keeps
 * its full-text ranking. A passage only the meaning found is read in the quotable translations (coverage 0: it
 * holds none of the question's words). `order` re-applies the tradition's own order (the Qur'an before hadith)
 * and near-duplicates are dropped again, since the meaning list brings passages the full text had not seen.
 */
export async function fuseWithMeaning(
  db: Database,
  fullText: Record<ReligionId, RankedPassage[]>,
  hits: ReadonlyMap<ReligionId, readonly MeaningHit[]>,
  translations: readonly string[],
  order: (religion: ReligionId, passages: RankedPassage[]) => RankedPassage[],
): Promise<Record<ReligionId, RankedPassage[]>> {
  const newKeys = [...hits.entries()].flatMap(([religion, list]) => {
    const known = new Set((fullText[religion] ?? []).map(keyOf));
    return list.filter((hit) => !known.has(keyOf(hit))).map((hit) => ({ ...hit, religion }));
  });
  const rows = await readPassages(db, newKeys, translations);
  const texts = new Map<string, string>();
  // The index's own translation first: the verse the meaning was computed on.
  for (const hit of newKeys) {
    const row =
      rows.find(
        (r) => r.religion === hit.religion && keyOf(r) === keyOf(hit) && r.translation === hit.translation,
      ) ?? rows.find((r) => r.religion === hit.religion && keyOf(r) === keyOf(hit));
    if (row) texts.set(`${hit.religion}|${keyOf(hit)}`, row.text);
  }

  const result = { ...fullText };
  for (const [religion, list] of hits) {
    if (list.length === 0) continue;
    const byKey = new Map<string, RankedPassage>(
      (fullText[religion] ?? []).map((entry) => [keyOf(entry), entry]),
    );
    for (const hit of list) {
      const text = texts.get(`${religion}|${keyOf(hit)}`);
      if (!byKey.has(keyOf(hit)) && text !== undefined) {
        const { book, chapter, verse } = hit;
        byKey.set(keyOf(hit), { religion, book, chapter, verse, text, score: 0, coverage: 0 });
      }
    }
    const fused = reciprocalRankFusion([
      { keys: (fullText[religion] ?? []).map(keyOf) },
      { keys: list.map(keyOf).filter((key) => byKey.has(key)) },
    ]).map(({ key, score }) => ({ ...byKey.get(key)!, score }));
    result[religion] = order(
      religion,
      dropNearDuplicates(fused, (entry) => entry.text),
    );
  }
  return result;
}
