/*
 * Long text is spoken in bounded pieces: Flite's WASI build crashes V8 when one utterance makes too much audio
 * (from about 1,000 characters of prose for some voices, far fewer digits or symbols, each of which is read as
 * a whole word), while a few hundred characters take about a second. Pieces end at sentence ends where
 * possible, then at clause marks, then at spaces, so the joins fall where a reader would pause anyway.
 */

/**
 * The most a piece may cost, in letters of prose (~25 s of speech): well under what made Flite fail. A digit or
 * a symbol costs more (see speechCost), so a run of numbers is cut into shorter pieces with as much audio.
 */
export const SPEECH_CHUNK_MAX_CHARS = 400;

// Control characters (NUL cannot even be passed to a process) and lone surrogates are not speech.
const UNSPEAKABLE = /[\p{Cc}\p{Cs}]/gu;
// "......" or "!!!!!!" says nothing more than three of them, and a long run crashed Flite.
const REPEATED_SYMBOL = /([^\p{L}\p{N}\s])\1{3,}/gu;
const PLAIN = /[\p{L}\p{M}\s.,;:!?'"’‘“”()\-–—…]/u;
const DIGIT = /\p{N}/u;

/**
 * Roughly how much speech one character makes, in letters of prose: Flite reads each digit as a word
 * (~0.3 s, five letters' worth) and most symbols as a word ("percent", "dollar": about six).
 */
function charCost(char: string): number {
  if (PLAIN.test(char)) return 1;
  return DIGIT.test(char) ? 5 : 6;
}

/**
 * The most one request may cost: four times the longest reply in prose. A reply heavy with verse references
 * costs about twice its length; 3,000 digits or symbols (15 minutes of "nine nine nine") do not fit.
 */
export const SPEECH_MAX_COST = 12_000;

export function speechCost(text: string): number {
  let cost = 0;
  for (const char of text) cost += charCost(char);
  return cost;
}
const SENTENCE_END = /(?<=[.!?…。！？]['"’”)\]]*)\s+/u;
const CLAUSE_MARKS = /[,;:—–)]/gu;

/** The text as pieces of at most `maxChars` characters, in reading order, none of them blank. */
export function splitForSpeech(text: string, maxChars = SPEECH_CHUNK_MAX_CHARS): string[] {
  const sentences = text
    // Line breaks separate paragraphs, list items and headings: each is its own sentence.
    .split(/\s*[\r\n]+\s*/u)
    .map((line) =>
      line.replace(UNSPEAKABLE, ' ').replace(REPEATED_SYMBOL, '$1$1$1').replace(/\s+/gu, ' ').trim(),
    )
    .flatMap((line) => line.split(SENTENCE_END))
    .filter((sentence) => sentence !== '')
    .flatMap((sentence) => splitLongSentence(sentence, maxChars));

  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && speechCost(current) + 1 + speechCost(sentence) <= maxChars)
      current = `${current} ${sentence}`;
    else {
      if (current) chunks.push(current);
      current = sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function splitLongSentence(sentence: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (speechCost(rest) > maxChars) {
    const cut = cutPoint(rest, affordableLength(rest, maxChars));
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces.filter((piece) => piece !== '');
}

/** How many UTF-16 units from the start of `text` fit in `budget` (at least one code point). */
function affordableLength(text: string, budget: number): number {
  let length = 0;
  let cost = 0;
  for (const char of text) {
    cost += charCost(char);
    if (cost > budget) break;
    length += char.length;
  }
  return Math.max(length, text.codePointAt(0)! > 0xffff ? 2 : 1);
}

/** Where to end a piece of `text` (longer than maxChars): after the last clause mark, else the last space. */
function cutPoint(text: string, maxChars: number): number {
  const window = text.slice(0, maxChars);
  let clause = -1;
  for (const match of window.matchAll(CLAUSE_MARKS)) clause = match.index + 1;
  // A clause mark near the start would leave a tiny piece and a long rest: only use one past a third.
  if (clause > maxChars / 3) return clause;
  // A space right after the limit is as good a place as one before it.
  const space = text.slice(0, maxChars + 1).lastIndexOf(' ');
  if (space > 0) return space;
  // One unbroken word: cut it, but never between the two halves of a surrogate pair.
  const code = text.charCodeAt(maxChars - 1);
  return code >= 0xd800 && code <= 0xdbff ? maxChars - 1 : maxChars;
}
