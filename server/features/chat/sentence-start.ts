/**
 * Where a sutta line's sentence starts. The Suttas are stored one line (segment) per row, and a line is often the
 * middle or the end of a sentence: "craving for sensual pleasures, craving to continue existence..." follows "That
 * is," and "and I guarantee you non-return" follows "give up one thing". Quoted alone, such a line is a fragment.
 */

/** Lines taken in before a passage, at most this many and this long together. */
export const LEAD_SEGMENTS = 3;
export const LEAD_MAX_LENGTH = 320;

/** Opening quotation marks and brackets before a line's first word. */
const OPENING = /^[\s“‘"'([—–-]+/;

/** A line that ends its sentence (a full stop, a question, an exclamation, an elision, a colon before speech). */
function endsSentence(line: string): boolean {
  return line.trim() === '' || /[.!?…:;][”’"')\]]*$/.test(line.trim());
}

/**
 * A section heading kept as a line ('1. Observing the Body', 'The Simile of the Saw'): numbered, or short, without
 * a final mark and with every longer word capitalised. No sentence runs on from it.
 */
function isHeading(line: string): boolean {
  const text = line.trim();
  if (/^\d+(?:\.\d+)*\.\s/.test(text)) return true;
  if (text.length > 60 || /[.,;:!?…”’"')\]—–-]$/.test(text)) return false;
  return text.split(/\s+/).every((word) => word.length <= 3 || /^\p{Lu}/u.test(word));
}

/**
 * Whether a line starts inside a sentence: it begins with a small letter ("and I guarantee", "craving for"), or the
 * line before it stops without ending its sentence and this one does not open a quotation ("When feelings for
 * friends and loved ones / are tied up...", "Seeing this, / I..."). A capitalised 'And' or 'But' opens a sentence of its own in Sujato's English ("And how does a
 * mendicant meditate?").
 */
export function startsMidSentence(line: string, previous: string | undefined): boolean {
  const start = line.trim();
  const word = start.replace(OPENING, '');
  if (word === '') return false;
  if (/^\p{Ll}/u.test(word)) return true;
  if (previous === undefined || isHeading(previous) || endsSentence(previous)) return false;
  return start === word;
}

/**
 * How many of the lines before a passage's first line (nearest first in `before`) it must take in to start where
 * its sentence starts, and whether it still starts inside one (the start lies beyond `LEAD_SEGMENTS` lines or
 * `LEAD_MAX_LENGTH` characters, or `room` (what a quotation has left beside the passage's own lines), before the
 * chapter, or in a line another passage shows).
 */
export function sentenceStart(
  first: string,
  before: readonly string[],
  room = LEAD_MAX_LENGTH,
): { lead: number; cut: boolean } {
  let lead = 0;
  let current = first;
  let length = 0;
  while (startsMidSentence(current, before[lead])) {
    const previous = before[lead];
    if (
      previous === undefined ||
      isHeading(previous) ||
      lead >= LEAD_SEGMENTS ||
      length + previous.length > Math.min(room, LEAD_MAX_LENGTH)
    )
      return { lead, cut: true };
    length += previous.length;
    current = previous;
    lead += 1;
  }
  return { lead, cut: false };
}
