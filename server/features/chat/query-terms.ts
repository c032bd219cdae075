/**
 * A question's plan for retrieval: its ideas (concepts), each with the terms a passage may say it by (the word, its
 * forms, WordNet's relatives, a theme's words, a reader's needs), weighed by kind; the words themselves are sorted
 * first by question-words.ts.
 */
import { citedPassageOf } from './cited-opening';
import { queryWords } from '../../lib/query-words';
import { findScriptureRefs, type ScriptureRef } from '../../../common/scripture/scripture-ref';
import { namedBooksIn, type NamedBookRef } from '../../../common/scripture/named-books';
import { guardInnerSense, isSorrow } from './feeling-senses';
import {
  adjectivalIn,
  aspectsIn,
  conceptWords,
  feelingsIn,
  framesIn,
  hyphenated,
  joinCompounds,
  namesIn,
} from './question-words';
import { questionOf, remarksAround } from './question-sentence';
import { addNeeds, lifeSituationOf, sorrowSituation, type LifeSituation } from './life-situations';
import type { AmbiguousForm } from './sense-guard';
import { themesIn, type Theme } from './theme-lexicon';
import { verbObjectsIn } from './verb-objects';
import { readVerbObjects } from './verb-senses';
import { conceptOf } from './word-concepts';

/** How much a match on each kind of term counts, against the question's own word. */
export const termFactors = {
  word: 1,
  form: 1,
  derived: 0.85,
  synonym: 0.75,
  theme: 0.7,
  narrower: 0.6,
  broader: 0.4,
} as const;
export type TermKind = keyof typeof termFactors;

/** A way a passage can say one of the question's ideas: a word, or a phrase of words in a row ('old age'). */
export type ConceptTerm = {
  words: readonly string[];
  kind: TermKind;
  /** A related word that means this only in one of its rarer senses ('soak' for drunkenness): it counts less. */
  minorSense?: boolean;
};

/**
 * One idea of the question ('jealous' in "jealous of my brother") with the words that express it. How much it
 * counts is decided later by how rare its word is in the library.
 */
export type Concept = {
  label: string;
  terms: ConceptTerm[];
  /** Bare forms whose other part of speech is another sense ('fast' in 'hold fast' for fasting). */
  ambiguous: AmbiguousForm[];
  /** A verb the question asks its topic through ('deal' in "how do I deal with jealousy"): it weighs little. */
  frame?: boolean;
  /** What a reader's own situation calls for (consolation for a death): as weighty as the question's own idea. */
  need?: boolean;
  /** A word that only sets the scene of a reader's situation ('father' of "the death of my father"): it weighs little. */
  incidental?: boolean;
  /** A need that is an inner state: its words that are also said of places and bodies count where a text says one. */
  inner?: boolean;
  /** An idea only a sentence told around the question holds ('traffic' before "What is vanity?"): it weighs little. */
  told?: boolean;
};

/**
 * When a seeker's story happened ("I lost my mother last year", "something I did long ago", "recently"): no idea
 * of the question, yet 'long ago' is a rare phrase that outweighed 'guilty'. As phrases only: "the last judgement",
 * "the new year" and "the year of jubilee" keep their words.
 */
const storyTimes =
  /\b(?:for\s+(?:days|weeks|months|years|ages|so\s+long|a\s+long\s+time)|(?:last|this|next|a|one|two|three|four|five|few|many|several|some)\s+(?:years?|months?|weeks?|night)(?:\s+ago)?|(?:a|one|two|three|four|five|few|many|several|some)\s+days\s+ago|(?:long|years|months|weeks|days|while)\s+ago|yesterday|lately|recently)\b/gi;

export type QueryTerm = { word: string; weight: number; source: 'question' | 'theme' | 'wordnet' };
export type QueryPlan = {
  themes: Theme[];
  concepts: Concept[];
  /** Every word searched for, flat (for logs and the guide). */
  terms: QueryTerm[];
  citedRefs: ScriptureRef[];
  /**
   * Books the question names without chapter and verse ('what does Ecclesiastes mean by vanity'): their passages
   * come first in the traditions that hold them, and their names are no idea to find in a verse.
   */
  namedBooks: NamedBookRef[];
  /** The question asks about the Prophet's sayings, so hadith may come before the Qur'an. */
  aboutHadith: boolean;
  /** A short theme ('old age'), not a question. */
  isTheme: boolean;
  /** The theme's head idea, which weighs most: its first, unless that is a verb's '-ing' form with an object. */
  head?: string;
  /** The themes that are the question itself (they call up at least half its ideas): their classic passages fit. */
  classicThemes: Theme[];
  /**
   * Two ideas the question joins by 'and' or 'or' and nothing else ("gossip and slander", "drunkenness and wine"):
   * each is a main idea, whichever is rarer, so a passage on either one answers.
   */
  alternatives?: string[];
  /** The life situation a reader asks about ('bereavement'), whose needs joined the ideas. */
  situation?: string;
  /**
   * What the answer is about, for the reader ("On heartbreak and loneliness, I am quoting..."): a reader's situation
   * when there is one (the theme 'marriage' that 'wife' calls up in "my wife left me" is not what was asked), else
   * the themes the question calls up.
   */
  topics: string[];
};

const aboutHadithPattern =
  /\b(hadiths?|sunnah|prophet['’]?s?|messenger|muhammad|sayings?|narrat\w*|bukhari|tirmidhi|dawud|nasa['’]?i|majah)\b/i;

/**
 * A lexicon theme's vocabulary joins the idea that called it up ('forgive' → 'pardon', 'trespasses'); a theme
 * only a question's frame called up ('the purpose of fasting') adds nothing to its ideas.
 */
function addThemeTerms(concepts: Concept[], theme: Theme): void {
  const owner = concepts.find(
    (concept) =>
      themesIn(concept.label).includes(theme) ||
      theme.triggers.some(
        (trigger) => concept.label.startsWith(trigger) || trigger.startsWith(concept.label),
      ),
  );
  if (!owner) {
    if (concepts.length > 0) return;
    concepts.push({
      label: theme.label,
      terms: theme.terms.map((word) => ({ words: [word], kind: 'theme' as const })),
      ambiguous: [],
    });
    return;
  }
  for (const word of theme.terms) {
    if (!owner.terms.some((term) => term.words.length === 1 && term.words[0] === word))
      owner.terms.push({ words: [word], kind: 'theme' });
  }
}

/**
 * What to search for: each idea of the question (its content words, two-word ideas like 'old age' as phrases)
 * with its word forms, derived words, synonyms, narrower and broader words from WordNet, the vocabulary of the
 * lexicon themes it calls up, and any verse it cites by reference.
 */
export async function planQuery(text: string): Promise<QueryPlan> {
  const found = findScriptureRefs(text);
  // A cited reference names a book ('John 3:16'), not a topic, and so does a book named alone ('in Ecclesiastes').
  const cited = found
    .reduceRight((rest, ref) => rest.slice(0, ref.start) + ' ' + rest.slice(ref.end), text)
    .replace(storyTimes, ' ');
  const named = namedBooksIn(cited);
  const topic = named.reduceRight(
    (rest, book) => rest.slice(0, book.start) + ' ' + rest.slice(book.end),
    cited,
  );
  // A compound's halves call up no theme of their own ('self' of self-control is not the soul), nor does an aspect
  // noun of the topic ('the purpose of prayer' is about prayer, not the meaning of life).
  const themes = themesOf(topic);
  const groups = await conceptWords(topic);
  const names = namesIn(topic);
  const frames = framesIn(topic);
  const adjectival = adjectivalIn(topic);
  const feelings = feelingsIn(topic);
  const objects = await readVerbObjects(verbObjectsIn(topic, frames));
  const concepts = await Promise.all(
    groups.map((group) => conceptOf(group, names, frames, adjectival, feelings, objects)),
  );
  for (const theme of themes) addThemeTerms(concepts, theme);
  const situation = lifeSituationOf(topic) ?? (await toldSorrow(topic, feelings));
  if (situation) addNeeds(concepts, situation);
  await markTold(concepts, topic);
  // A need that is an inner state (not forsaken, the brokenhearted) is not a forsaken land or a healed wound.
  for (const concept of concepts) if (concept.inner) await guardInnerSense(concept.terms, concept.ambiguous);
  const terms = concepts.flatMap((concept) =>
    concept.terms.map((term) => ({
      word: term.words.join(' '),
      weight: termFactors[term.kind],
      source:
        term.kind === 'theme'
          ? ('theme' as const)
          : term.kind === 'word'
            ? ('question' as const)
            : ('wordnet' as const),
    })),
  );
  const citedRefs = found.map((entry) => citedPassageOf(entry.ref));
  const isTheme =
    groups.length <= 3 &&
    !/[?]|^\s*(how|what|why|when|who|which|is|are|can|should|do|does|i|i'?m|my|tell|explain|please)\b/i.test(
      text,
    );
  return {
    themes,
    concepts,
    terms,
    citedRefs,
    namedBooks: named.flatMap((book) => book.books),
    aboutHadith: aboutHadithPattern.test(text),
    isTheme,
    ...(isTheme ? headOf(groups.filter((group) => group.length > 1 || !frames.has(group[0]!))) : {}),
    classicThemes: situation
      ? situationThemes(themes, topic, groups, frames, situation)
      : themes.filter((theme) => isWholeQuestion(theme, topic, groups)),
    alternatives: coordinatedIdeas(topic, groups),
    ...(situation ? { situation: situation.id } : {}),
    topics: situation ? [...situation.topics] : themes.map((theme) => theme.label),
  };
}

/**
 * In a message of several sentences the question asked leads: the ideas of a remark around it ('traffic' of "This
 * traffic makes me want to scream haha. What does Ecclesiastes mean by vanity?") weigh little beside its own. A
 * sentence the reader tells of themselves ("I'm getting old and my body is failing. How should I think about
 * aging?") is their situation, and the question is asked of it: its ideas keep their weight.
 */
async function markTold(concepts: Concept[], topic: string): Promise<void> {
  const remarks = remarksAround(topic);
  if (remarks.length === 0) return;
  const asked = new Set((await conceptWords(questionOf(topic))).map((group) => group.join(' ')));
  const remarked = new Set((await conceptWords(remarks.join(' '))).map((group) => group.join(' ')));
  for (const concept of concepts)
    if (!concept.need && remarked.has(concept.label) && !asked.has(concept.label)) concept.told = true;
}

/** The lexicon themes a question calls up, less those only its aspect nouns call up ('purpose' of "the purpose of X"). */
function themesOf(topic: string): Theme[] {
  const themes = themesIn(joinCompounds(topic));
  const aspects = aspectsIn(topic);
  if (aspects.size === 0) return themes;
  const rest = themesIn(
    joinCompounds(topic.replace(/[A-Za-z]+/g, (word) => (aspects.has(word.toLowerCase()) ? ' ' : word))),
  );
  return themes.filter((theme) => rest.includes(theme));
}

/** A sorrow the reader tells of their own ('I feel so hurt') when no rule knows their situation, else none. */
async function toldSorrow(topic: string, feelings: ReadonlySet<string>): Promise<LifeSituation | undefined> {
  for (const feeling of feelings) if (await isSorrow(feeling)) return sorrowSituation(topic);
  return undefined;
}

/**
 * In a reader's situation the people and places ('husband' of "my husband left me", which calls up marriage) and
 * the question's frame ('cope') do not say what it is about: the theme the rest calls up is the question's
 * ("How do I cope with the death of my father?" is about death).
 */
function situationThemes(
  themes: readonly Theme[],
  topic: string,
  groups: readonly string[][],
  frames: ReadonlySet<string>,
  situation: LifeSituation,
): Theme[] {
  const telling = groups.filter(
    (group) => !situation.scene.has(group.at(-1)!) && !(group.length === 1 && frames.has(group[0]!)),
  );
  return themes.filter(
    (theme) =>
      telling.some((group) => themesIn(group.join(' ')).includes(theme)) &&
      isWholeQuestion(theme, topic, telling),
  );
}

/**
 * The two ideas of a question that has only two, when 'and' or 'or' alone stands between them ("work and
 * laziness", "what does scripture say about debt and lending"), by label; none otherwise. With more ideas the
 * conjunction joins phrases ("killing animals and eating meat"), not ideas.
 */
export function coordinatedIdeas(topic: string, groups: readonly string[][]): string[] {
  const [first, second] = groups;
  if (groups.length !== 2 || !first || !second) return [];
  const words = queryWords(topic);
  const joined = words.some(
    (word, index) =>
      word === first[first.length - 1] &&
      (words[index + 1] === 'and' || words[index + 1] === 'or') &&
      words[index + 2] === second[0],
  );
  return joined ? [first.join(' '), second.join(' ')] : [];
}

/**
 * A noun phrase's head comes first ('contentment with little'); a verb's '-ing' form before its object ('keeping
 * a promise', 'loving your enemies') is one act with it, so neither half outweighs the other.
 */
function headOf(groups: readonly string[][]): { head?: string } {
  const [first, second] = groups;
  if (!first) return {};
  if (second && first.length === 1 && /[a-z]{3}ing$/.test(first[0]!)) return {};
  return { head: first.join(' ') };
}

/**
 * A theme's classic passages answer a question the theme is (grief, or "why do good people suffer"), not one
 * where it is an aside: suffering's classics do not answer "grief after losing a child".
 */
function isWholeQuestion(theme: Theme, topic: string, groups: readonly string[][]): boolean {
  if (groups.length === 0 || theme.label === topic.trim().toLowerCase()) return true;
  const compounds = hyphenated(topic);
  const called = groups.filter((group) =>
    themesIn(compounds.has(group.join(' ')) ? group.join('') : group.join(' ')).includes(theme),
  ).length;
  return called * 2 >= groups.length;
}
