import { resolveReligion, type ReligionId } from '../../../common/scripture/religions';
import {
  findScriptureRefs,
  formatScriptureRef,
  type FoundScriptureRef,
  type ScriptureRef,
} from '../../../common/scripture/scripture-ref';

/** Says, for each reference, whether the library holds it. */
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

const sentenceBreak = /(?:[.!?]["”’)\]]*\s+|\n+|<\/perspective>\s*)/g;

function sentenceStart(text: string, index: number): number {
  let start = 0;
  for (const match of text.slice(0, index).matchAll(sentenceBreak)) start = match.index + match[0].length;
  return start;
}

/** The end of the sentence holding `index`, stepping over quotations (a quoted verse may hold full stops). */
function sentenceEnd(text: string, index: number): number {
  let position = index;
  while (position < text.length) {
    const char = text[position]!;
    if (char === '“' || char === '"') {
      const close = text.indexOf(char === '“' ? '”' : '"', position + 1);
      if (close < 0) return text.length;
      position = close + 1;
      // A quotation ending with its own full stop ends the sentence: “Forgive. Always.” The next one…
      if (/[.!?]$/.test(text.slice(0, close)))
        return position + /^[ \t]*/.exec(text.slice(position))![0].length;
      continue;
    }
    if (char === '\n' || text.startsWith('<perspective>', position)) return position;
    if (/[.!?]/.test(char) && /^["”’)\]]*(?:\s|$)/.test(text.slice(position + 1))) {
      const after = position + 1 + /^["”’)\]]*/.exec(text.slice(position + 1))![0].length;
      return after + /^[ \t]*/.exec(text.slice(after))![0].length;
    }
    position += 1;
  }
  return text.length;
}

const perspectiveTags = /<perspective>\s*([^<>]{1,40}?)\s*<\/perspective>/gi;

/**
 * References read in the tradition of the perspective block they sit in: 'Genesis 2:7' under Judaism is the
 * Tanakh's, under Christianity the Bible's. Returns the tradition in force at the end, for the next piece.
 */
function findReferencesByBlock(
  text: string,
  religion: ReligionId | undefined,
): { found: FoundScriptureRef[]; religion: ReligionId | undefined } {
  const found: FoundScriptureRef[] = [];
  let current = religion;
  let start = 0;
  const scan = (end: number) => {
    for (const item of findScriptureRefs(text.slice(start, end), current ? { religion: current } : {})) {
      found.push({ ...item, start: item.start + start, end: item.end + start });
    }
  };
  for (const tag of text.matchAll(perspectiveTags)) {
    scan(tag.index);
    current = resolveReligion(tag[1]!) ?? current;
    start = tag.index + tag[0].length;
  }
  scan(text.length);
  return { found, religion: current };
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

  const cuts = unknown
    .map((item) => [sentenceStart(text, item.start), sentenceEnd(text, item.end)] as const)
    .sort((a, b) => a[0] - b[0]);
  let result = '';
  let position = 0;
  for (const [start, end] of cuts) {
    if (end <= position) continue;
    result += text.slice(position, Math.max(position, start));
    position = end;
  }
  result += text.slice(position);
  const cleaned = result
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
  return { text: cleaned, kept, removed: unknown.map((item) => item.label), religion: after };
}

function insideQuotation(text: string): boolean {
  const opened = (text.match(/“/g) ?? []).length - (text.match(/”/g) ?? []).length;
  return opened > 0 || (text.match(/"/g) ?? []).length % 2 === 1;
}

/** Where the buffered text may be cut: after a sentence or a line, outside any quotation, not before a number. */
function lastSafeCut(buffer: string): number {
  let cut = -1;
  for (const match of buffer.matchAll(/\n+|[.!?]["”’)\]]*\s+(?=\D)/g)) {
    const end = match.index + match[0].length;
    if (!insideQuotation(buffer.slice(0, end))) cut = end;
  }
  return cut;
}

/**
 * Streams a reply sentence by sentence, each one released only after its references are checked, so an
 * invented reference never reaches the reader even for a moment.
 */
export async function* gateReferences(
  pieces: AsyncIterable<string>,
  check: ReferenceChecker,
  onChecked?: (checked: CheckedText) => void,
): AsyncGenerator<string> {
  let buffer = '';
  let religion: ReligionId | undefined;
  for await (const piece of pieces) {
    buffer += piece;
    const cut = lastSafeCut(buffer);
    if (cut <= 0) continue;
    const ready = buffer.slice(0, cut);
    buffer = buffer.slice(cut);
    const checked = await checkReferences(ready, check, religion);
    religion = checked.religion;
    onChecked?.(checked);
    if (checked.text) yield checked.text;
  }
  if (buffer) {
    const checked = await checkReferences(buffer, check, religion);
    onChecked?.(checked);
    if (checked.text) yield checked.text;
  }
}
