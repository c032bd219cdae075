import { baseOfTextWord } from './word-forms';

/**
 * A word whose bare form has another part of speech than the question means ('fast': abstain from food, but also
 * quick and firmly). Inflected forms ('fasting', 'fasted', 'fasts') carry the question's sense; the bare form is
 * only weak evidence, and none at all inside a set phrase of the other sense ('hold fast', 'fast asleep') or after
 * a degree word ('as fast as', 'so fast').
 */
export type AmbiguousForm = { bare: string; phrases: readonly (readonly string[])[] };

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

export function senseEvidence(text: string, form: AmbiguousForm): SenseEvidence {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  let evidence: SenseEvidence = 'none';
  words.forEach((word, index) => {
    if (evidence === 'strong' || !word.startsWith(form.bare)) return;
    const ending = word.slice(form.bare.length);
    if (ending !== '' && !/^(s|es|ed|d|ing|eth|est|er|ly|ness)$/.test(ending)) return;
    if (ending !== '') {
      if (!otherSenseEndings.has(ending)) evidence = 'strong';
      return;
    }
    const before = words[index - 1];
    const after = words[index + 1];
    if (before && degreeWords.has(before)) return;
    const inPhrase = form.phrases.some((phrase) => {
      const position = phrase.indexOf(form.bare);
      if (position === 1 && before) return baseOfTextWord(before, (base) => base === phrase[0]) === phrase[0];
      if (position === 0 && after) return baseOfTextWord(after, (base) => base === phrase[1]) === phrase[1];
      return false;
    });
    if (!inPhrase) evidence = 'weak';
  });
  return evidence;
}
