import { LRUCache } from 'lru-cache';
import type { ParallelPassage, ParallelsResponse } from '../../../common/api/parallels';
import { religionIds } from '../../../common/scripture/religions';
import { chapterKeyOf, suttaCitationsOf } from '../../db/sutta-citations';
import { formatScriptureRef, type VerseScriptureRef } from '../../../common/scripture/scripture-ref';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { USE_LITE_MODEL_ID } from '../../lib/meaning/encoder';
import { nearestToVector, vectorOfVerse } from '../../lib/meaning/nearest';
import { meaningProgressOf } from '../../lib/meaning/progress';
import { completedTranslations } from '../../lib/meaning/store';
import { diversify } from './diversify';
import { textsOf, verseExists } from './store';

/** Candidates read per tradition before neighbours are dropped (diversify). */
const CANDIDATES_PER_PLACE = 4;
/** Answers kept in memory; each is a few kilobytes. */
const CACHE_ENTRIES = 2_000;

/** The parallels kept between requests, built once when the routes register. */
export type ParallelsDeps = {
  db: Database;
  /** The meaning model whose index answers. */
  model: string;
  /** Answers by library generation, index stamp and verse; least recently used dropped first. */
  cache: LRUCache<string, ParallelsResponse>;
};

export function createParallelsDeps(db: Database, model = USE_LITE_MODEL_ID): ParallelsDeps {
  return { db, model, cache: new LRUCache<string, ParallelsResponse>({ max: CACHE_ENTRIES }) };
}

/**
 * The closest passages of the other traditions to a verse, computed from the meaning index on first asking and
 * kept until the library or the index changes (the key holds both).
 */
export async function parallelsOf(
  deps: ParallelsDeps,
  ref: VerseScriptureRef,
  perTradition: number,
): Promise<ParallelsResponse> {
  const { db, cache } = deps;
  const generation = await libraryOf(db).current();
  const key = [
    generation,
    meaningProgressOf(db).stamp,
    ref.religion,
    ref.book,
    ref.chapter,
    ref.verse,
    perTradition,
  ].join('|');
  const known = cache.get(key);
  if (known) return known;
  const answer = await computeParallels(deps, ref, perTradition);
  // An answer given while this verse's tradition is still indexing is not worth keeping.
  if (answer.status === 'ready') cache.set(key, answer);
  return answer;
}

async function computeParallels(
  { db, model }: ParallelsDeps,
  ref: VerseScriptureRef,
  perTradition: number,
): Promise<ParallelsResponse> {
  const reference = formatScriptureRef(ref);
  if (!(await verseExists(db, ref))) throw notFound(`${reference} is not in the library.`);
  const indexed = new Set((await completedTranslations(db, model)).map((row) => row.religion));
  const others = religionIds.filter((religion) => religion !== ref.religion);
  const pending = religionIds.filter((religion) => !indexed.has(religion));
  const query = await vectorOfVerse(db, model, ref);
  if (!query) return { reference, status: 'indexing', pending, parallels: [] };
  const nearest = await nearestToVector(db, model, query, {
    religions: others,
    k: perTradition * CANDIDATES_PER_PLACE,
  });
  const chosen = others.flatMap((religion) => diversify(nearest.get(religion) ?? [], perTradition));
  const texts = new Map(
    (await textsOf(db, chosen)).map((row) => [
      `${row.translation}|${row.book}|${row.chapter}|${row.verse}`,
      row.text,
    ]),
  );
  const citations = await suttaCitationsOf(db, chosen);
  const parallels: ParallelPassage[] = chosen.flatMap((hit) => {
    const text = texts.get(`${hit.translation}|${hit.book}|${hit.chapter}|${hit.verse}`);
    if (text === undefined) return [];
    const { religion, book, chapter, verse, translation } = hit;
    const score = Math.round(hit.score * 1000) / 1000;
    const citation = citations.get(chapterKeyOf(hit));
    return [
      {
        religion,
        book,
        chapter,
        verse,
        translation,
        text,
        score,
        reference: formatScriptureRef(hit),
        ...(citation ? { citation } : {}),
      },
    ];
  });
  return { reference, status: 'ready', pending, parallels };
}
