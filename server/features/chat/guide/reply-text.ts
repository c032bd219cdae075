import { resolveReligion, type ReligionId } from '../../../../common/scripture/religions';
import { findScriptureRefs, type FoundScriptureRef } from '../../../../common/scripture/scripture-ref';

/*
 * Reading a reply's text: its sentences, the tradition each part speaks for, and the references in it.
 */

const sentenceBreak = /(?:[.!?]["”’)\]]*\s+|\n+|<\/perspective>\s*)/g;

export function sentenceStart(text: string, index: number): number {
  let start = 0;
  for (const match of text.slice(0, index).matchAll(sentenceBreak)) start = match.index + match[0].length;
  return start;
}

/** The end of the sentence holding `index`, stepping over quotations (a quoted verse may hold full stops). */
export function sentenceEnd(text: string, index: number): number {
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
export function findReferencesByBlock(
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

/** The text without the given [start, end) spans (overlaps merged), its spacing tidied where they were. */
export function withoutSpans(text: string, spans: ReadonlyArray<readonly [number, number]>): string {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let result = '';
  let position = 0;
  for (const [start, end] of sorted) {
    if (end <= position) continue;
    result += text.slice(position, Math.max(position, start));
    position = end;
  }
  result += text.slice(position);
  return tidySpacing(result);
}

/** Spacing left where text was taken out: no double spaces, trailing spaces or runs of blank lines. */
export function tidySpacing(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}
