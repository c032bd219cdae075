import { baseFormCandidates, baseOfTextWord } from './word-forms';

/**
 * A word whose bare form has another part of speech than the question means ('fast': abstain from food, but also
 * quick and firmly). Inflected forms ('fasting', 'fasted', 'fasts') carry the question's sense; the bare form is
 * only weak evidence, and none at all inside a set phrase of the other sense ('hold fast', 'fast asleep'), after a
 * degree word ('as fast as', 'so fast') or, for a word that is mostly an adjective, before a word it qualifies ('a
 * little sleep', 'little children': the adjective, when the question means 'little' as an amount).
 *
 * A word the question means as an adjective ('being kind', 'growing old', 'fair wages') is the other way round:
 * its bare form is the question's sense, unless the text uses it as a noun ('after his kind', 'a kind of', 'of
 * old') or, beside an opposite of another of its senses, in that sense ('the old covenant' beside the new one, new
 * wine in old wineskins: 'old' against 'new' is not 'old' against 'young').
 */
export type AmbiguousForm = {
  bare: string;
  phrases: readonly (readonly string[])[];
  /** The bare form is mostly an adjective in WordNet: before a word it qualifies, it is one. */
  mostlyAdjective?: boolean;
  /** The question means the word as an adjective. */
  adjective?: boolean;
  /** Opposites of the word's other senses ('new' for 'old' of persons): beside one, the word is in that sense. */
  otherSenses?: readonly string[];
  /** The word means the question's sense only said of someone ('I am alone', 'left alone'), not 'Allah alone'. */
  predicative?: boolean;
  /**
   * A reader's feeling word that is also said of places, things and bodies ('lonely', 'broken', 'heavy'): it counts
   * fully only in a text that speaks of an inner state, by one of these words (heart, soul, sorrow, fear...), or
   * says it of a speaker or of people ('I am desolate', 'the lonely'); a lonely lodging or a broken bone is weak.
   */
  inner?: ReadonlySet<string>;
};

export type SenseEvidence = 'strong' | 'weak' | 'none';

const degreeWords = new Set([
  'as',
  'so',
  'too',
  'very',
  'how',
  'more',
  'most',
  'is',
  'are',
  'was',
  'were',
  'be',
]);
const otherSenseEndings = new Set(['er', 'est', 'ly', 'ness']);
const adjectiveEndings = new Set(['er', 'est', 'ly', 'ness', 'r', 'st']);

/** Words before a noun: after one of these, an adjective's bare form is a noun ('his kind', 'every kind'). */
const determiners = new Set(
  'his her its their our your my thy thine every each this that these those what whatever which divers sundry another'.split(
    ' ',
  ),
);

/**
 * Words after which a word is said of someone: verbs of being, staying, leaving and going ('I am alone', 'left
 * alone', 'sat alone', 'fare alone'); an archaic or past form of another verb counts too ('dwelleth alone').
 */
const predicators = new Set(
  `be am is are was were been being art become became feel feels felt left leave leaves sit sits sat stand stands
  stood dwell dwells dwelt live lives lived walk walks walked wander wanders wandered fare fares go goes went remain
  remains stay stays all quite`.split(/\s+/),
);

const objects = new Set(['me', 'thee', 'him', 'her', 'us', 'you', 'them', 'it']);

/** Before an adjective's bare form and 'of', these make it a noun ('a kind of', 'what sort of'). */
const articles = new Set([
  'a',
  'an',
  'what',
  'some',
  'any',
  'one',
  'no',
  'all',
  'this',
  'that',
  'every',
  'each',
]);

/**
 * Grammatical words: a bare form followed by anything else (a word it qualifies) is used as a modifier. Content
 * words that open a phrase in the texts' English ('unto', 'thereof') count as grammatical.
 */
const grammatical = new Set(
  `a an the and or nor but if then so as at by for from in into of off on onto out over to unto up upon with within
  without about after against among before behind below beneath beside between beyond down during except like near
  through throughout till toward towards under until i me my we us our you your ye thee thou thy he him his she her
  it its they them their this that these those who whom whose which what when where why how not no is are was were
  be been being am shall will should would may might can could must do does did doth hath has have had also even
  only yet still than too very all any some each every both either neither such there here thereof therein`.split(
    /\s+/,
  ),
);

/** Words and punctuation in order: a mark between two words says they are not one phrase. */
function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+|[^a-z\s’']/g) ?? [];
}

const isWord = (token: string | undefined): token is string => token !== undefined && /^[a-z]/.test(token);

export function senseEvidence(text: string, form: AmbiguousForm): SenseEvidence {
  const all = tokens(text);
  const evidence = occurrenceEvidence(all, form);
  if (!form.inner || evidence !== 'strong') return evidence;
  return speaksOfInnerState(all, form.bare, form.inner) ? 'strong' : 'none';
}

/** Only an inner-state guard: the stem's match already showed the word, its occurrences need no other reading. */
const innerOnly = (form: AmbiguousForm) =>
  form.inner !== undefined &&
  form.phrases.length === 0 &&
  !form.adjective &&
  !form.mostlyAdjective &&
  !form.predicative;

/** A text's word is one of the guarded word's own forms ('abandon' of 'abandoned', 'lonelier' of 'lonely'). */
const isOwnForm = (word: string, bare: string) =>
  [bare, ...baseFormCandidates(bare)].some(
    (root) => root.length >= 4 && word.startsWith(root.replace(/[ey]$/, '')),
  );

/** Words between a speaker's verb of being and what is said of them ('I am sore afflicted', 'I am not alone'). */
const intensifiers = new Set('so very sore greatly exceedingly not all quite too utterly'.split(' '));
/** Pronouns of persons a word is said of or done to ('forsake her' of wisdom; never 'it', a land or a thing). */
const persons = new Set(['me', 'thee', 'him', 'her', 'us', 'you', 'them']);
/** Before the word, only the speaker's and the addressee's own ('him shall I never forsake', 'leave me alone'). */
const speakers = new Set(['me', 'thee', 'him', 'us']);
/** Words before a pronoun that make it no object of the word ('a bone of him will not be broken'). */
const prepositions = new Set('of to from in with unto upon for by at on'.split(' '));

/** A speaker's or addressee's pronoun a few words before, as the word's object ("him shall I never forsake"). */
function objectBefore(all: readonly string[], index: number): boolean {
  for (let at = Math.max(0, index - 4); at < index; at += 1)
    if (speakers.has(all[at]!) && !prepositions.has(all[at - 1] ?? '')) return true;
  return false;
}

/** A verb of being whose subject is a speaker or the one spoken to ('m' is what is left of "I'm"). */
const speakerVerbs = new Set(['am', 'art', 'm', 'feel', 'felt']);

/** How many words from the word a text's word of the inner life may stand ('my heart is heavy within me'). */
const INNER_WINDOW = 4;

/** Marks that end a clause: a word of the inner life beyond one speaks of something else. */
const clauseEnd = /^[.;:!?]$/;

/**
 * Whether a text speaks of someone's inner state where it says the word: a word of the inner life in the same
 * clause close to it (heart, soul, spirit, mind, sorrow, fear, grieve...: "Reproach hath broken my heart", not
 * "make the heart of this people fat, and make their ears heavy"), or the word said of a speaker ('I am solitary
 * and afflicted'), of a person it is done to ('forsake me', 'leave me alone', "him shall I never forsake") or
 * standing for people ('the lonely').
 * Grammatical words are never words of the inner life ('like' is also a verb of emotion).
 */
function speaksOfInnerState(all: readonly string[], bare: string, inner: ReadonlySet<string>): boolean {
  const known = (base: string) => inner.has(base);
  const innerNear = (index: number, step: 1 | -1) => {
    for (let at = index + step, seen = 0; at >= 0 && at < all.length && seen < INNER_WINDOW; at += step) {
      const word = all[at]!;
      if (clauseEnd.test(word)) return false;
      if (!isWord(word)) continue;
      seen += 1;
      if (!grammatical.has(word) && !isOwnForm(word, bare) && inner.has(baseOfTextWord(word, known)))
        return true;
    }
    return false;
  };
  return all.some((word, index) => {
    if (!isWord(word) || !isOwnForm(word, bare)) return false;
    let back = index - 1;
    while (intensifiers.has(all[back] ?? '')) back -= 1;
    if (speakerVerbs.has(all[back] ?? '')) return true;
    const after = all[index + 1];
    // 'forsake me', 'leave me alone', "him shall I never forsake".
    if (persons.has(after ?? '') || objectBefore(all, index)) return true;
    if (all[index - 1] === 'the' && !(isWord(after) && !grammatical.has(after))) return true;
    return innerNear(index, -1) || innerNear(index, 1);
  });
}

function occurrenceEvidence(all: readonly string[], form: AmbiguousForm): SenseEvidence {
  if (innerOnly(form)) return 'strong';
  if (form.adjective && form.otherSenses?.some((word) => all.includes(word))) return 'none';
  let evidence: SenseEvidence = 'none';
  all.forEach((word, index) => {
    if (evidence === 'strong' || !word.startsWith(form.bare)) return;
    const ending = word.slice(form.bare.length);
    if (ending !== '' && !/^(s|es|ed|d|ing|eth|est|er|ly|ness|r|st)$/.test(ending)) return;
    const before = all[index - 1];
    const after = all[index + 1];
    if (form.predicative) {
      // 'am not alone', 'left me alone': the verb is one word further back.
      const verb = before === 'not' || objects.has(before ?? '') ? all[index - 2] : before;
      if (ending === '' && isWord(verb) && (predicators.has(verb) || /(?:ed|eth|est)$/.test(verb)))
        evidence = 'strong';
      return;
    }
    if (form.adjective) {
      evidence = adjectiveEvidence(ending, before, after) ?? evidence;
      return;
    }
    if (ending !== '') {
      if (!otherSenseEndings.has(ending) && ending !== 'r' && ending !== 'st') evidence = 'strong';
      return;
    }
    if (before && degreeWords.has(before)) return;
    // Before a word it qualifies, a word that is mostly an adjective is one ('a little sleep').
    if (form.mostlyAdjective && isWord(after) && !grammatical.has(after)) return;
    const inPhrase = form.phrases.some((phrase) => {
      const position = phrase.indexOf(form.bare);
      if (position === 1 && isWord(before))
        return baseOfTextWord(before, (base) => base === phrase[0]) === phrase[0];
      if (position === 0 && isWord(after))
        return baseOfTextWord(after, (base) => base === phrase[1]) === phrase[1];
      return false;
    });
    if (!inPhrase) evidence = 'weak';
  });
  return evidence;
}

/** An adjective's occurrence: its comparison and adverb forms are the sense, a noun use is not ('kinds', 'of old'). */
function adjectiveEvidence(
  ending: string,
  before: string | undefined,
  after: string | undefined,
): SenseEvidence | undefined {
  if (ending !== '') return adjectiveEndings.has(ending) ? 'strong' : undefined;
  // 'after his kind', 'every kind'; not 'his holy name', where the word qualifies the next one.
  if (before && determiners.has(before) && !(isWord(after) && !grammatical.has(after))) return undefined;
  // 'a kind of', 'what kind of'; not 'the poor of the land'.
  if (after === 'of' && before && articles.has(before)) return undefined;
  if (before === 'of' && !isWord(after)) return undefined;
  return 'strong';
}
