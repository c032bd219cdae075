import { findBook } from '../../../common/scripture/books';
import type { ReligionId } from '../../../common/scripture/religions';
import { formatScriptureRef, type VerseScriptureRef } from '../../../common/scripture/scripture-ref';
import type { Database } from '../../db/client';
import { chapterKeyOf, suttaCitationsOf } from '../../db/sutta-citations';
import type { Passage } from './guide/guide';
import { MAX_QUOTE } from './guide/offline-guide';
import { readPassages, type PassageKey, type PassageRow, type TranslationRow } from './retrieval-store';
import { sentenceStart } from './sentence-start';

/** A segment book's passage spans up to this many lines, and stops early at a sentence end past this length. */
export const STANZA_SEGMENTS = 4;
const STANZA_MIN_LENGTH = 90;
/** How many lines before a segment passage are read to find where its first line's sentence starts. */
const LEAD_READ = 4;

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

/**
 * Books whose rows are the lines of one translator's sentences (Sujato's Suttas and Dhammapada, where a stanza's
 * sentence often runs over two verses: "...sees the four noble truths: / suffering, suffering's origin..."): a
 * passage is quoted from where its first line's sentence starts.
 */
export function startsAtSentence(religion: string, book: string): boolean {
  return isSegmentBook(religion, book) || (religion === 'buddhism' && book === 'Dhammapada');
}

type Row = Omit<PassageRow, 'score'>;
type Span = { pick: VerseScriptureRef; first: Row; parts: string[]; start: number; last: number };

/** The pick's own lines: the verses it names, and for a segment book the next ones to a sentence end. */
function forwardSpan(
  religion: ReligionId,
  pick: VerseScriptureRef,
  byKey: Map<string, Row>,
): Span | undefined {
  const first = byKey.get(keyOf(pick));
  if (!first) return undefined;
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
  return { pick, first, parts, start: pick.verse, last };
}

/**
 * A sutta line that starts inside its sentence ("and I guarantee you non-return") is quoted from where the sentence
 * starts, taking in the lines before it that no other passage of the list shows; when the start is too far back, the
 * quotation says it begins inside a sentence (an ellipsis), so the reader never takes a fragment for a whole.
 */
function withSentenceStart(span: Span, byKey: Map<string, Row>, shownElsewhere: ReadonlySet<string>): Span {
  const before: string[] = [];
  for (let verse = span.start - 1; verse >= Math.max(1, span.start - LEAD_READ); verse -= 1) {
    const key = keyOf({ ...span.pick, verse });
    const row = byKey.get(key);
    if (!row || shownElsewhere.has(key)) break;
    before.push(row.text.trim());
  }
  // A chat answer quotes a passage up to MAX_QUOTE characters: the lead-in must not push the line found out of it.
  const room = MAX_QUOTE - span.parts.join(' ').length;
  const { lead, cut } = sentenceStart(span.parts[0]!, before, room);
  const leadLines = before.slice(0, lead).reverse();
  const parts = [...leadLines, ...span.parts];
  if (cut) parts[0] = `… ${parts[0]!}`;
  return { ...span, parts, start: span.start - lead };
}

/** Reads the picked verses (and a segment's following lines) and turns them into quotable passages. */
export async function assemble(
  db: Database,
  picks: Map<ReligionId, VerseScriptureRef[]>,
  translations: readonly TranslationRow[],
): Promise<Record<ReligionId, Passage[]>> {
  const keys: PassageKey[] = [...picks.values()].flat().map((pick) => {
    const segments = isSegmentBook(pick.religion, pick.book);
    return {
      ...pick,
      verse: startsAtSentence(pick.religion, pick.book) ? Math.max(1, pick.verse - LEAD_READ) : pick.verse,
      verseEnd: segments
        ? Math.max(pick.verseEnd ?? pick.verse, pick.verse + STANZA_SEGMENTS - 1)
        : (pick.verseEnd ?? pick.verse),
    };
  });
  const rows = await readPassages(
    db,
    keys,
    translations.map((translation) => translation.id),
  );
  const byKey = new Map<string, Row>(rows.map((row) => [keyOf(row), row]));
  const citations = await suttaCitationsOf(db, keys);
  const names = new Map(translations.map((translation) => [translation.id, translation.name]));

  const result = {} as Record<ReligionId, Passage[]>;
  for (const [religion, list] of picks) {
    const spans = list.flatMap((pick) => forwardSpan(religion, pick, byKey) ?? []);
    // The lines each passage shows of its own: another passage's lead-in must not repeat them.
    const shownBy = spans.map((span) => {
      const shown = new Set<string>();
      for (let verse = span.start; verse <= span.last; verse += 1) shown.add(keyOf({ ...span.pick, verse }));
      return shown;
    });
    result[religion] = spans.map((forward, index) => {
      const others = new Set(shownBy.filter((_, other) => other !== index).flatMap((set) => [...set]));
      const span = startsAtSentence(religion, forward.pick.book)
        ? withSentenceStart(forward, byKey, others)
        : forward;
      const ref = {
        religion,
        book: span.pick.book,
        chapter: span.pick.chapter,
        verse: span.start,
        ...(span.last > span.start ? { verseEnd: span.last } : {}),
      };
      const citation = citations.get(chapterKeyOf(ref));
      return {
        ref,
        reference: formatScriptureRef(ref),
        ...(citation ? { citation } : {}),
        religion,
        book: span.pick.book,
        chapter: span.pick.chapter,
        verse: span.start,
        text: span.parts.join(' ').replace(/\s+/g, ' '),
        translation: span.first.translation,
        translationName: names.get(span.first.translation) ?? span.first.translation,
      };
    });
  }
  return result;
}
