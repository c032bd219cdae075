import type { ReligionId } from '../scripture/religions';
import { findScriptureRefs, type VerseScriptureRef } from '../scripture/scripture-ref';

/** A run of a reply: plain text, or a scripture reference the reader can open. */
export type TextSegment = { text: string; ref?: VerseScriptureRef };

/**
 * Splits text into plain runs and verse references ('Matthew 6:14' under Christianity, 'Genesis 2:7' read as the
 * Tanakh's under Judaism), so the client can make each reference a link that opens the verse in the reader.
 */
export function referenceSegments(text: string, religion?: ReligionId): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const found of findScriptureRefs(text, religion ? { religion } : {})) {
    if (found.ref.verse === undefined) continue;
    if (found.start > position) segments.push({ text: text.slice(position, found.start) });
    segments.push({ text: found.text, ref: { ...found.ref, verse: found.ref.verse } });
    position = found.end;
  }
  if (position < text.length) segments.push({ text: text.slice(position) });
  return segments;
}
