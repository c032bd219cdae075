import { isEnglishWord, withLostQ } from './english-words';

/**
 * The archive file's English (gita/gita archive/translation_old.json) went through a conversion that dropped
 * most "q"/"qu" letters ('eal' for 'equal'), turned the translators' italics into 'ï1' marks and ellipses into
 * Bengali '৷' signs, and it carries the typing slips of its transcription ('wisdon', 'attchment'). The same
 * repository's data/translation.json has every verse of the same translators lightly re-edited and intact: it is
 * the reference a damaged word is restored from, never the source of the text itself.
 */
export type GitaReference = {
  /** The reference wording of the same verse by the same translator. */
  verse: string;
  /** Every word of the reference file (all translators), lower case. */
  vocabulary: ReadonlySet<string>;
};

const tokenPattern = /[A-Za-z]+(?:['’][A-Za-z]+)*/g;

function wordsOf(text: string): string[] {
  return text.match(tokenPattern) ?? [];
}

/** Lower-case words of a reference text, for GitaReference.vocabulary. */
export function referenceVocabulary(texts: Iterable<string>): Set<string> {
  const vocabulary = new Set<string>();
  for (const text of texts) for (const word of wordsOf(text)) vocabulary.add(word.toLowerCase());
  return vocabulary;
}

/** Restricted Damerau-Levenshtein distance (a swap of two neighbours costs one), for typing slips. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

function matchCase(original: string, word: string): string {
  if (original === original.toUpperCase() && original.length > 1) return word.toUpperCase();
  if (original[0] === original[0]!.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/**
 * Whether the reference uses the word family of a restored word: its letters up to three past the "q", without
 * an "un-" ('unequalled' → 'equal'), begin some reference word. A Sanskrit 'idam' would become 'quidam', a family
 * the reference never uses.
 */
function referenceUsesFamily(restored: string, vocabulary: ReadonlySet<string>): boolean {
  const base = restored.startsWith('un') ? restored.slice(2) : restored;
  const stem = base.slice(0, base.indexOf('q') + 4);
  for (const word of vocabulary) if (word.startsWith(stem)) return true;
  return false;
}

/**
 * A typing slip is mended only from a near word with the same first letter: one edit, or two in a long word that
 * ends in the same letter. The end letter keeps a run-together 'bodiesof' from becoming 'bodies' and an 'experienece' from 'experiences'.
 */
function closestVerseWord(lower: string, verseWords: ReadonlySet<string>): string | undefined {
  if (lower.length < 5) return undefined;
  const limit = lower.length < 8 ? 1 : 2;
  let best: string[] = [];
  let bestDistance = limit + 1;
  for (const word of verseWords) {
    if (word[0] !== lower[0] || Math.abs(word.length - lower.length) > limit || !isEnglishWord(word))
      continue;
    const distance = editDistance(lower, word);
    if (distance > limit || (distance === 2 && word.at(-1) !== lower.at(-1))) continue;
    if (distance < bestDistance) [best, bestDistance] = [[word], distance];
    else if (distance === bestDistance) best.push(word);
  }
  return best.length === 1 ? best[0] : undefined;
}

/**
 * The word a damaged `token` stands for, or undefined to leave it. A lost "q" is put back when the restored word
 * is in the same verse's reference, or is the only restoration and either of a family the reference uses or the
 * token itself never occurs in the reference. A typing slip
 * is mended from the same verse's reference (closestVerseWord). Capitalised tokens are mostly names, Sanskrit or
 * Pali: they are mended only from the same verse.
 */
function restoredWord(
  token: string,
  verseWords: ReadonlySet<string>,
  reference: GitaReference,
): string | undefined {
  if (isEnglishWord(token)) return undefined;
  const lower = token.toLowerCase();
  const restorations = withLostQ(lower);
  const inVerse = restorations.filter((word) => verseWords.has(word));
  if (inVerse.length === 1) return inVerse[0];
  if (token !== lower) return undefined;
  const [only] = restorations;
  if (only && restorations.length === 1) {
    // A damaged form never occurs in the intact reference; a Sanskrit 'idam' does.
    if (referenceUsesFamily(only, reference.vocabulary) || !reference.vocabulary.has(lower)) return only;
    return undefined;
  }
  return restorations.length === 0 ? closestVerseWord(lower, verseWords) : undefined;
}

/** The archive translation's text with its conversion marks removed and its damaged words restored. */
export function repairGitaText(text: string, reference: GitaReference): string {
  const verseWords = new Set(wordsOf(reference.verse).map((word) => word.toLowerCase()));
  return (
    text
      // 'realise in full ï1thatï1 Brahman': the marks stood around an italicised word.
      .replace(/ï1/g, '')
      // 'hard to overcome৷৷. (b) ৷৷. But those': the signs stood for an ellipsis.
      .replace(/৷+\.?/g, '...')
      .replace(tokenPattern, (token) => {
        const word = restoredWord(token, verseWords, reference);
        return word ? matchCase(token, word) : token;
      })
  );
}
