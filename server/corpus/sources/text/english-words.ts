import { createRequire } from 'node:module';

let words: ReadonlySet<string> | undefined;

/** The ~275,000 lower-case words of npm an-array-of-english-words (MIT), loaded once on first use. */
function wordSet(): ReadonlySet<string> {
  words ??= new Set(createRequire(import.meta.url)('an-array-of-english-words') as string[]);
  return words;
}

// The King James Bible's and the older Gita translators' verb endings (thinkest, abideth, didst): the word list
// has only a few of them, and a damaged-word count must not rise with every "knoweth".
const archaicEndings = ['eth', 'est', 'edst', 'dst', 'st', 'th'];
// Coinages the translators build from ordinary words (birthless, actionlessness, agentship).
const derivingSuffixes = ['lessness', 'less', 'ness', 'ship', 'ly', 'ful'];

function stems(word: string, ending: string): string[] {
  if (!word.endsWith(ending) || word.length - ending.length < 2) return [];
  const stem = word.slice(0, -ending.length);
  const undoubled = /(.)\1$/.test(stem) ? [stem.slice(0, -1)] : [];
  // 'crieth', 'multipliest': the y of cry and multiply turned i.
  const fromY = stem.endsWith('i') ? [`${stem.slice(0, -1)}y`] : [];
  return [stem, `${stem}e`, ...undoubled, ...fromY];
}

// The endings of contractions ("don't", "they're", "you'll"), which the word list leaves out.
const contractionEndings = new Set(['s', 't', 're', 've', 'd', 'll', 'm']);

function isListedForm(word: string): boolean {
  const set = wordSet();
  if (set.has(word)) return true;
  const candidates = [...archaicEndings, ...derivingSuffixes].flatMap((ending) => stems(word, ending));
  if (word.startsWith('un') && word.length > 4) candidates.push(word.slice(2));
  return candidates.some((candidate) => set.has(candidate));
}

/**
 * Whether `token` (letters and apostrophes, any case) is an English word: in the word list, or one of it with a
 * possessive, an archaic verb ending, an "un-" prefix or a deriving suffix.
 */
export function isEnglishWord(token: string): boolean {
  const word = token.toLowerCase().replace(/[’]/g, "'").replace(/'s?$/, '');
  if (isListedForm(word)) return true;
  const apostrophe = word.indexOf("'");
  if (apostrophe < 0) return false;
  const ending = word.slice(apostrophe + 1);
  // "don't" is do + n't; "fathers'houses" (a lost space) is two words.
  const base =
    ending === 't' && word[apostrophe - 1] === 'n'
      ? word.slice(0, apostrophe - 1)
      : word.slice(0, apostrophe);
  if (!isListedForm(base) && !isListedForm(word.slice(0, apostrophe))) return false;
  return contractionEndings.has(ending) || isListedForm(ending);
}

/**
 * Whether a token the word list does not know is two words written as one, each of at least four letters
 * ('lovingkindness', 'almsfood', 'threshingfloor'). Only for counting unknown words: a damaged word can split
 * into two short English ones by chance.
 */
export function isCompoundWord(token: string): boolean {
  const word = token.toLowerCase();
  for (let at = 4; at <= word.length - 4; at += 1) {
    if (isListedForm(word.slice(0, at)) && isListedForm(word.slice(at))) return true;
  }
  return false;
}

/**
 * The words `token` becomes with a lost "qu" or "q" put back ('eal' → ['equal'], 'conered' → ['conquered']);
 * empty for a word that is already English or that no single insertion makes English.
 */
export function withLostQ(token: string): string[] {
  const word = token.toLowerCase();
  if (word.length < 3 || isEnglishWord(word)) return [];
  const found = new Set<string>();
  for (let at = 0; at <= word.length; at += 1) {
    for (const insert of ['qu', 'q']) {
      const candidate = word.slice(0, at) + insert + word.slice(at);
      if (wordSet().has(candidate)) found.add(candidate);
    }
  }
  return [...found];
}
