/**
 * Trains and measures the guard's learned stage (ADR 0158, 0163; server/lib/moderation/learned-screen.ts): a
 * logistic regression over a message's words and the roles they play (server/lib/moderation/message-features.ts),
 * trained on every labelled set that has been read (never probe 11, nor the blind probes kept in blind/; probes 10, 12 and 13 are read now) and half of the
 * library's verses. Wherever it scores a message it reads what the guard's stage reads (learned-gate.ts: six words or
 * more, sentences that disavow a harm left out) and blocks at 0.965 (ADR 0188).
 *
 *   npx tsx eval/moderation/learned-guard.ts --cv      cross-validation: each read set held out in turn, then 5 folds
 *   npx tsx eval/moderation/learned-guard.ts --blind   trains on every read set, prints probe 11's rates per category
 *   npx tsx eval/moderation/learned-guard.ts --ship-check   what that model refuses beyond the rules: read legitimate
 *                                                           messages and the library's verses
 *   npx tsx eval/moderation/learned-guard.ts --export   writes that model to server/lib/moderation/learned-weights.json
 *
 * GATE=off scores messages whole, without the gate and the six-word minimum (the figures of ADR 0163 before it).
 * EXCLUDE=intent-classes.tsv leaves a set out of the training altogether (the model as it was before that set);
 * THRESHOLD, FEATURES=roles|words, LEGIT_SHARE and VERSE_EVERY change the model and its data (ADR 0158, 0162).
 *
 * CORPUS_MIRROR must point at the corpora mirror: verses are the legitimate half of the training.
 */
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { learnedReading } from '../../server/lib/moderation/learned-gate';
import { screenUserMessage } from '../../server/lib/moderation/message-screen';
import {
  featuresOfWords,
  FEATURE_SLOTS,
  type FeatureVector,
} from '../../server/lib/moderation/message-features';
import { normaliseMessage } from '../../server/lib/moderation/normalise';
import { vocabulary } from '../../server/lib/moderation/rules';
import { labelledSetsDir, readLabelled } from './labelled-sets';
import { readScripture } from './scripture';

/** The blind measure: never trained on, never cross-validated on, scored per category only. Probes 10, 12 and 13 were
 * read and became training data once their blind figures were recorded (ADR 0166, 0168, 0173); the next blind probe stays in
 * blind/, which this script never lists. */
const BLIND_SETS = ['probe-11.tsv'];
/** Sets left out of the training (and of the cross-validation): to measure what a set adds. */
const EXCLUDED = new Set([...BLIND_SETS, ...(process.env.EXCLUDE ?? '').split(',').filter(Boolean)]);

/** `read`: the features of what the guard's stage reads of the message, none when it reads nothing. */
type Row = {
  features: FeatureVector;
  read: FeatureVector | undefined;
  abusive: boolean;
  category: string;
  set: string;
  text: string;
};

const kinds = {
  words: process.env.FEATURES !== 'roles',
  roles: process.env.FEATURES !== 'words',
};
const featuresOf = (text: string) => featuresOfWords(normaliseMessage(text, vocabulary).words, kinds);
/** GATE=off reads every message whole, whatever its length, as the figures before the gate were measured. */
const readFeaturesOf = (text: string) => {
  if (process.env.GATE === 'off') return featuresOf(text);
  const read = learnedReading(normaliseMessage(text, vocabulary).words);
  return read && featuresOfWords(read, kinds);
};
/** Every how many verses one is read (1: all); a quicker cross-validation reads fewer. */
const VERSE_EVERY = Number(process.env.VERSE_EVERY ?? 1);

function readSets(): Row[] {
  return readdirSync(labelledSetsDir)
    .filter((file) => file.endsWith('.tsv') && !EXCLUDED.has(file))
    .sort()
    .flatMap((file) =>
      readLabelled(file).map((example) => ({
        features: featuresOf(example.text),
        read: readFeaturesOf(example.text),
        abusive: example.abusive,
        category: example.category,
        set: file,
        text: example.text,
      })),
    );
}

/** Verses split in two halves by their text (stable across runs): train on one, measure refusals on the other. */
function splitVerses(verses: readonly string[]) {
  const train: string[] = [];
  const held: string[] = [];
  for (const verse of verses)
    (createHash('md5').update(verse).digest()[0]! % 2 === 0 ? train : held).push(verse);
  return { train, held };
}

/** The score from which the stage blocks: chosen by --cv on the newest read probes held out (ADR 0188). */
const BLOCK_FROM_SCORE = Number(process.env.THRESHOLD ?? 0.965);

const EPOCHS = 10;
const LEARNING_RATE = 0.5;
const L2 = 1e-6;
/** Of the total weight: abuse half, the labelled legitimate messages (hard cases, twins) this share, verses the rest. */
const LABELLED_LEGITIMATE_SHARE = Number(process.env.LEGIT_SHARE ?? 0.25);

function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

type Model = { bias: number; weights: Float64Array };

function train(rows: readonly Row[], verses: readonly FeatureVector[]): Model {
  const abusive = rows.filter((row) => row.abusive).length;
  const legitimate = rows.length - abusive;
  const total = rows.length + verses.length;
  const examples = [
    ...rows.map((row) => ({
      features: row.features,
      label: row.abusive ? 1 : 0,
      weight: row.abusive ? (0.5 * total) / abusive : (LABELLED_LEGITIMATE_SHARE * total) / legitimate,
    })),
    ...verses.map((features) => ({
      features,
      label: 0,
      weight: ((0.5 - LABELLED_LEGITIMATE_SHARE) * total) / verses.length,
    })),
  ];
  const weights = new Float64Array(FEATURE_SLOTS);
  let bias = 0;
  const random = seededRandom(42);
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    const rate = LEARNING_RATE / (1 + epoch);
    const order = examples.map((_, index) => ({ index, key: random() })).sort((a, b) => a.key - b.key);
    for (const { index } of order) {
      const example = examples[index]!;
      let z = bias;
      for (const [slot, value] of example.features) z += weights[slot]! * value;
      const gradient = (1 / (1 + Math.exp(-z)) - example.label) * example.weight;
      for (const [slot, value] of example.features) {
        weights[slot] = weights[slot]! - rate * (gradient * value + L2 * weights[slot]!);
      }
      bias -= rate * gradient;
    }
  }
  return { bias, weights };
}

function score(model: Model, features: FeatureVector | undefined): number {
  if (!features) return 0;
  let z = model.bias;
  for (const [slot, value] of features) z += model.weights[slot]! * value;
  return 1 / (1 + Math.exp(-z));
}

const THRESHOLDS = [0.5, 0.8, 0.9, 0.95, 0.98];
const pct = (part: number, whole: number) =>
  whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1)}%`.padStart(6);

function report(
  name: string,
  model: Model,
  test: readonly Row[],
  heldVerses: readonly (FeatureVector | undefined)[],
) {
  const scored = test.map((row) => ({
    row,
    score: score(model, row.read),
    rules: !screenUserMessage(row.text).allowed,
  }));
  const verseScores = heldVerses.map((features) => score(model, features));
  const cells = THRESHOLDS.map((threshold) => {
    const blocked = (s: (typeof scored)[number]) => s.rules || s.score >= threshold;
    const abuse = scored.filter((s) => s.row.abusive);
    const threats = abuse.filter((s) => s.row.category === 'threat');
    const legit = scored.filter((s) => !s.row.abusive);
    return `${pct(abuse.filter(blocked).length, abuse.length)} t${pct(threats.filter(blocked).length, threats.length)} r${pct(legit.filter(blocked).length, legit.length)} v${verseScores.filter((v) => v >= threshold).length}`;
  });
  const abuse = scored.filter((s) => s.row.abusive);
  const legit = scored.filter((s) => !s.row.abusive);
  console.log(
    `${name.padEnd(16)} rules ${pct(abuse.filter((s) => s.rules).length, abuse.length)} r${pct(legit.filter((s) => s.rules).length, legit.length)} | ${cells.join(' | ')}`,
  );
  return scored;
}

const verses = readScripture();
if (!verses) {
  console.error('Set CORPUS_MIRROR to the corpora mirror: verses are the legitimate half of the training.');
  process.exit(2);
}
const { train: trainVerseTexts, held: heldVerseTexts } = splitVerses(verses.map((verse) => verse.text));
const trainVerses = trainVerseTexts.filter((_, index) => index % VERSE_EVERY === 0).map(featuresOf);
const rows = readSets();

if (process.argv.includes('--cv')) {
  const heldVerses = heldVerseTexts.filter((_, index) => index % (4 * VERSE_EVERY) === 0).map(readFeaturesOf);
  console.log(
    `legit share ${LABELLED_LEGITIMATE_SHARE}; rules or model at thresholds ${THRESHOLDS.join(', ')}:`,
  );
  console.log(
    'each cell: abuse blocked, t threats blocked, r legitimate refused, v held-out verses refused of ' +
      heldVerses.length,
  );
  const sets = [...new Set(rows.map((row) => row.set))];
  for (const set of sets) {
    if (!new RegExp(process.env.HOLD_OUT ?? '^(probe|held-out|statements|threat|after|intent)').test(set))
      continue;
    const model = train(
      rows.filter((row) => row.set !== set),
      trainVerses,
    );
    report(
      set,
      model,
      rows.filter((row) => row.set === set),
      heldVerses,
    );
  }
  const folds = 5;
  const all: { row: Row; score: number; rules: boolean }[] = [];
  for (let fold = 0; fold < folds; fold += 1) {
    const model = train(
      rows.filter((_, index) => index % folds !== fold),
      trainVerses,
    );
    all.push(
      ...report(
        `fold ${fold + 1}/${folds}`,
        model,
        rows.filter((_, index) => index % folds === fold),
        [],
      ),
    );
  }
  // Out of fold, set by set: what the model learned of a set from the rest of it (its other classes, its twins).
  console.log('\n5-fold, by set (rules alone | rules or model at each threshold):');
  for (const set of [...new Set(all.map((s) => s.row.set))]) {
    const scored = all.filter((s) => s.row.set === set);
    const abuse = scored.filter((s) => s.row.abusive);
    const threats = abuse.filter((s) => s.row.category === 'threat');
    const legit = scored.filter((s) => !s.row.abusive);
    const cell = (blocked: (s: (typeof all)[number]) => boolean) =>
      `${pct(abuse.filter(blocked).length, abuse.length)} t${pct(threats.filter(blocked).length, threats.length)} r${String(legit.filter(blocked).length).padStart(3)}/${legit.length}`;
    console.log(
      `${set.padEnd(20)} ${cell((s) => s.rules)} | ${THRESHOLDS.map((threshold) => cell((s) => s.rules || s.score >= threshold)).join(' | ')}`,
    );
  }
  for (const threshold of THRESHOLDS) {
    const refused = all.filter((s) => !s.row.abusive && !s.rules && s.score >= threshold);
    console.log(`\n5-fold, refused by the model alone at ${threshold}: ${refused.length}`);
    for (const s of refused.slice(0, 12))
      console.log(`  ${s.score.toFixed(3)} ${s.row.set}: ${s.row.text.slice(0, 110)}`);
  }
}

/**
 * The model as it would ship: weights under 0.02 dropped (a file of 42,799 weights, 0.6 MB) and the rest rounded.
 * Dropping more (under 0.05) changed no decision on the labelled sets but moved 4 of probe 9's, whose scores sit
 * near the threshold; so the blind probe is scored with exactly this model.
 */
function asCommitted(model: Model): Model {
  const weights = new Float64Array(FEATURE_SLOTS);
  model.weights.forEach((weight, slot) => {
    if (Math.abs(weight) >= 0.02) weights[slot] = Math.round(weight * 1e3) / 1e3;
  });
  return { bias: Math.round(model.bias * 1e3) / 1e3, weights };
}

const committed =
  process.argv.includes('--blind') ||
  process.argv.includes('--ship-check') ||
  process.argv.includes('--export')
    ? asCommitted(train(rows, trainVerses))
    : undefined;

if (committed && process.argv.includes('--blind')) {
  // Each blind probe is scored once, at the committed threshold, per category; its messages are never printed.
  for (const blindSet of BLIND_SETS) {
    const byCategory = new Map<string, [number, number]>();
    for (const example of readLabelled(blindSet)) {
      const blocked =
        !screenUserMessage(example.text).allowed ||
        score(committed, readFeaturesOf(example.text)) >= BLOCK_FROM_SCORE;
      const key = `${example.abusive ? 'abuse' : 'legit'} / ${example.category}`;
      const [total, count] = byCategory.get(key) ?? [0, 0];
      byCategory.set(key, [total + 1, count + (blocked ? 1 : 0)]);
    }
    console.log(`${blindSet}, rules or model at ${BLOCK_FROM_SCORE}:`);
    for (const [key, [total, count]] of [...byCategory].sort())
      console.log(`  ${key.padEnd(28)} ${count}/${total}`);
  }
}

if (committed && process.argv.includes('--ship-check')) {
  // What wiring this model in would refuse beyond the rules: every read legitimate message (in sample, so a floor)
  // and every verse of the library (half of them in sample).
  const blocks = (text: string) =>
    screenUserMessage(text).allowed && score(committed, readFeaturesOf(text)) >= BLOCK_FROM_SCORE;
  const legit = rows.filter((row) => !row.abusive && blocks(row.text));
  console.log(`read legitimate messages refused by the model beyond the rules: ${legit.length}`);
  for (const row of legit) console.log(`  ${row.set}: ${row.text.slice(0, 110)}`);
  const held = new Set(heldVerseTexts);
  const refused = verses.filter((verse) => blocks(verse.text));
  console.log(
    `verses refused by the model beyond the rules: ${refused.length} of ${verses.length} (${refused.filter((v) => held.has(v.text)).length} of them from the held-out half)`,
  );
  for (const verse of refused.slice(0, 20)) console.log(`  ${verse.source}: ${verse.text.slice(0, 110)}`);
}

if (committed && process.argv.includes('--export')) {
  // Slots as gaps from the previous one and weights in thousandths (asCommitted rounds them so): half the file.
  const slots: number[] = [];
  const milli: number[] = [];
  committed.weights.forEach((weight, slot) => {
    if (weight !== 0) {
      slots.push(slot);
      milli.push(Math.round(weight * 1000));
    }
  });
  const slotGaps = slots.map((slot, index) => slot - (index === 0 ? 0 : slots[index - 1]!));
  const file = new URL('../../server/lib/moderation/learned-weights.json', import.meta.url);
  writeFileSync(
    file,
    JSON.stringify({ threshold: BLOCK_FROM_SCORE, bias: committed.bias, slotGaps, milli }) + '\n',
  );
  console.log(`wrote ${slots.length} weights to ${file.pathname}`);
}
