import type { ReligionId } from '../../../../common/scripture/religions';
import {
  formatScriptureRef,
  type FoundScriptureRef,
  type ScriptureRef,
} from '../../../../common/scripture/scripture-ref';
import { groundQuotations, type GroundedText, type GroundingSources } from './grounding';
import { findReferencesByBlock, sentenceEnd, sentenceStart, withoutSpans } from './reply-text';

/** Says, for each reference, whether it may stand (the library holds it, or it is among a reply's sources). */
export type ReferenceChecker = (refs: readonly ScriptureRef[]) => Promise<boolean[]>;

export type CheckedText = {
  text: string;
  kept: ScriptureRef[];
  removed: string[];
  /** The tradition whose perspective block the text ends in. */
  religion?: ReligionId;
};

type Span = { start: number; end: number; label: string };

/** 'Book 12:34' shapes: a citation, even when its book is unknown ('Hezekiah 3:16') or its numbers are out of range. */
const citationShape =
  /(?:\b[1-3]\s*)?\b\p{Lu}[\p{L}'’-]+(?:\s+(?:of\s+)?\p{Lu}[\p{L}'’-]+){0,3}\s+\d{1,4}\s*[:.]\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?/gu;

/** Citation-shaped text that is no reference the parser knows: an invented book or a chapter past the end. */
function suspectCitations(text: string, found: readonly FoundScriptureRef[]): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(citationShape)) {
    const start = match.index;
    const end = start + match[0].length;
    if (found.some((item) => item.start < end && start < item.end)) continue;
    spans.push({ start, end, label: match[0] });
  }
  return spans;
}

/**
 * Checks every reference in a reply against the library. A sentence citing a reference the library does not
 * hold (an invented or mistaken one) is removed whole, with any quotation it carries: it is never shown.
 */
export async function checkReferences(
  text: string,
  check: ReferenceChecker,
  religion?: ReligionId,
): Promise<CheckedText> {
  const { found, religion: after } = findReferencesByBlock(text, religion);
  const verdicts = found.length > 0 ? await check(found.map((item) => item.ref)) : [];
  const kept = found.filter((_, index) => verdicts[index]).map((item) => item.ref);
  const unknown: Span[] = [
    ...found
      .filter((_, index) => !verdicts[index])
      .map((item) => ({ ...item, label: formatScriptureRef(item.ref) })),
    ...suspectCitations(text, found),
  ];
  if (unknown.length === 0) return { text, kept, removed: [], religion: after };

  const cuts = unknown.map((item) => [sentenceStart(text, item.start), sentenceEnd(text, item.end)] as const);
  return {
    text: withoutSpans(text, cuts),
    kept,
    removed: unknown.map((item) => item.label),
    religion: after,
  };
}

function insideQuotation(text: string): boolean {
  const opened = (text.match(/“/g) ?? []).length - (text.match(/”/g) ?? []).length;
  return opened > 0 || (text.match(/"/g) ?? []).length % 2 === 1;
}

/**
 * Where the buffered text may be cut: after a sentence or a line, outside any quotation, not before a number or
 * a parenthesis (a citation after a quotation stays with it).
 */
function lastSafeCut(buffer: string): number {
  let cut = -1;
  for (const match of buffer.matchAll(/\n+|[.!?]["”’)\]]*\s+(?=[^\d(])/g)) {
    const end = match.index + match[0].length;
    if (!insideQuotation(buffer.slice(0, end))) cut = end;
  }
  return cut;
}

export type GateOptions = {
  /** Which references may stand: those the library holds, or (for a model) those among its sources. */
  check: ReferenceChecker;
  /** For a model's reply: the passages and reader's words its quotations must match. */
  sources?: GroundingSources;
  /** Called with each released piece's findings (kept and removed references, replaced quotations). */
  onChecked?: (checked: GatedText) => void;
};

export type GatedText = CheckedText & { grounded: GroundedText | null };

async function release(
  text: string,
  options: GateOptions,
  religion: ReligionId | undefined,
): Promise<GatedText> {
  const checked = await checkReferences(text, options.check, religion);
  const grounded = options.sources ? groundQuotations(checked.text, options.sources, religion) : null;
  return { ...checked, text: grounded?.text ?? checked.text, grounded };
}

/**
 * Streams a reply sentence by sentence, each one released only after its references (and, for a model, its
 * quotations) are checked, so an invented reference or a misquotation never reaches the reader even for a moment.
 */
export async function* gateReferences(
  pieces: AsyncIterable<string>,
  options: GateOptions,
): AsyncGenerator<string> {
  let buffer = '';
  let religion: ReligionId | undefined;
  for await (const piece of pieces) {
    buffer += piece;
    const cut = lastSafeCut(buffer);
    if (cut <= 0) continue;
    const ready = buffer.slice(0, cut);
    buffer = buffer.slice(cut);
    const gated = await release(ready, options, religion);
    religion = gated.religion;
    options.onChecked?.(gated);
    if (gated.text) yield gated.text;
  }
  if (buffer) {
    const gated = await release(buffer, options, religion);
    options.onChecked?.(gated);
    if (gated.text) yield gated.text;
  }
}
