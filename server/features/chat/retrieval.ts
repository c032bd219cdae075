import { booksByReligion, findBook } from '../../../common/scripture/books';
import { religionIds, type ReligionId } from '../../../common/scripture/religions';
import {
  formatScriptureRef,
  parseScriptureRef,
  type ScriptureRef,
} from '../../../common/scripture/scripture-ref';
import { libraryOf } from '../../corpus/library-generation';
import type { Database } from '../../db/client';
import type { Passage } from '../../lib/guide/guide';
import { planQuery, type QueryPlan } from './query-terms';
import {
  englishStems,
  findCandidates,
  listQuotableTranslations,
  readPassages,
  type PassageKey,
  type PassageRow,
  type TranslationRow,
} from './retrieval-store';

/** Books a teacher of each tradition opens first; every other book weighs 1. */
const bookWeights: Record<string, number> = {
  ...Object.fromEntries(
    booksByReligion.christianity
      .filter((book) => book.section === 'New Testament')
      .map((book) => [book.name, 1.25]),
  ),
  ...Object.fromEntries(
    booksByReligion.judaism.filter((book) => book.section === 'Torah').map((book) => [book.name, 1.15]),
  ),
  Psalms: 1.15,
  Proverbs: 1.15,
  "Qur'an": 1.3,
  Dhammapada: 1.8,
  'Sutta Nipata': 1.3,
  Itivuttaka: 1.2,
  Udana: 1.2,
  Khuddakapatha: 1.2,
};

type Term = { word: string; weight: number; lexeme: string; prefix: string; guarded: boolean };

const stemCache = new Map<string, string | null>();
/** The translations a library generation can quote: they change only when a source finishes importing. */
const translationCache = new WeakMap<Database, { generation: string; rows: Promise<TranslationRow[]> }>();

function quotableTranslations(db: Database, generation: string): Promise<TranslationRow[]> {
  const cached = translationCache.get(db);
  if (cached?.generation === generation) return cached.rows;
  const rows = listQuotableTranslations(db);
  translationCache.set(db, { generation, rows });
  rows.catch(() => translationCache.delete(db));
  return rows;
}

async function stemsOf(db: Database, words: readonly string[]): Promise<Map<string, string | null>> {
  const missing = words.filter((word) => !stemCache.has(word));
  if (missing.length > 0) {
    const found = await englishStems(db, missing);
    if (stemCache.size > 20_000) stemCache.clear();
    for (const word of missing) stemCache.set(word, found.get(word) ?? null);
  }
  return new Map(words.map((word) => [word, stemCache.get(word) ?? null]));
}

function commonPrefix(a: string, b: string): string {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return a.slice(0, index);
}

/**
 * The stemmer maps 'compassion' to 'compass', so "they compassed me about" would match. When the stem is not
 * the word's own beginning (give or take its last letters), a match must also contain the word's beginning.
 */
function toTerm(word: string, weight: number, stem: string): Term {
  const guarded = !stem.startsWith(word.slice(0, Math.max(3, word.length - 3)));
  const prefix = guarded ? word.slice(0, Math.max(4, word.length - 2)) : commonPrefix(word, stem);
  return { word, weight, lexeme: stem, prefix: prefix.length >= 3 ? prefix : stem, guarded };
}

function lengthFactor(text: string): number {
  if (text.length < 30) return 0.4;
  if (text.length < 60) return 0.8;
  if (text.length > 900) return 0.7;
  return 1;
}

function coverage(text: string, terms: readonly Term[]): number {
  const lower = text.toLowerCase();
  let total = 0;
  const seen = new Set<string>();
  for (const term of terms) {
    if (seen.has(term.lexeme)) continue;
    if (new RegExp(`\\b${term.prefix}`).test(lower)) {
      total += term.weight;
      seen.add(term.lexeme);
    }
  }
  return total;
}

const keyOf = (row: { religion: string; book: string; chapter: number; verse: number }) =>
  `${row.religion}|${row.book}|${row.chapter}|${row.verse}`;

/** Segment books (the Suttas) store one line per row: a passage is the line and the next ones, to a sentence end. */
function isSegmentBook(religion: string, book: string): boolean {
  return findBook(religion as ReligionId, book)?.verseLabel === 'Segment';
}

type Picked = { religion: ReligionId; book: string; chapter: number; verse: number; verseEnd?: number };

export type Retrieval = { plan: QueryPlan; passages: Record<ReligionId, Passage[]> };

export type RetrievalOptions = { religions?: readonly ReligionId[]; perReligion: number };

/**
 * The most relevant passages per tradition for a question or a theme, from the whole library: verses the
 * question cites, then the theme's classic passages, then full-text matches re-ranked by how many of the
 * question's ideas they hold, the book's standing and their length.
 */
export async function retrievePassages(
  db: Database,
  text: string,
  options: RetrievalOptions,
): Promise<Retrieval> {
  const generation = await libraryOf(db).current();
  const key = `${options.perReligion}|${(options.religions ?? religionIds).join(',')}|${text.trim().toLowerCase()}`;
  const cached = retrievalCache.get(key);
  if (
    cached &&
    cached.db === db &&
    cached.generation === generation &&
    Date.now() - cached.at < RETRIEVAL_CACHE_MS
  ) {
    return cached.result;
  }
  const result = retrieveUncached(db, generation, text, options);
  retrievalCache.delete(key);
  if (retrievalCache.size >= RETRIEVAL_CACHE_SIZE) retrievalCache.delete(retrievalCache.keys().next().value!);
  retrievalCache.set(key, { db, generation, at: Date.now(), result });
  result.catch(() => retrievalCache.delete(key));
  return result;
}

/**
 * The library only changes when a corpus is imported, so the same question or theme finds the same passages
 * within one library generation: the cache spares the full-text ranking (the costly part) for the themes
 * everyone picks, and a source that finishes importing starts a new generation, so nothing ranked from a
 * half-imported library is served after it.
 */
const retrievalCache = new Map<
  string,
  { db: Database; generation: string; at: number; result: Promise<Retrieval> }
>();
const RETRIEVAL_CACHE_MS = 6 * 60 * 60_000;
const RETRIEVAL_CACHE_SIZE = 500;

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

  const stems = await stemsOf(
    db,
    plan.terms.map((term) => term.word),
  );
  const terms = plan.terms.flatMap((term) => {
    const stem = stems.get(term.word);
    return stem ? [toTerm(term.word, term.weight, stem)] : [];
  });

  const fixedRefs: ScriptureRef[] = [...plan.citedRefs];
  for (const theme of plan.themes) {
    for (const religion of religions) {
      for (const reference of theme.classics[religion] ?? []) {
        const ref = parseScriptureRef(reference, { religion });
        if (ref?.verse !== undefined) fixedRefs.push(ref);
      }
    }
  }

  const [candidates, fixedRows] = await Promise.all([
    findCandidates(db, {
      lexemes: [...new Set(terms.filter((term) => !term.guarded).map((term) => term.lexeme))],
      guarded: terms
        .filter((term) => term.guarded)
        .map((term) => ({ lexeme: term.lexeme, prefix: term.prefix })),
      translations: translationIds,
      religions,
      perReligion: Math.max(30, perReligion * 6),
      bookWeights,
    }),
    readPassages(
      db,
      fixedRefs
        .filter((ref) => religions.includes(ref.religion))
        .map((ref) => ({ ...ref, verse: ref.verse!, verseEnd: ref.verseEnd ?? ref.verse! })),
      translationIds,
    ),
  ]);

  const existing = new Set(fixedRows.map(keyOf));
  const picks = new Map<ReligionId, Picked[]>(religions.map((religion) => [religion, []]));
  const taken = new Set<string>();
  const classicLimit = (religion: ReligionId) =>
    candidatesOf(religion).length > 0 ? Math.max(1, perReligion - 1) : perReligion;
  function candidatesOf(religion: ReligionId) {
    return candidates.filter((row) => row.religion === religion);
  }

  for (const ref of fixedRefs) {
    const list = picks.get(ref.religion);
    const key = keyOf({ ...ref, verse: ref.verse! });
    if (!list || taken.has(key) || !existing.has(key)) continue;
    const cited = plan.citedRefs.includes(ref);
    if (!cited && list.length >= classicLimit(ref.religion)) continue;
    list.push({ ...ref, verse: ref.verse!, ...(ref.verseEnd ? { verseEnd: ref.verseEnd } : {}) });
    for (let verse = ref.verse!; verse <= (ref.verseEnd ?? ref.verse!); verse += 1)
      taken.add(keyOf({ ...ref, verse }));
  }

  for (const religion of religions) {
    const list = picks.get(religion)!;
    const chapterCounts = new Map<string, number>();
    for (const pick of list)
      chapterCounts.set(
        `${pick.book}|${pick.chapter}`,
        (chapterCounts.get(`${pick.book}|${pick.chapter}`) ?? 0) + 1,
      );
    const scored = candidatesOf(religion)
      .filter((row) => !taken.has(keyOf(row)))
      .map((row) => ({
        row,
        score:
          (coverage(row.text, terms) + row.score * 4) * (bookWeights[row.book] ?? 1) * lengthFactor(row.text),
      }))
      .sort((a, b) => b.score - a.score);
    while (list.length < perReligion && scored.length > 0) {
      // Spread the picks: each earlier pick from the same chapter lowers a candidate's standing.
      scored.sort(
        (a, b) =>
          b.score * 0.7 ** (chapterCounts.get(`${b.row.book}|${b.row.chapter}`) ?? 0) -
          a.score * 0.7 ** (chapterCounts.get(`${a.row.book}|${a.row.chapter}`) ?? 0),
      );
      const { row } = scored.shift()!;
      if (taken.has(keyOf(row))) continue;
      taken.add(keyOf(row));
      const chapterKey = `${row.book}|${row.chapter}`;
      chapterCounts.set(chapterKey, (chapterCounts.get(chapterKey) ?? 0) + 1);
      list.push({ religion, book: row.book, chapter: row.chapter, verse: row.verse });
    }
  }

  return { plan, passages: await assemble(db, picks, translations) };
}

const STANZA_SEGMENTS = 4;
const STANZA_MIN_LENGTH = 90;

/** Reads the picked verses (and a segment's following lines) and turns them into quotable passages. */
async function assemble(
  db: Database,
  picks: Map<ReligionId, Picked[]>,
  translations: readonly TranslationRow[],
): Promise<Record<ReligionId, Passage[]>> {
  const keys: PassageKey[] = [...picks.values()].flat().map((pick) => ({
    ...pick,
    verseEnd: isSegmentBook(pick.religion, pick.book)
      ? Math.max(pick.verseEnd ?? pick.verse, pick.verse + STANZA_SEGMENTS - 1)
      : (pick.verseEnd ?? pick.verse),
  }));
  const rows = await readPassages(
    db,
    keys,
    translations.map((translation) => translation.id),
  );
  const byKey = new Map<string, Omit<PassageRow, 'score'>>(rows.map((row) => [keyOf(row), row]));
  const names = new Map(translations.map((translation) => [translation.id, translation.name]));

  const result = {} as Record<ReligionId, Passage[]>;
  for (const [religion, list] of picks) {
    result[religion] = list.flatMap((pick) => {
      const first = byKey.get(keyOf(pick));
      if (!first) return [];
      const parts = [first.text.trim()];
      let last = pick.verse;
      const end = pick.verseEnd ?? pick.verse;
      for (let verse = pick.verse + 1; verse <= end; verse += 1) {
        const row = byKey.get(keyOf({ ...pick, verse }));
        if (!row) break;
        parts.push(row.text.trim());
        last = verse;
      }
      if (isSegmentBook(religion, pick.book)) {
        for (let verse = last + 1; verse < pick.verse + STANZA_SEGMENTS; verse += 1) {
          const joined = parts.join(' ');
          if (joined.length >= STANZA_MIN_LENGTH && /[.!?;:”’"]$/.test(joined)) break;
          const row = byKey.get(keyOf({ ...pick, verse }));
          if (!row) break;
          parts.push(row.text.trim());
          last = verse;
        }
      }
      const ref = {
        religion,
        book: pick.book,
        chapter: pick.chapter,
        verse: pick.verse,
        ...(last > pick.verse ? { verseEnd: last } : {}),
      };
      return [
        {
          ref,
          reference: formatScriptureRef(ref),
          religion,
          book: pick.book,
          chapter: pick.chapter,
          verse: pick.verse,
          text: parts.join(' ').replace(/\s+/g, ' '),
          translation: first.translation,
          translationName: names.get(first.translation) ?? first.translation,
        },
      ];
    });
  }
  return result;
}
