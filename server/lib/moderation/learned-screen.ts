import model from './learned-weights.json' with { type: 'json' };
import { featuresOfWords } from './message-features';

/**
 * The guard's learned stage, read after the rules pass a message (ADR 0158, 0163): a logistic regression over the
 * message's words and the roles they play (message-features.ts), trained by eval/moderation/learned-guard.ts
 * (`--export`) on every labelled set that was read, the intent classes and their twins, and half of the library's
 * verses. The rules catch the wordings that were read; the roles carry a threat's shape (the writer, a modal, a
 * harm, a place, a time) to wordings nobody wrote down. Only a score at or above the committed threshold blocks.
 *
 * The weights file keeps the slots as gaps from the previous slot and the weights in thousandths: half the size of
 * plain numbers, the same model.
 */
const weights = new Map<number, number>();
let slot = 0;
model.slotGaps.forEach((gap, index) => {
  slot += gap;
  weights.set(slot, model.milli[index]! / 1000);
});

export const LEARNED_THRESHOLD: number = model.threshold;

/** The probability, 0-1, that a message (the normalised words the stage reads) is abuse. */
export function learnedScore(words: readonly string[]): number {
  let z = model.bias;
  for (const [feature, value] of featuresOfWords(words)) z += (weights.get(feature) ?? 0) * value;
  return 1 / (1 + Math.exp(-z));
}
