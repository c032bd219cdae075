import { LRUCache } from 'lru-cache';
import { findBook } from '../../../common/scripture/books';
import { religionIds, type ReligionId } from '../../../common/scripture/religions';
import {
  parseScriptureRef,
  type ScriptureRef,
  type VerseScriptureRef,
} from '../../../common/scripture/scripture-ref';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import { meaningProgressOf } from '../../lib/meaning/progress';
import type { QueryEmbedder } from '../../lib/meaning/query-embedder';
import type { WorkQueue } from '../../lib/work-queue';
import type { Passage } from './guide/guide';
import { quotableTranslations } from './concept-weights';
import { nearIdentical, wordSet } from './dedupe';
import { fuseWithMeaning, searchByMeaning, type MeaningUse } from './hybrid-ranking';
import { planQuery, type QueryPlan } from './query-terms';
import { quranFirst, rankFullText, type RankedPassage } from './full-text-ranking';
import { readPassages } from './retrieval-store';
import { assemble, isSegmentBook, keyOf, STANZA_SEGMENTS } from './passage-assembly';
import { NAMED_BOOK_STANDING, namedBookFirst, withNamedBook } from './named-book-ranking';

export type Retrieval = { plan: QueryPlan; passages: Record<ReligionId, Passage[]>; meaning: MeaningUse };

export type RetrievalOptions = {
  religions?: readonly ReligionId[];
  perReligion: number;
  /** Embeds the question for the search by meaning, fused with the full text where a tradition is indexed. */
  meaning?: QueryEmbedder;
  /**
   * Where a ranking that is not cached waits for its turn: a few run at once, each holding database connections
   * and the event loop for its scoring, so a burst of new themes cannot starve the cheap requests.
   */
  queue?: WorkQueue;
  /**
   * Whether a verse is also found through other translations' wording of the same verse (on unless false): the
   * Tanakh's 1917 translation says 'talebearer', 'take no gift' and 'sluggard' where a reader asks about slander,
   * bribery and laziness, and the WEB says it in today's words. The verse shown and quoted stays the quotable one.
   */
  otherWordings?: boolean;
};

/**
 * The most relevant passages per tradition for a question or a theme, from the whole library: verses the
 * question cites, then the theme's classic passages, then the full-text ranking above its relevance floor.
 */
export async function retrievePassages(
  db: Database,
  text: string,
  options: RetrievalOptions,
): Promise<Retrieval> {
  const generation = await libraryOf(db).current();
  // The meaning index's stamp changes when a tradition's index is complete: its rankings are then fused ones.
  const meaningKey = options.meaning ? `m${meaningProgressOf(db).stamp}` : '';
  const key = `${options.otherWordings === false ? 'plain|' : ''}${options.perReligion}|${(options.religions ?? religionIds).join(',')}|${meaningKey}|${text.trim().toLowerCase()}`;
  const cached = retrievalCache.get(key);
  if (cached && cached.db === db && cached.generation === generation) return cached.result;
  const rank = () => retrieveUncached(db, generation, text, options);
  const result = options.queue ? options.queue.run(rank) : rank();
  const entry = { db, generation, result };
  retrievalCache.set(key, entry);
  // A failed retrieval is not remembered (unless a newer one already took its place), nor one whose question's
  // vector came too late: the next ask of it gets the fused ranking.
  const forget = () => {
    if (retrievalCache.peek(key) === entry) retrievalCache.delete(key);
  };
  result.then((retrieval) => retrieval.meaning === 'no-vector' && forget(), forget);
  return result;
}

/**
 * The library only changes when a corpus is imported, so the same question or theme finds the same passages
 * within one library generation: the cache spares the full-text ranking (the costly part) for the themes
 * everyone picks, and a source that finishes importing starts a new generation, so nothing ranked from a
 * half-imported library is served after it.
 */
const RETRIEVAL_CACHE_MS = 6 * 60 * 60_000;
const RETRIEVAL_CACHE_SIZE = 500;
const retrievalCache = new LRUCache<string, { db: Database; generation: string; result: Promise<Retrieval> }>(
  { max: RETRIEVAL_CACHE_SIZE, ttl: RETRIEVAL_CACHE_MS },
);

/** The verses either side of a cited verse of a verse-numbered book (a sutta's segments are its stanzas). */
function neighboursOf(ref: ScriptureRef): ScriptureRef[] {
  if (ref.verse === undefined || ref.verseEnd !== undefined || isSegmentBook(ref.religion, ref.book))
    return [];
  return [ref.verse - 1, ref.verse + 1]
    .filter((verse) => verse >= 1)
    .map((verse) => ({ religion: ref.religion, book: ref.book, chapter: ref.chapter, verse }));
}

async function retrieveUncached(
  db: Database,
  generation: string,
  text: string,
  options: RetrievalOptions,
): Promise<Retrieval> {
  const religions = options.religions ?? religionIds;
  const perReligion = options.perReligion;
  const plan = await planQuery(text);
  const translations = await quotableTranslations(db, generation);
  const translationIds = translations.map((translation) => translation.id);

  // A cited verse comes with its neighbours, the verse before and after, which say what it answers.
  const neighbours = plan.citedRefs.flatMap((ref) => neighboursOf(ref));
  const fixedRefs: ScriptureRef[] = [...plan.citedRefs, ...neighbours];
  // A book the question names: its passages come first in the traditions that hold it, a theme's classics from
  // other books do not take its places.
  const namedBooks = new Map<ReligionId, string[]>();
  for (const { religion, book } of plan.namedBooks)
    if (religions.includes(religion)) namedBooks.set(religion, [...(namedBooks.get(religion) ?? []), book]);
  for (const theme of plan.classicThemes) {
    for (const religion of religions) {
      for (const reference of theme.classics[religion] ?? []) {
        const ref = parseScriptureRef(reference, { religion });
        const books = namedBooks.get(religion);
        if (ref?.verse !== undefined && (!books || books.includes(ref.book))) fixedRefs.push(ref);
      }
    }
  }

  const fixedRows = await readPassages(
    db,
    fixedRefs
      .filter((ref) => religions.includes(ref.religion))
      .map((ref) => ({ ...ref, verse: ref.verse!, verseEnd: ref.verseEnd ?? ref.verse! })),
    translationIds,
  );
  // "What does John 3:16 mean?" says little itself: the verse it cites says what to look for elsewhere.
  const citedTexts = fixedRows
    .filter((row) =>
      plan.citedRefs.some(
        (ref) =>
          ref.religion === row.religion &&
          ref.book === row.book &&
          ref.chapter === row.chapter &&
          row.verse >= ref.verse! &&
          row.verse <= (ref.verseEnd ?? ref.verse!),
      ),
    )
    .map((row) => row.text);
  const rankingPlan =
    citedTexts.length > 0
      ? {
          ...(await planQuery(`${text} ${citedTexts.join(' ')}`)),
          aboutHadith: plan.aboutHadith,
          isTheme: false,
        }
      : plan;
  // The cited verse's words find its kin in its own tradition. In the others they found passages that share a
  // word and not the thought (John 3:16's 'believes' and 'perish' brought a believer killed by mistake and a false
  // witness who shall perish), so those are ranked by the question's own ideas, and by the verse's meaning where
  // the meaning index is ready: "What does John 3:16 mean?" is answered from the Bible alone until then.
  // The Hebrew Bible is in both the Bible and the Tanakh: 'Psalm 23' is cited in both.
  const citedReligions = religions.filter((religion) =>
    plan.citedRefs.some((ref) => ref.religion === religion || findBook(religion, ref.book) !== undefined),
  );
  const otherReligions = religions.filter((religion) => !citedReligions.includes(religion));
  const wordings = options.otherWordings === false ? { otherWordings: false } : {};
  const bookReligions = citedTexts.length === 0 && plan.concepts.length > 0 ? [...namedBooks.keys()] : [];
  const inNamedBook = (entry: { religion: ReligionId; book: string }) =>
    bookReligions.includes(entry.religion) && (namedBooks.get(entry.religion) ?? []).includes(entry.book);
  const rankings =
    citedTexts.length === 0
      ? [
          rankFullText(db, text, { religions, plan, ...wordings }),
          // The named book searched alone: its passages on the question's ideas may rank below others' in the
          // whole library and miss the shortlist.
          ...(bookReligions.length > 0
            ? [
                rankFullText(db, text, {
                  religions: bookReligions,
                  plan,
                  ...wordings,
                  books: [...new Set(bookReligions.flatMap((religion) => namedBooks.get(religion)!))],
                }),
              ]
            : []),
        ]
      : [
          rankFullText(db, text, { religions: citedReligions, plan: rankingPlan, ...wordings }),
          ...(plan.concepts.length > 0 && otherReligions.length > 0
            ? [rankFullText(db, text, { religions: otherReligions, plan, ...wordings })]
            : []),
        ];
  // The question's meaning is searched beside the full text; an unindexed tradition keeps the full text alone.
  const [fullText, meaning] = await Promise.all([
    Promise.all(rankings).then((results) =>
      bookReligions.length > 0
        ? withNamedBook(results[0]!.ranked, results[1]!.ranked)
        : Object.assign({}, ...results.map((result) => result.ranked)),
    ) as Promise<Record<ReligionId, RankedPassage[]>>,
    // The cited verse's own words find its parallels by meaning; the question's ('What does John 3:16 mean?')
    // would find verses about a John.
    searchByMeaning(db, options.meaning, citedTexts.length > 0 ? citedTexts.join(' ') : text, religions),
  ]);
  const fused = await fuseWithMeaning(db, fullText, meaning.hits, translationIds, (religion, passages) =>
    quranFirst(religion, passages, rankingPlan),
  );
  const ranked = bookReligions.length > 0 ? namedBookFirst(fused, inNamedBook) : fused;

  const existing = new Set(fixedRows.map(keyOf));
  const picks = new Map<ReligionId, VerseScriptureRef[]>(religions.map((religion) => [religion, []]));
  const taken = new Set<string>();
  // The lexicon's passages are a boost, never the whole answer: the full-text ranking keeps at least one place.
  const classicLimit = (religion: ReligionId) =>
    (ranked[religion]?.length ?? 0) > 0 ? Math.max(1, perReligion - 1) : perReligion;

  for (const ref of fixedRefs) {
    const list = picks.get(ref.religion);
    const key = keyOf({ ...ref, verse: ref.verse! });
    if (!list || taken.has(key) || !existing.has(key)) continue;
    const cited = plan.citedRefs.includes(ref) || neighbours.includes(ref);
    if (!cited && list.length >= classicLimit(ref.religion)) continue;
    list.push({ ...ref, verse: ref.verse!, ...(ref.verseEnd ? { verseEnd: ref.verseEnd } : {}) });
    for (let verse = ref.verse!; verse <= (ref.verseEnd ?? ref.verse!); verse += 1)
      taken.add(keyOf({ ...ref, verse }));
  }

  const fixedTexts = new Map<string, ReadonlySet<string>[]>();
  for (const row of fixedRows) {
    if (!taken.has(keyOf(row))) continue;
    const list = fixedTexts.get(row.religion) ?? [];
    list.push(wordSet(row.text));
    fixedTexts.set(row.religion, list);
  }

  for (const religion of religions) {
    const list = picks.get(religion)!;
    const chapterCounts = new Map<string, number>();
    const chapterOf = (row: { book: string; chapter: number }) => `${row.book}|${row.chapter}`;
    for (const pick of list)
      chapterCounts.set(chapterOf(pick), (chapterCounts.get(chapterOf(pick)) ?? 0) + 1);
    const seen = fixedTexts.get(religion) ?? [];
    const pool = (ranked[religion] ?? []).filter(
      (entry) => !taken.has(keyOf(entry)) && !seen.some((words) => nearIdentical(words, wordSet(entry.text))),
    );
    const chosen: RankedPassage[] = [];
    while (list.length + chosen.length < perReligion && pool.length > 0) {
      // Spread the picks: each earlier pick from the same chapter lowers a candidate's standing.
      let bestIndex = 0;
      let bestScore = -Infinity;
      pool.forEach((entry, index) => {
        const spread = entry.score * 0.7 ** (chapterCounts.get(chapterOf(entry)) ?? 0);
        // A named book's passages are all chosen before any other's.
        const standing = inNamedBook(entry) ? NAMED_BOOK_STANDING + spread : spread;
        if (standing > bestScore) {
          bestScore = standing;
          bestIndex = index;
        }
      });
      const [entry] = pool.splice(bestIndex, 1);
      if (!entry || taken.has(keyOf(entry))) continue;
      // A line of a sutta already quoted in a chosen stanza is not a passage of its own.
      const span = isSegmentBook(religion, entry.book) ? STANZA_SEGMENTS : 1;
      for (let verse = entry.verse - span + 1; verse < entry.verse + span; verse += 1)
        taken.add(keyOf({ ...entry, verse }));
      chapterCounts.set(chapterOf(entry), (chapterCounts.get(chapterOf(entry)) ?? 0) + 1);
      chosen.push(entry);
    }
    // The ranking's order (the Qur'an first, then by score) is kept over the order of choosing.
    chosen.sort((a, b) => (ranked[religion] ?? []).indexOf(a) - (ranked[religion] ?? []).indexOf(b));
    for (const entry of chosen)
      list.push({ religion, book: entry.book, chapter: entry.chapter, verse: entry.verse });
  }

  return { plan, passages: await assemble(db, picks, translations), meaning: meaning.use };
}
