/**
 * An experiment, not part of the guard: a logistic regression over the hashed features of learned-features.ts,
 * trained on our labelled messages (eval/moderation/*.tsv) with half of the library's verses as further legitimate
 * examples (the other half stays out, to measure how much scripture it would refuse). Deterministic: the same data
 * gives the same weights on every machine. generalisation.ts runs it; ADR 0145 says what it showed.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { featuresOf, type FeatureVector } from './learned-features';
import { readLabelled } from './labelled-sets';

const here = dirname(fileURLToPath(import.meta.url));

export type Example = { abusive: boolean; text: string; set: string };

/** Every labelled set in eval/moderation, by file name, but the blind probes (never trained on, never printed). */
export function labelledSets(): Map<string, Example[]> {
  const sets = new Map<string, Example[]>();
  for (const file of readdirSync(here)
    .filter((name) => name.endsWith('.tsv') && !['probe-10.tsv', 'probe-11.tsv'].includes(name))
    .sort()) {
    sets.set(
      file,
      readLabelled(file).map(({ abusive, text }) => ({ abusive, text, set: file })),
    );
  }
  return sets;
}

/** Verses split in two halves by their text (stable across runs and machines): train on one, measure on the other. */
export function splitVerses(verses: readonly string[]): { train: string[]; held: string[] } {
  const train: string[] = [];
  const held: string[] = [];
  for (const verse of verses) {
    const byte = createHash('md5').update(verse).digest()[0]!;
    (byte % 2 === 0 ? train : held).push(verse);
  }
  return { train, held };
}

/**
 * The score from which the experiment counts a block: at 0.9, 0.1% of the held-out verses scored above it (short
 * fragments such as "You should train like this:"); at 0.95, under 0.02%.
 */
export const BLOCK_FROM_SCORE = 0.95;

export type Model = { bias: number; weights: Float64Array };

const EPOCHS = 12;
const LEARNING_RATE = 0.5;
const L2 = 1e-6;

/** A linear congruential generator: a fixed seed gives the same example order everywhere. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * Stochastic gradient descent on the log loss. The abusive messages carry half of the total weight, the labelled
 * legitimate ones (the hard cases: questions about violence, civil criticism) 5% and the verses the rest. Weighed
 * by number alone, tens of thousands of verses drowned the few hundred hard questions ("Did the Jews kill Jesus?"
 * read as abuse); weighed higher, short verse fragments ("You should train like this:") did.
 */
const LABELLED_LEGITIMATE_SHARE = 0.05;

export function trainModel(messages: readonly Example[], verses: readonly string[], slots: number): Model {
  const abusive = messages.filter((example) => example.abusive).length;
  const legitimate = messages.length - abusive;
  const total = messages.length + verses.length;
  const rows: { features: FeatureVector; label: number; weight: number }[] = [
    ...messages.map((example) => ({
      features: featuresOf(example.text),
      label: example.abusive ? 1 : 0,
      weight: example.abusive ? (0.5 * total) / abusive : (LABELLED_LEGITIMATE_SHARE * total) / legitimate,
    })),
    ...verses.map((verse) => ({
      features: featuresOf(verse),
      label: 0,
      weight: ((0.5 - LABELLED_LEGITIMATE_SHARE) * total) / verses.length,
    })),
  ];
  const weights = new Float64Array(slots);
  let bias = 0;
  const random = seededRandom(42);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    const order = rows.map((_, index) => ({ index, key: random() })).sort((a, b) => a.key - b.key);
    for (const { index } of order) {
      const row = rows[index]!;
      let z = bias;
      for (const [slot, value] of row.features) z += weights[slot]! * value;
      const gradient = (1 / (1 + Math.exp(-z)) - row.label) * row.weight;
      for (const [slot, value] of row.features) {
        weights[slot] = weights[slot]! - LEARNING_RATE * (gradient * value + L2 * weights[slot]!);
      }
      bias -= LEARNING_RATE * gradient;
    }
  }
  return { bias, weights };
}

export function scoreWith(model: Model, message: string): number {
  let z = model.bias;
  for (const [slot, value] of featuresOf(message)) z += model.weights[slot]! * value;
  return 1 / (1 + Math.exp(-z));
}
