import type { SearchResponse, SnippetPart } from '../../../common/api/search';
import { religionIds, resolveReligion, type ReligionId } from '../../../common/scripture/religions';
import { formatScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { guardsFor, requiredWords } from './search-terms';
import { englishStems, listTranslations, MATCH_END, MATCH_START, searchVerses } from './store';

export type SearchParams = { q: string; religion?: string; translation?: string; limit: number };

/** Full-text search across the traditions, ranked, with each hit's snippet split into plain and matched parts. */
export async function searchScriptures(db: Database, params: SearchParams): Promise<SearchResponse> {
  let religion: ReligionId | undefined;
  if (params.religion) {
    religion = resolveReligion(params.religion);
    if (!religion) {
      throw badRequest(`Unknown religion '${params.religion}'. Choose one of: ${religionIds.join(', ')}.`);
    }
  }
  const words = requiredWords(params.q);
  const [translations, stems] = await Promise.all([listTranslations(db), englishStems(db, words)]);
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
  const filter = { query: params.q, religion, translations: searched, guards: guardsFor(words, stems) };
  const { counts: counted, results: rows } = await searchVerses(db, filter, params.limit);
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
      return {
        ...ref,
        reference: formatScriptureRef(ref),
        translation: row.translation,
        text: row.text,
        snippet: snippetParts(row.headline),
        rank: Math.round(row.rank * 10_000) / 10_000,
      };
    }),
  };
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
