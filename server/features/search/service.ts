import type { SearchResponse, SnippetPart } from '../../../common/api/search';
import { religionIds, resolveReligion, type ReligionId } from '../../../common/scripture/religions';
import { formatScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Database } from '../../db/client';
import { chapterKeyOf, suttaCitationsOf } from '../../db/sutta-citations';
import { badRequest, serviceUnavailable } from '../../lib/http-error';
import { queryWords, requiredQueryWords } from '../../lib/query-words';
import { spellingVariants } from '../../lib/spelling-variants';
import { findReferencedPassages } from './referenced-passages';
import { guardsFor } from './search-terms';
import {
  englishStems,
  listTranslations,
  MATCH_END,
  MATCH_START,
  queryShape,
  searchVerses,
  withStatementTimeout,
} from './store';

export type SearchParams = { q: string; religion?: string; translation?: string; limit: number };
export type SearchOptions = { statementTimeoutMs: number };

/**
 * Matches ranked per search at most. The most frequent single words ('said', 'lord') match 10,000 to 31,000
 * verses and rank in a few hundred milliseconds; a query that matches more (an OR of common words) would hold
 * PGlite, which serves one query at a time, for seconds, and is refused as too broad instead.
 */
export const SEARCH_CANDIDATE_LIMIT = 40_000;
/** Parsed operands and operators (30 plain words make 59; hyphenated compounds add a few each). */
export const SEARCH_MAX_QUERY_NODES = 120;

/** Full-text search across the traditions, ranked, with each hit's snippet split into plain and matched parts. */
export async function searchScriptures(
  db: Database,
  params: SearchParams,
  options: SearchOptions,
): Promise<SearchResponse> {
  let religion: ReligionId | undefined;
  if (params.religion) {
    religion = resolveReligion(params.religion);
    if (!religion) {
      throw badRequest(`Unknown religion '${params.religion}'. Choose one of: ${religionIds.join(', ')}.`);
    }
  }
  try {
    return await withStatementTimeout(db, options.statementTimeoutMs, (tx) =>
      runSearch(tx, params, religion),
    );
  } catch (error) {
    if (isStatementTimeout(error)) {
      throw serviceUnavailable(
        'This search took too long. Please try again with fewer or more specific words, or choose a tradition.',
      );
    }
    throw error;
  }
}

async function runSearch(
  db: Database,
  params: SearchParams,
  religion: ReligionId | undefined,
): Promise<SearchResponse> {
  // One after the other: inside a transaction every statement runs on the same connection anyway.
  const translations = await listTranslations(db);
  if (params.translation && !translations.some((translation) => translation.id === params.translation)) {
    const ids = translations.map((translation) => translation.id).join(', ');
    throw badRequest(`Unknown translation '${params.translation}'. Available: ${ids || 'none yet'}.`);
  }
  // Without a translation, one text per verse: each tradition's default reading text, never its duplicates.
  const searched = params.translation
    ? [params.translation]
    : translations
        .filter((translation) => translation.isDefault && !translation.isOriginal)
        .map(({ id }) => id);
  // A reference ('John 3:16', '2:255') asks for that passage: its words ('John') are no topic to search for.
  const defaults = translations.filter((translation) => translation.isDefault && !translation.isOriginal);
  // A translation asked for is read first; a passage it lacks (the Qur'an in the KJV) comes in the default one.
  const readings = [...new Set([...searched, ...defaults.map(({ id }) => id)])];
  const referenced = await findReferencedPassages(db, params.q, readings);
  if (referenced) return { ...emptyResponse(params.q), referenced };
  await refuseUnselectiveQuery(db, params.q);
  const variants = [...new Set(queryWords(params.q))].flatMap((word) => {
    const others = spellingVariants(word);
    return others.length > 0 ? [[word, others] as const] : [];
  });
  // A guard is one spelling's prefix: a word spelt two ways keeps both ways, unguarded.
  const words = requiredQueryWords(params.q).filter((word) => spellingVariants(word).length === 0);
  const stems = await englishStems(db, words);
  const guards = guardsFor(words, stems);
  const filter = { query: params.q, variants, religion, translations: searched, guards };
  const found = await searchVerses(db, filter, params.limit, SEARCH_CANDIDATE_LIMIT);
  if (found.tooBroad) {
    throw badRequest(
      `'${params.q}' matches more than ${SEARCH_CANDIDATE_LIMIT.toLocaleString('en')} verses, too many to rank. ` +
        'Add a more specific word, remove an OR alternative, or choose a tradition.',
    );
  }
  const { counts: counted, results: rows } = found;
  const citations = await suttaCitationsOf(db, rows);
  const counts = Object.fromEntries(religionIds.map((id) => [id, counted[id] ?? 0])) as Record<
    ReligionId,
    number
  >;
  return {
    query: params.q,
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    counts,
    results: rows.map((row) => {
      const ref = {
        religion: row.religion as ReligionId,
        book: row.book,
        chapter: row.chapter,
        verse: row.verse,
      };
      const citation = citations.get(chapterKeyOf(ref));
      return {
        ...ref,
        reference: formatScriptureRef(ref),
        ...(citation ? { citation } : {}),
        translation: row.translation,
        text: row.text,
        snippet: snippetParts(row.headline),
        rank: Math.round(row.rank * 10_000) / 10_000,
      };
    }),
  };
}

function emptyResponse(query: string): SearchResponse {
  const counts = Object.fromEntries(religionIds.map((id) => [id, 0])) as Record<ReligionId, number>;
  return { query, total: 0, counts, results: [] };
}

/**
 * Refuses, before anything is scanned, a query the full-text index cannot narrow down: only stop words (nothing
 * to look for), only negated words or an OR with a negated alternative (every verse would match and be ranked),
 * or more terms than a question needs.
 */
async function refuseUnselectiveQuery(db: Database, query: string): Promise<void> {
  const shape = await queryShape(db, query);
  if (shape.nodes === 0) {
    throw badRequest(
      `'${query}' has no words to search for: very common words such as 'the', 'and' or 'of' are not indexed. ` +
        'Add a word that says what you are looking for.',
    );
  }
  if (shape.matchesNothingInParticular) {
    throw badRequest(
      'A search needs at least one word to find (in every OR alternative): a word starting with - only leaves ' +
        "verses out. For example 'mercy -anger'.",
    );
  }
  if (shape.nodes > SEARCH_MAX_QUERY_NODES) {
    throw badRequest('This search has too many terms. Please search for fewer words.');
  }
}

/** PostgreSQL's query_canceled: here, the statement timeout set for the search ran out. */
function isStatementTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '57014') return true;
    current = cause;
  }
  return false;
}

/** 'a \u0001b\u0002 c' → [a ] [b: highlighted] [ c]. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(MATCH_START).entries()) {
    const [inside, after] = index === 0 ? [undefined, piece] : splitOnce(piece, MATCH_END);
    if (inside) parts.push({ text: inside, highlight: true });
    if (after) parts.push({ text: after, highlight: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
