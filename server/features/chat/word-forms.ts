/**
 * English word forms without a dictionary: the base forms a word may come from (WordNet's detachment rules) and
 * the inflected forms a text may use, including the archaic '-eth' and '-est' of the King James and JPS texts.
 */

import { spellingVariants as listedSpellingVariants } from '../../lib/spelling-variants';

const detachments: readonly [string, string][] = [
  ['ies', 'y'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['sses', 'ss'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ses', 's'],
  ['men', 'man'],
  ['es', 'e'],
  ['es', ''],
  ['s', ''],
  ['ied', 'y'],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['eth', 'e'],
  ['eth', ''],
  ['er', ''],
  ['est', ''],
];

/** Base forms a word may be an inflection of, most likely first ('miracles' → 'miracle'; 'honouring' → 'honour'). */
export function baseFormCandidates(word: string): string[] {
  const candidates: string[] = [];
  for (const [ending, replacement] of detachments) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) {
      const base = word.slice(0, -ending.length) + replacement;
      candidates.push(base);
      // A doubled consonant before -ing/-ed ('running' → 'run').
      if (/(ing|ed)$/.test(ending) && replacement === '' && /([b-df-hj-np-tv-z])\1$/.test(base)) {
        candidates.push(base.slice(0, -1));
      }
    }
  }
  return [...new Set(candidates)];
}

/** Irregular verb forms the texts use often: grammar, not topics. */
const irregular: Record<string, string> = {
  held: 'hold',
  holden: 'hold',
  stood: 'stand',
  bound: 'bind',
  kept: 'keep',
  made: 'make',
  shut: 'shut',
  stuck: 'stick',
  clave: 'cleave',
  cleft: 'cleave',
  sat: 'sit',
  ran: 'run',
  went: 'go',
  gone: 'go',
  came: 'come',
  gave: 'give',
  given: 'give',
  took: 'take',
  taken: 'take',
  spoke: 'speak',
  spoken: 'speak',
  spake: 'speak',
  fell: 'fall',
  fallen: 'fall',
  slept: 'sleep',
  fled: 'flee',
  sought: 'seek',
  taught: 'teach',
  thought: 'think',
  brought: 'bring',
  bought: 'buy',
  wrought: 'work',
  ate: 'eat',
  eaten: 'eat',
  drank: 'drink',
  drunk: 'drink',
  forgave: 'forgive',
  forgiven: 'forgive',
  knew: 'know',
  known: 'know',
  wept: 'weep',
  dwelt: 'dwell',
  built: 'build',
  lost: 'lose',
  stole: 'steal',
  stolen: 'steal',
  swore: 'swear',
  sworn: 'swear',
  children: 'child',
  brethren: 'brother',
  feet: 'foot',
  teeth: 'tooth',
  wives: 'wife',
  lives: 'life',
};

export function irregularBase(word: string): string | undefined {
  return irregular[word];
}

/** The base form of a word as it stands in a text, by the irregular list or the regular endings. */
export function baseOfTextWord(word: string, known: (base: string) => boolean): string {
  const lower = word.toLowerCase();
  if (known(lower)) return lower;
  const irregularForm = irregular[lower];
  if (irregularForm) return irregularForm;
  return baseFormCandidates(lower).find(known) ?? lower;
}

/**
 * British and American spellings of the same word ('honour' / 'honor', 'centre' / 'center', 'realise' /
 * 'realize'): the shared word list, and the -our rule for a form it lacks ('honourest').
 */
export function spellingVariants(word: string): string[] {
  const variants: string[] = [...listedSpellingVariants(word)];
  if (/[^aeiou]our(s|ed|ing|able|ably|ite|ites)?$/.test(word))
    variants.push(word.replace(/our(?=[a-z]*$)/, 'or'));
  else if (/[^o]or(?=(s|ed|ing|able)?$)/.test(word))
    variants.push(word.replace(/or(?=(s|ed|ing|able)?$)/, 'our'));
  return [...new Set(variants)].filter((variant) => variant !== word);
}

/**
 * A pattern for a word and its inflections as a text writes them ('forgive' → forgives, forgiving, forgiveth,
 * forgiveness; 'fasting' → fast, fasted), but not another word the stemmer folds into the same stem ('content'
 * → 'contention').
 */
export function surfacePattern(word: string): RegExp {
  const endings = '(?:s|es|ed|d|ing|eth|est|er|ers|ly|ment|ments|ness|ful|fully)?';
  const one = (form: string) => {
    if (form.endsWith('y')) return `${form.slice(0, -1)}(?:y|ies|ied|ier|iest|iness|ily|ying)`;
    if (form.endsWith('e')) return `${form.slice(0, -1)}e?${endings}`;
    // A doubled last consonant before an ending ('sin' → 'sinned').
    return `${form}${form.slice(-1)}?${endings}`;
  };
  const forms = [word, ...baseFormCandidates(word)].filter((form) => form.length >= 3);
  return new RegExp(`\\b(?:${forms.map(one).join('|')})\\b`, 'i');
}
