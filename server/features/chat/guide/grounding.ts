import type { ReligionId } from '../../../../common/scripture/religions';
import {
  formatScriptureRef,
  type FoundScriptureRef,
  type ScriptureRef,
} from '../../../../common/scripture/scripture-ref';
import type { Passage } from './guide';
import { quotable } from './offline-guide';
import { quoteVerse } from '../../../../common/scripture/quote-verse';
import { quotes, wordsOf } from './quotation';
import { findReferencesByBlock, sentenceEnd, sentenceStart, tidySpacing } from './reply-text';

/** What a model's reply may quote: the passages it was given, and the reader's own words. */
export type GroundingSources = {
  passages: readonly Passage[];
  /** The question and the reader's earlier messages: quoting them back is not quoting scripture. */
  readerWords: readonly string[];
};

export type GroundedText = {
  text: string;
  /** References whose quotation was not the verse's wording and now holds the library's text. */
  replaced: string[];
  /** Quotations that named no source and matched none, removed with their sentence (their first words). */
  removed: string[];
};

/**
 * A quotation of this many words or more must be a source's or the reader's wording. Shorter ones pass: a term
 * ("metta", "agape") or a scare quote is not a claim about what a text says.
 */
export const MIN_CHECKED_QUOTATION_WORDS = 3;

function sameBook(a: ScriptureRef, b: ScriptureRef): boolean {
  return a.book === b.book && a.chapter === b.chapter;
}

/**
 * The passages a reference cites, when every verse it names is among them: 'Leviticus 19:18' is cited by the
 * passage Leviticus 19:18 (or one whose range holds it), 'Psalms 23' by any passage of that chapter. A reference
 * in the tradition it was read in is looked up first; a book both share ('Genesis') may be the other's.
 */
export function passagesCited(ref: ScriptureRef, passages: readonly Passage[]): Passage[] {
  const ofBook = passages.filter((passage) => sameBook(passage.ref, ref));
  const own = ofBook.filter((passage) => passage.religion === ref.religion);
  const candidates = own.length > 0 ? own : ofBook;
  if (ref.verse === undefined) return candidates;
  const covering: Passage[] = [];
  for (let verse = ref.verse; verse <= (ref.verseEnd ?? ref.verse); verse += 1) {
    const passage = candidates.find(
      (item) => item.ref.verse <= verse && verse <= (item.ref.verseEnd ?? item.ref.verse),
    );
    if (!passage) return [];
    if (!covering.includes(passage)) covering.push(passage);
  }
  return covering;
}

/** Whether each reference cites passages the reply was given (the only ones it may cite). */
export function amongSources(passages: readonly Passage[]) {
  return async (refs: readonly ScriptureRef[]): Promise<boolean[]> =>
    refs.map((ref) => passagesCited(ref, passages).length > 0);
}

type Quotation = { start: number; end: number; innerStart: number; innerEnd: number; closed: boolean };

/** Double-quoted spans (curly or straight); one left open runs to the end of the text. */
export function findQuotations(text: string): Quotation[] {
  const found: Quotation[] = [];
  let position = 0;
  while (position < text.length) {
    const open = text.slice(position).search(/[“"]/);
    if (open < 0) break;
    const start = position + open;
    const closeMark = text[start] === '“' ? '”' : '"';
    const close = text.indexOf(closeMark, start + 1);
    const closed = close >= 0;
    const end = closed ? close + 1 : text.length;
    found.push({ start, end, innerStart: start + 1, innerEnd: closed ? close : text.length, closed });
    position = end;
  }
  return found;
}

/**
 * The references a quotation is attributed to, nearest first: one right after it ('“…” (Matthew 6:14)'), then
 * those before it in its sentence ('Matthew 6:14 says “…”'), then the rest of its sentence.
 */
function attributions(
  text: string,
  quotation: Quotation,
  refs: readonly FoundScriptureRef[],
): ScriptureRef[] {
  const from = sentenceStart(text, quotation.start);
  const to = Math.max(sentenceEnd(text, quotation.start), quotation.end);
  const outside = refs.filter((item) => item.start >= quotation.end || item.end <= quotation.start);
  const right = outside.filter(
    (item) => item.start >= quotation.end && /^[\s,;:([–—-]*$/.test(text.slice(quotation.end, item.start)),
  );
  const before = outside.filter((item) => item.end <= quotation.start && item.start >= from).reverse();
  const after = outside.filter((item) => item.start >= quotation.end && item.end <= to);
  const ordered: ScriptureRef[] = [];
  for (const item of [...right.slice(0, 1), ...before, ...after]) {
    if (!ordered.includes(item.ref)) ordered.push(item.ref);
  }
  return ordered;
}

/**
 * Checks every quotation in a reply against the library's text. A quotation attributed to a source that is not
 * that source's wording is replaced with the library's text of it (quoted whole, or cut at a sentence end when
 * long); one attributed to nothing that matches no source nor the reader's words is removed with its sentence.
 * References are expected to be checked already (only sources left), so an attribution is always a source.
 */
export function groundQuotations(
  text: string,
  sources: GroundingSources,
  religion?: ReligionId,
): GroundedText {
  const quotations = findQuotations(text);
  if (quotations.length === 0) return { text, replaced: [], removed: [] };
  const { found } = findReferencesByBlock(text, religion);
  const replaced: string[] = [];
  const removed: string[] = [];
  const edits: Edit[] = [];

  for (const quotation of quotations) {
    const inner = text.slice(quotation.innerStart, quotation.innerEnd);
    const cited = attributions(text, quotation, found)
      .map((ref) => ({ ref, passages: passagesCited(ref, sources.passages) }))
      .filter((item) => item.passages.length > 0);
    if (cited.length > 0) {
      if (cited.some((item) => quotes(inner, wordingOf(item.passages)))) continue;
      const { ref, passages } = cited[0]!;
      const open = text[quotation.start]!;
      const close = quotation.closed ? text[quotation.end - 1]! : open === '“' ? '”' : '"';
      const library = quoteVerse(quotable(wordingOf(passages))).slice(1, -1);
      edits.push({ start: quotation.start, end: quotation.end, with: `${open}${library}${close}` });
      replaced.push(formatScriptureRef(ref));
      continue;
    }
    if (wordsOf(inner).length < MIN_CHECKED_QUOTATION_WORDS) continue;
    const known = [...sources.passages.map((passage) => passage.text), ...sources.readerWords];
    if (known.some((source) => quotes(inner, source))) continue;
    edits.push({
      start: sentenceStart(text, quotation.start),
      end: Math.max(sentenceEnd(text, quotation.start), quotation.end),
      with: '',
    });
    removed.push(wordsOf(inner).slice(0, 8).join(' '));
  }
  return { text: applyEdits(text, edits), replaced, removed };
}

type Edit = { start: number; end: number; with: string };

const wordingOf = (passages: readonly Passage[]) => passages.map((passage) => passage.text).join(' ');

/** Applies edits from the last to the first; one overlapping a wider one (a quotation in a removed sentence) is dropped. */
function applyEdits(text: string, edits: readonly Edit[]): string {
  const kept: Edit[] = [];
  for (const edit of [...edits].sort((a, b) => b.end - b.start - (a.end - a.start))) {
    if (!kept.some((other) => other.start < edit.end && edit.start < other.end)) kept.push(edit);
  }
  let result = text;
  for (const edit of kept.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.with + result.slice(edit.end);
  }
  return kept.some((edit) => edit.with === '') ? tidySpacing(result) : result;
}
