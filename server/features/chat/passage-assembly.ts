import { findBook } from '../../../common/scripture/books';
import type { ReligionId } from '../../../common/scripture/religions';
import { formatScriptureRef, type VerseScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Database } from '../../db/client';
import type { Passage } from './guide/guide';
import { readPassages, type PassageKey, type PassageRow, type TranslationRow } from './retrieval-store';

/** A segment book's passage spans up to this many lines, and stops early at a sentence end past this length. */
export const STANZA_SEGMENTS = 4;
const STANZA_MIN_LENGTH = 90;

export const keyOf = (row: { religion: string; book: string; chapter: number; verse: number }) =>
  `${row.religion}|${row.book}|${row.chapter}|${row.verse}`;

/**
 * Whether a segment passage shown so far takes in the next line: it goes on until a sentence ends past
 * `STANZA_MIN_LENGTH` characters (a sutta's line is often a fraction of its sentence).
 */
export function stanzaGoesOn(shown: string): boolean {
  return !(shown.length >= STANZA_MIN_LENGTH && /[.!?;:”’"]$/.test(shown));
}

/** Segment books (the Suttas) store one line per row: a passage is the line and the next ones, to a sentence end. */
export function isSegmentBook(religion: string, book: string): boolean {
  return findBook(religion as ReligionId, book)?.verseLabel === 'Segment';
}

/** Reads the picked verses (and a segment's following lines) and turns them into quotable passages. */
export async function assemble(
  db: Database,
  picks: Map<ReligionId, VerseScriptureRef[]>,
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
          if (!stanzaGoesOn(parts.join(' '))) break;
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
