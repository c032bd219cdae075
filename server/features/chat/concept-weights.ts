import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { termFactors, type Concept } from './query-terms';
import type { RankingConcept } from './ranking';
import {
  documentFrequencies,
  englishStems,
  listQuotableTranslations,
  type CandidateConcept,
  type TranslationRow,
} from './retrieval-store';
import type { AmbiguousForm } from './sense-guard';
import { surfacePattern } from './word-forms';

/*
 * What retrieval knows of the library's words, per library generation: the quotable translations, how many verses
 * hold each stem, and the question's ideas turned into weighted stems (rare in the library = important).
 */

/** Each word's English stem ('' when it has none), the most recently asked 20,000 words. */
const stemCache = new LRUCache<string, string>({ max: 20_000 });
/** The translations a library generation can quote: they change only when a source finishes importing. */
const translationCache = new WeakMap<Database, { generation: string; rows: Promise<TranslationRow[]> }>();
/** How many verses hold each stem, per library generation (one pass over the index statistics). */
const frequencyCache = new WeakMap<
  Database,
  { generation: string; stats: Promise<{ total: number; frequencies: Map<string, number> }> }
>();

export function quotableTranslations(db: Database, generation: string): Promise<TranslationRow[]> {
  const cached = translationCache.get(db);
  if (cached?.generation === generation) return cached.rows;
  const rows = listQuotableTranslations(db);
  translationCache.set(db, { generation, rows });
  rows.catch(() => translationCache.delete(db));
  return rows;
}

export function libraryFrequencies(db: Database, generation: string, translations: readonly string[]) {
  const cached = frequencyCache.get(db);
  if (cached?.generation === generation) return cached.stats;
  const stats = documentFrequencies(db, translations);
  frequencyCache.set(db, { generation, stats });
  stats.catch(() => frequencyCache.delete(db));
  return stats;
}

export async function stemsOf(db: Database, words: readonly string[]): Promise<Map<string, string | null>> {
  const missing = [...new Set(words.filter((word) => !stemCache.has(word)))];
  if (missing.length > 0) {
    const found = await englishStems(db, missing);
    for (const word of missing) stemCache.set(word, found.get(word) ?? '');
  }
  return new Map(words.map((word) => [word, stemCache.get(word) || null]));
}

/**
 * The stemmer maps 'compassion' to 'compass', so "they compassed me about" would match. When the stem is not
 * the word's own beginning (give or take its last letters), a match must also contain the word's beginning.
 */
function guardOf(word: string, stem: string): string | undefined {
  const cut = !stem.startsWith(word.slice(0, Math.max(3, word.length - 3)));
  return cut ? word.slice(0, Math.max(4, word.length - 2)) : undefined;
}

const quoteStem = (stem: string) => `'${stem.replace(/'/g, "''")}'`;

/**
 * A term's stemmed words with how far each one stands from the one before, in the term's own word positions. A stop
 * word has no stem ("take my life", "fear of the Lord"), yet to_tsvector('english') keeps its place ('take':1
 * 'life':3), so the words left match the phrase at those distances, as phraseto_tsquery() itself builds it.
 * A phrase left with one stemmed word is dropped, not searched as that word: its point was the phrase ('cast down'
 * is despair, 'cast' alone is lots and stones; 'break up' is not 'break'), and a stop word can hold no idea.
 */
export function stemmedPhrase(
  words: readonly string[],
  stems: ReadonlyMap<string, string | null>,
): { stems: string[]; gaps?: number[] } | undefined {
  const kept: { stem: string; at: number }[] = [];
  words.forEach((word, at) => {
    const stem = stems.get(word);
    if (stem) kept.push({ stem, at });
  });
  if (kept.length === 0 || (words.length > 1 && kept.length < 2)) return undefined;
  const gaps = kept.slice(1).map((entry, index) => entry.at - kept[index]!.at);
  const phrase = { stems: kept.map((entry) => entry.stem) };
  return gaps.some((gap) => gap > 1) ? { ...phrase, gaps } : phrase;
}

/** A term's tsquery: `'fast'`, `'old' <-> 'age'`, or with the places of stop words kept, `'take' <2> 'life'`. */
export function phraseQuery(term: { stems: readonly string[]; gaps?: readonly number[] }): string {
  return term.stems
    .map((stem, index) => {
      const gap = index === 0 ? undefined : (term.gaps?.[index - 1] ?? 1);
      const joint = gap === undefined ? '' : gap === 1 ? ' <-> ' : ` <${gap}> `;
      return joint + quoteStem(stem);
    })
    .join('');
}

/** What a related word counts in a rarer sense of its own: like a bare form that may be another sense, weak. */
const MINOR_SENSE = 0.5;

/** A related word's rarity (inverse document frequency) must be at least this share of the question's word's. */
const RELATED_RARITY = 0.75;
/** A related word this rare (in about one verse of 400) is always specific enough ('idol' for idolatry). */
const RARE_ENOUGH = 6;

export type PreparedConcept = RankingConcept & { candidate: CandidateConcept };

/**
 * A verb the question asks its topic through weighs at most this share of its weightiest other idea: a passage
 * saying both comes first, one saying the topic alone still answers, one saying only the verb never does.
 */
const FRAME_SHARE = 0.25;
/** An idea told around the question weighs at most this share of the question's weightiest own idea. */
const TOLD_SHARE = 0.25;

/**
 * The ideas `capped` picks weigh at most `share` of the weightiest idea it leaves: frame verbs ('treat' of "how
 * should I treat my servants") under the topic, what is told around a question under the question's own ideas.
 */
function capUnderOthers(
  concepts: readonly Concept[],
  prepared: PreparedConcept[],
  capped: (concept: Concept) => boolean | undefined,
  share: number,
): PreparedConcept[] {
  const picked = new Set(concepts.filter((concept) => capped(concept)).map((concept) => concept.label));
  const lead = Math.max(0, ...prepared.filter((c) => !picked.has(c.label)).map((c) => c.weight));
  if (picked.size === 0 || lead <= 0) return prepared;
  for (const concept of prepared) {
    if (!picked.has(concept.label) || concept.weight <= lead * share) continue;
    concept.weight = lead * share;
    concept.candidate.weight = concept.weight;
  }
  return prepared;
}

/** A scene word of a reader's situation ('father', 'job') weighs at most this share of what the situation needs. */
const INCIDENTAL_SHARE = 0.15;

/**
 * A reader's situation: each need weighs as the question's weightiest own idea and is a main idea (a passage that
 * says it answers), the scene words weigh little. Rarity cannot decide here: 'father' is rarer than 'comfort'.
 */
function weighSituation(concepts: readonly Concept[], prepared: PreparedConcept[]): PreparedConcept[] {
  const needs = new Set(concepts.filter((concept) => concept.need).map((concept) => concept.label));
  if (needs.size === 0) return prepared;
  const incidental = new Set(concepts.filter((c) => c.incidental || c.frame).map((concept) => concept.label));
  const own = prepared.filter((concept) => !needs.has(concept.label));
  const topic = own.filter((concept) => !incidental.has(concept.label));
  // When every word of the question sets the scene ("the death of my father"), the weightiest of them stands for it.
  const reference = Math.max(0, ...(topic.length > 0 ? topic : own).map((concept) => concept.weight));
  for (const concept of prepared) {
    if (needs.has(concept.label)) {
      if (reference > 0) concept.weight = reference;
      concept.main = true;
      concept.graded = true;
    } else if (incidental.has(concept.label) && !concepts.find((c) => c.label === concept.label)?.frame) {
      concept.weight = Math.min(concept.weight, reference * INCIDENTAL_SHARE);
    } else continue;
    concept.candidate.weight = concept.weight;
  }
  return prepared;
}

/** Turns the plan's ideas into stems with weights: rare in the library = important to the question. */
export function prepareConcepts(
  concepts: readonly Concept[],
  stems: Map<string, string | null>,
  stats: { total: number; frequencies: Map<string, number> },
): PreparedConcept[] {
  const idf = (stem: string) => {
    const frequency = stats.frequencies.get(stem);
    return frequency ? Math.log(1 + stats.total / (1 + frequency)) : 0;
  };
  const prepared = concepts.flatMap((concept) => {
    const terms = concept.terms.flatMap((term) => {
      const phrase = stemmedPhrase(term.words, stems);
      if (!phrase) return [];
      const guard = term.words.length === 1 ? guardOf(term.words[0]!, phrase.stems[0]!) : undefined;
      const surface = term.words.length === 1 ? surfacePattern(term.words[0]!) : undefined;
      return [
        {
          ...phrase,
          factor: termFactors[term.kind] * (term.minorSense ? MINOR_SENSE : 1),
          kind: term.kind,
          guard,
          surface,
        },
      ];
    });
    const own = terms.filter((term) => term.kind === 'word' || term.kind === 'form');
    // Weight by the question's own word (a rare form like 'littleness' must not make 'little' weighty); a phrase
    // weighs as its rarest word; a word the library lacks by its forms, then by the words that stand for it.
    const rarity = (list: typeof terms) =>
      Math.max(
        0,
        ...list
          .filter((term) => term.stems.every((stem) => idf(stem) > 0))
          .map((term) => Math.max(...term.stems.map(idf))),
      );
    const weight =
      (rarity(terms.filter((term) => term.kind === 'word')) || rarity(own) || rarity(terms)) ** 2;
    if (weight <= 0 || terms.length === 0) return [];
    // A related word far commoner than the question's own ('feeling' for gratitude) says too little to search by.
    const ownFloor = Math.min(Math.sqrt(weight) * RELATED_RARITY, RARE_ENOUGH);
    const searchable = terms.filter(
      (term) =>
        own.includes(term) ||
        (term.stems.every((stem) => idf(stem) > 0) && Math.max(...term.stems.map(idf)) >= ownFloor),
    );
    const ambiguous = new Map<string, AmbiguousForm>();
    for (const form of concept.ambiguous) {
      const stem = stems.get(form.bare);
      if (stem) ambiguous.set(stem, form);
    }
    const asCandidate = (term: (typeof terms)[number]) => ({
      query: phraseQuery(term),
      ...(term.guard ? { guard: term.guard } : {}),
    });
    return [
      {
        label: concept.label,
        weight,
        terms: searchable,
        ambiguous,
        candidate: {
          weight,
          drives: true,
          main: own.map(asCandidate),
          related: searchable.filter((term) => !own.includes(term)).map(asCandidate),
        },
      },
    ];
  });
  const framed = capUnderOthers(concepts, weighSituation(concepts, prepared), (c) => c.frame, FRAME_SHARE);
  // The question asked leads a message of several sentences; what is told around it counts little.
  return capUnderOthers(concepts, framed, (c) => c.told, TOLD_SHARE);
}
