import { isCompoundWord, isEnglishWord, withLostQ } from '../sources/text/english-words';
import { tidyStrayPunctuation } from '../sources/text/markup';

/** What the fidelity check counts in one translation's verses. */
export type FidelityCounts = {
  verses: number;
  /** Lower-case English-script words checked against the word list (capitalised ones are mostly names). */
  words: number;
  /** Each word the word list does not know, with how often the translation uses it. */
  unknownWords: Map<string, number>;
  /** Unknown words that one lost "q"/"qu" explains ('eal' for 'equal'): the Gita archive's conversion damage. */
  lostQ: number;
  /** Verses with an HTML/XML tag or entity left in ('<j>', '&amp;'). */
  markup: number;
  /** Verses with bytes decoded in the wrong encoding ('Ã©', 'â€™', '�', the Gita archive's 'ï1'). */
  mojibake: number;
  /** Verses with one quotation mark doubled ('true.””', '““'). */
  doubledQuotes: number;
  /** Verses with a space before a closing mark or a period left after another ('nettles .', 'mercy. .'). */
  strayPunctuation: number;
  /**
   * English verses that end on a word, with no final mark ('the doers of good' for 'the doers of good;'): a verse
   * may run on into the next, but a translation where most do lost its punctuation.
   */
  unended: number;
  /** A few damaged samples, for the operator to look at. */
  examples: string[];
};

export function emptyCounts(): FidelityCounts {
  return {
    verses: 0,
    words: 0,
    unknownWords: new Map(),
    lostQ: 0,
    markup: 0,
    mojibake: 0,
    doubledQuotes: 0,
    strayPunctuation: 0,
    unended: 0,
    examples: [],
  };
}

const markupPattern = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>|&(#\d+|#x[\da-f]+|[a-z]{2,8});/i;
// UTF-8 read as Latin-1/Windows-1252 ('Ã©', 'â€œ', 'Â '), the replacement character, and 'ï' before a digit.
const mojibakePattern =
  /[ÃÂ][\u0080-\u00bf\u2018-\u201e\u2020-\u2026\u0152\u0153\u0160\u0161\u017d]|â€|ï¿½|\ufffd|ï\d/;
const doubledQuotePattern = /“{2}|”{2}|"{2}|‘{2}|’{2}/;
// Hyphens join a token so that the lower-case half of a name ('Beth-lehem') is skipped with its capital.
const wordPattern = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;
const asciiWord = /^[a-z][a-z'’]*$/;

function addExample(counts: FidelityCounts, example: string): void {
  if (counts.examples.length < 5) counts.examples.push(example);
}

/** One verse into the counts; the word check only for English text. */
export function checkVerse(counts: FidelityCounts, text: string, english: boolean, where = ''): void {
  counts.verses += 1;
  const markup = markupPattern.exec(text);
  if (markup) {
    counts.markup += 1;
    addExample(counts, `${where} markup ${markup[0]}`);
  }
  const mojibake = mojibakePattern.exec(text);
  if (mojibake) {
    counts.mojibake += 1;
    addExample(
      counts,
      `${where} mojibake ${text.slice(Math.max(0, mojibake.index - 15), mojibake.index + 15)}`,
    );
  }
  const doubled = doubledQuotePattern.exec(text);
  if (doubled) {
    counts.doubledQuotes += 1;
    addExample(
      counts,
      `${where} doubled quote ${text.slice(Math.max(0, doubled.index - 20), doubled.index + 3)}`,
    );
  }
  if (english && tidyStrayPunctuation(text) !== text) {
    counts.strayPunctuation += 1;
    addExample(counts, `${where} stray punctuation ${text.slice(-30)}`);
  }
  if (!english) return;
  if (/[\p{L}\p{N}]$/u.test(text.trim())) counts.unended += 1;
  for (const [compound] of text.matchAll(wordPattern)) {
    // Names and sentence starts are capitalised; diacritics mark Sanskrit, Pali or Arabic transliteration.
    if (compound[0] !== compound[0]!.toLowerCase()) continue;
    for (const token of compound.split('-')) {
      if (token.length < 2 || !asciiWord.test(token)) continue;
      counts.words += 1;
      if (isEnglishWord(token)) continue;
      if (withLostQ(token).length > 0) {
        counts.lostQ += 1;
        addExample(counts, `${where} lost q: ${token}`);
      }
      if (!isCompoundWord(token)) counts.unknownWords.set(token, (counts.unknownWords.get(token) ?? 0) + 1);
    }
  }
}

/**
 * A word the translation uses this often is its own vocabulary (a transliterated 'rak'ahs', a name), not damage:
 * a typing slip or a damaged word is rare.
 */
export const vocabularyUses = 3;

/** Unknown words the translation uses fewer than vocabularyUses times, per thousand checked words. */
export function unknownPerThousand(counts: FidelityCounts): number {
  let rare = 0;
  for (const uses of counts.unknownWords.values()) if (uses < vocabularyUses) rare += uses;
  return counts.words === 0 ? 0 : (rare * 1000) / counts.words;
}

/** The share of verses, in percent, that end on a word. */
export function unendedPercent(counts: FidelityCounts): number {
  return counts.verses === 0 ? 0 : (counts.unended * 100) / counts.verses;
}

/** Words with a lost "q" per thousand checked words. */
export function lostQPerThousand(counts: FidelityCounts): number {
  return counts.words === 0 ? 0 : (counts.lostQ * 1000) / counts.words;
}
