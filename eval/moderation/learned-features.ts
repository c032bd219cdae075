/**
 * The learned-guard experiment (learned-training.ts) reads a message as a bag of hashed features: its words, each
 * pair of neighbouring words, and the four-letter pieces of each word (so "vermin" and "verminous", or a word with
 * one letter changed, share most of their features). The text is normalised on its own terms, independent of the
 * rules' vocabulary.
 */

import { FEATURE_SLOTS, slotOf } from '../../server/lib/moderation/message-features';

// Hashed into the same slots, by the same hash, as the guard's learned stage.
export { FEATURE_SLOTS };

const invisible = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/g;
const leet: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
};

/** Lower case, invisible characters removed, letters spaced or dotted apart joined, digits read as letters. */
export function normaliseForFeatures(message: string): string {
  return (
    message
      .normalize('NFKC')
      .toLowerCase()
      .replace(invisible, '')
      // "b.u.r.n" and "k i l l": a single letter, a separator, a single letter.
      .replace(/(?<=\b\p{L})[.\-_* ](?=\p{L}\b)/gu, '')
      .replace(/[@4310!|5$7]/g, (char) => leet[char] ?? char)
      .replace(/(\p{L})\1{2,}/gu, '$1$1')
  );
}

export type FeatureVector = Map<number, number>;

/** The slots of one word's own features: the word and its four-letter pieces (weight 1 and 0.5). */
function featuresOfWord(word: string): [string, number][] {
  const padded = ` ${word} `;
  const features: [string, number][] = [[`w:${word}`, 1]];
  for (let start = 0; start + 4 <= padded.length; start += 1)
    features.push([`c:${padded.slice(start, start + 4)}`, 0.5]);
  return features;
}

function rawFeatures(words: readonly string[]): FeatureVector {
  const features: FeatureVector = new Map();
  const add = (feature: string, weight: number) => {
    const slot = slotOf(feature);
    features.set(slot, (features.get(slot) ?? 0) + weight);
  };
  words.forEach((word, index) => {
    for (const [feature, weight] of featuresOfWord(word)) add(feature, weight);
    const next = words[index + 1];
    if (next) add(`b:${word} ${next}`, 1);
  });
  return features;
}

/** The message's features, scaled to unit length so long and short messages weigh alike. */
export function featuresOf(message: string): FeatureVector {
  const features = rawFeatures(wordsForFeatures(message));
  let squares = 0;
  for (const value of features.values()) squares += value * value;
  const length = Math.sqrt(squares) || 1;
  for (const [slot, value] of features) features.set(slot, value / length);
  return features;
}

/** The words of a message as the features read them. */
export function wordsForFeatures(message: string): string[] {
  return normaliseForFeatures(message).match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
}
