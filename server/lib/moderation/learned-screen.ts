import model from './learned-weights.json' with { type: 'json' };
import { featuresOfWords } from './message-features';

/**
 * The guard's learned stage, read after the rules pass a message: a logistic regression over the message's words and
 * the roles they play (message-features.ts), trained by eval/moderation/learned-guard.ts on every labelled set that
 * was read and half of the library's verses, and cross-validated there. The rules catch the wordings that were read;
 * the roles carry a threat's shape (the writer, a modal, a harm, a place, a time) to wordings nobody wrote down.
 * Only a score at or above the committed threshold blocks, chosen where cross-validation refused no sincere message.
 */
const weights = new Map<number, number>(model.slots.map((slot, index) => [slot, model.values[index]!]));

export const LEARNED_THRESHOLD: number = model.threshold;

/** The probability, 0-1, that a message (its normalised words) is abuse. */
export function learnedScore(words: readonly string[]): number {
  let z = model.bias;
  for (const [slot, value] of featuresOfWords(words)) z += (weights.get(slot) ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}
