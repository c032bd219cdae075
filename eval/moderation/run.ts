/**
 * `npm run eval -- moderation`: the guard against our own labelled messages. Prints, per category, how much abuse
 * is blocked and how many legitimate messages are refused, and the time per message, for the tuning set
 * (abuse.tsv + legitimate.tsv) and for the held-out set (held-out.tsv, written before the rules and never used to
 * tune them), and the probe sets written after the rules, reported without a goal. `--show-misses` lists the messages the guard gets wrong.
 */
import type { EvalSuite } from '../run';
import { screenUserMessage } from '../../server/lib/moderation/message-screen';
import { readLabelled, type Labelled } from './labelled-sets';
import { readScripture } from './scripture';

/** The goals, on every set: share of abuse blocked, share of legitimate messages refused, mean time per message. */
const GOALS = { recall: 0.95, falsePositiveRate: 0.02, msPerMessage: 5, scriptureRefused: 0.001 } as const;
/**
 * Rounds timed after the pass that scores a set (which warms the guard up). One: the time is the process's CPU time
 * over hundreds of messages, steady without repeats, and twenty rounds of every set cost ~330 s of CPU in CI beside
 * the browser tests, two thirds of this eval.
 */
const TIMING_ROUNDS = 1;

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;

function evaluate(name: string, messages: Labelled[], showMisses: boolean): boolean {
  const rows = new Map<string, { abusive: boolean; total: number; blocked: number }>();
  const misses: string[] = [];
  for (const message of messages) {
    const verdict = screenUserMessage(message.text);
    const key = `${message.abusive ? 'abuse' : 'legit'} / ${message.category}`;
    const row = rows.get(key) ?? { abusive: message.abusive, total: 0, blocked: 0 };
    row.total += 1;
    if (!verdict.allowed) row.blocked += 1;
    rows.set(key, row);
    if (verdict.allowed === message.abusive) {
      misses.push(
        `  ${message.abusive ? 'passed' : 'refused'}: ${message.text}${verdict.allowed ? '' : ` (${verdict.rule})`}`,
      );
    }
  }

  // The process's own CPU time, not the wall clock: CI runs this beside the browser tests, and on a loaded two-core
  // machine the wall clock counts the time other processes held the core (5.6 ms a message at load 7-10 against
  // 2.0 ms on a quiet machine, for the same rules).
  const start = process.cpuUsage();
  for (let round = 0; round < TIMING_ROUNDS; round += 1) {
    for (const message of messages) screenUserMessage(message.text);
  }
  const used = process.cpuUsage(start);
  const msPerMessage = (used.user + used.system) / 1000 / (TIMING_ROUNDS * messages.length);

  const abuse = [...rows.values()].filter((row) => row.abusive);
  const legit = [...rows.values()].filter((row) => !row.abusive);
  const sum = (list: typeof abuse, field: 'total' | 'blocked') =>
    list.reduce((total, row) => total + row[field], 0);
  // A set of legitimate messages alone has no recall to miss.
  const recall = sum(abuse, 'total') === 0 ? 1 : sum(abuse, 'blocked') / sum(abuse, 'total');
  const falsePositiveRate = sum(legit, 'blocked') / sum(legit, 'total');

  console.log(`\n${name}: ${messages.length} messages`);
  console.log('  category                          n   blocked   (abuse: recall; legit: refused)');
  for (const [key, row] of [...rows.entries()].sort()) {
    console.log(
      `  ${key.padEnd(30)} ${String(row.total).padStart(4)}   ${percent(row.blocked, row.total).padStart(7)}`,
    );
  }
  const met = {
    recall: recall >= GOALS.recall,
    falsePositives: falsePositiveRate <= GOALS.falsePositiveRate,
    speed: msPerMessage < GOALS.msPerMessage,
  };
  const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `  abuse blocked:       ${percent(sum(abuse, 'blocked'), sum(abuse, 'total'))} (goal >= 95%, ${mark(met.recall)})`,
  );
  console.log(
    `  legitimate refused:  ${percent(falsePositiveRate, 1)} (goal <= 2%, ${mark(met.falsePositives)})`,
  );
  console.log(
    `  time per message:    ${msPerMessage.toFixed(3)} ms of CPU (goal < 5 ms, ${mark(met.speed)})`,
  );
  if (showMisses && misses.length > 0) console.log(misses.join('\n'));
  return met.recall && met.falsePositives && met.speed;
}

/** Verses of every tradition's scripture, pasted as messages: the share refused must stay near zero. */
function evaluateScripture(showMisses: boolean): boolean {
  const verses = readScripture();
  if (!verses) {
    console.log('\nScripture: skipped (set CORPUS_MIRROR to the corpus mirror to check every verse passes).');
    return true;
  }
  const bySource = new Map<string, { total: number; refused: number }>();
  const refused: string[] = [];
  const start = process.cpuUsage();
  for (const verse of verses) {
    const verdict = screenUserMessage(verse.text);
    const row = bySource.get(verse.source) ?? { total: 0, refused: 0 };
    row.total += 1;
    if (!verdict.allowed) {
      row.refused += 1;
      refused.push(`  refused (${verdict.rule}): ${verse.text.slice(0, 140)}`);
    }
    bySource.set(verse.source, row);
  }
  const used = process.cpuUsage(start);
  const msPerVerse = (used.user + used.system) / 1000 / verses.length;
  console.log(`\nScripture pasted as messages: ${verses.length} verses`);
  for (const [source, row] of bySource) {
    console.log(`  ${source.padEnd(30)} ${String(row.total).padStart(6)}   refused ${row.refused}`);
  }
  const share = refused.length / verses.length;
  const met = share <= GOALS.scriptureRefused;
  console.log(
    `  verses refused:      ${refused.length} (${percent(refused.length, verses.length)}; goal <= 0.1%, ${met ? 'met' : 'MISSED'}), ${msPerVerse.toFixed(3)} ms of CPU a verse`,
  );
  if (showMisses && refused.length > 0) console.log(refused.join('\n'));
  return met;
}

export const run: EvalSuite['run'] = async (args) => {
  const showMisses = args.includes('--show-misses');
  const tuning = evaluate(
    'Tuning set',
    [...readLabelled('abuse.tsv'), ...readLabelled('legitimate.tsv')],
    showMisses,
  );
  const heldOut = evaluate('Held-out set', readLabelled('held-out.tsv'), showMisses);
  // Reported, not held to the goals. Each probe was written before the rules were widened from the one before it;
  // all three have now been read while widening the rules, so none is unseen.
  evaluate('Probe 1 (then used to widen the rules)', readLabelled('probe.tsv'), showMisses);
  evaluate('Probe 2 (then used to widen the vocabulary)', readLabelled('probe-2.tsv'), showMisses);
  evaluate('Probe 3 (read while widening the rule classes)', readLabelled('probe-3.tsv'), showMisses);
  // Written by someone who had read neither the rules nor the other sets; first scored with the rules of 157d85e.
  evaluate('Probe 4 (written blind; 80.0% when first scored)', readLabelled('probe-4.tsv'), showMisses);
  evaluate('Probe 5 (written blind; 71.4% when first scored)', readLabelled('probe-5.tsv'), showMisses);
  evaluate('Probe 6 (written blind; 56.7% when first scored)', readLabelled('probe-6.tsv'), showMisses);
  evaluate(
    'Probe 7 (written blind; 69.2% when first scored; its threats read for the frames)',
    readLabelled('probe-7.tsv'),
    showMisses,
  );
  evaluate(
    'Probe 8 (written blind; 53.3% when first scored, and after the WordNet fields; then read for its classes)',
    readLabelled('probe-8.tsv'),
    showMisses,
  );
  evaluate(
    "Probe 9 (written blind after probe 8 was read; 46.2% at 453a30c, 52.3% after probe 8's classes, threats 4 of 40 both times; learned stages measured on it and not kept, ADR 0158; 55.4%, threats 8 of 40, after the veiled-threat classes, ADR 0160; then read and its misses made classes, ADR 0161)",
    readLabelled('probe-9.tsv'),
    showMisses,
  );
  // Written after probe 9's classes by the engineer who wrote them, in other voices: a first check of how far the
  // classes carry (6 of 26 when first scored, as before them), then read; the next blind probe is the measure.
  evaluate(
    "After probe 9's classes (written by their author in other voices; 6 of 26 when first scored; read, ADR 0161)",
    readLabelled('after-probe-9.tsv'),
    showMisses,
  );
  // Written blind by someone who read nothing of the repository, after probe 9 was written and before its classes;
  // scored blind through ADR 0163, then read: its misses became classes and it is training data, so coverage now.
  evaluate(
    "Probe 10 (written blind; 55.0% at d2ea4a3, 57.9% after probe 9's classes, threats 13 -> 15 of 45; 64.3% with the learned stage behind its disavowal gate, threats 20, ADR 0163; then read and trained on, its misses made classes: 95.0% the rules alone, ADR 0166)",
    readLabelled('probe-10.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-28, after probe 10, by someone who read nothing of the repository; never read.
  evaluate(
    "Probe 11 (written blind; 51.3% at c213b8b, threats 7 of 41; 58.7% with the learned stage behind its disavowal gate, threats 10, ADR 0163; 60.0%, threats 12, after probe 10's classes and the retraining, ADR 0166; 2 messages seen, otherwise not read)",
    readLabelled('probe-11.tsv'),
    false,
  );
  // Written blind on 2026-11-28 after probe 11, by someone who read nothing of the repository; scored blind three
  // times, then read: its misses became classes and it is training data (ADR 0168), so coverage now.
  evaluate(
    "Probe 12 (written blind; 41.9% at 6e45399 with 6 of 130 legitimate refused, 4.6%; 41.3% with 5 refused after probe 10's classes and the disavowals, ADR 0165/0166, the same after ADR 0167; then read and trained on, its misses made classes, ADR 0168)",
    readLabelled('probe-12.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-28 while probe 12 was read, by someone who read nothing of the repository; scored blind
  // three times, then read: its misses became classes and it is training data (ADR 0173), so coverage now.
  evaluate(
    "Probe 13 (written blind; 64.7% at 3ef9621, 66.5% after probe 12's classes and the retrained stage, the same after threat.endorsed, 4 of 140 legitimate refused each time; then read and trained on, its misses made classes, ADR 0173)",
    readLabelled('probe-13.tsv'),
    showMisses,
  );
  // Probe 13's classes in other words and voices, each abusive message beside twins that share its words; written
  // before the rules for them and scored (10 of 56 abuse blocked, 7 of 66 twins refused), then read (ADR 0173).
  evaluate(
    "Probe 13's classes and their twins (each class written before its rule; 10 of 56 blocked and 7 of 66 refused before the rules; read, ADR 0173)",
    readLabelled('probe-13-classes.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-28 while probe 13 was read, by someone who read nothing of the repository; scored blind
  // three times, then read: its misses became classes (ADR 0174), so coverage now.
  evaluate(
    'Probe 14 (written blind; 62.4% at f18e7dc, 64.1% at 13c9f57, 64.7% at ea90816, 3 of 150 legitimate refused each time; then read, its misses made classes, ADR 0174)',
    readLabelled('probe-14.tsv'),
    showMisses,
  );
  // Probe 14's classes in other words and voices, each abusive message beside twins that share its words; each class
  // written before its rule and scored, then read (ADR 0174).
  evaluate(
    "Probe 14's classes and their twins (each class written before its rule; read, ADR 0174)",
    readLabelled('probe-14-classes.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-28 while probe 14 was read, by someone who read nothing of the repository; scored blind
  // three times, then read: its misses became shapes (ADR 0176), so coverage now.
  evaluate(
    'Probe 15 (written blind; 55.3% at f18e7dc, 55.9% at ea90816, 57.6% at 5d31070, 4 of 150 legitimate refused each time; then read, its misses made ten shapes, ADR 0176)',
    readLabelled('probe-15.tsv'),
    showMisses,
  );
  // Probe 15's shapes in other words and voices, each abusive message beside twins that share its words; each shape
  // written before its rule and scored, then read (ADR 0176).
  evaluate(
    "Probe 15's classes and their twins (each shape written before its rule; 10 of 46 blocked and 4 of 49 refused before the rules; read, ADR 0176)",
    readLabelled('probe-15-classes.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-28 while probe 15 was read, by someone who read nothing of the repository; scored blind
  // twice, then read: its misses became shapes (ADR 0178), so coverage now.
  evaluate(
    'Probe 16 (written blind; 55.9% at b6d43bc, 56.5% at 1d1f29d, threats 16 -> 17 of 45, disguised 4 of 18, 5 of 150 legitimate refused both times; then read, its misses made shapes, ADR 0178)',
    readLabelled('probe-16.tsv'),
    showMisses,
  );
  // Probe 16's shapes in other words and voices, each abusive message beside twins that share its words; written
  // before the rules for them and scored, then read (ADR 0178).
  evaluate(
    "Probe 16's classes and their twins (each shape written before its rule; 10 of 33 blocked and 7 of 37 refused before the rules, then four more shapes 7 of 16 and 1 of 13; read, ADR 0178)",
    readLabelled('probe-16-classes.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-28 while probe 16 was read, by someone who read nothing of the repository; scored blind
  // twice, then read: its misses became shapes (ADR 0181), so coverage now.
  evaluate(
    'Probe 17 (written blind; 54.1% at 78ad860, 55.3% at 89987ba and at 7025094, threats 22 of 45, disguised 1 of 18, 5 of 150 legitimate refused each time, all disavowals; then read, its misses made shapes, ADR 0181)',
    readLabelled('probe-17.tsv'),
    showMisses,
  );
  // Probe 17's shapes in other words and voices, each abusive message beside twins that share its words; written
  // before the rules for them and scored, then read (ADR 0181).
  evaluate(
    "Probe 17's classes and their twins (each shape written before its rule; 7 of 30 blocked and 7 of 36 refused before the rules; read, ADR 0181)",
    readLabelled('probe-17-classes.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-28 while probe 17 was read, by someone who read nothing of the repository; scored blind
  // twice, then read: its misses became shapes (ADR 0184), so coverage now.
  evaluate(
    "Probe 18 (written blind; 48.8% at 7025094, 50.0% after probe 17's shapes and at 4c61b30, threats 14 of 45, disguised 2 of 18, 1 of 150 legitimate refused; then read, its misses made shapes, ADR 0184)",
    readLabelled('probe-18.tsv'),
    showMisses,
  );
  // Probe 18's shapes in other words and voices, each abusive message beside twins that share its words; written
  // before the rules for them and scored, then read (ADR 0184).
  evaluate(
    "Probe 18's classes and their twins (each shape written before its rule; 9 of 37 blocked and 1 of 28 refused before the rules; read, ADR 0184)",
    readLabelled('probe-18-classes.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-28, by someone who read nothing of the repository; scored blind three times, then read:
  // its misses became shapes (ADR 0186), so coverage now.
  evaluate(
    "Probe 19 (written blind; 55.3% at 6ca0fc0 and after probe 18's shapes, 57.1% with the stage retrained with probe 18, 2 of 150 legitimate refused each time; then read, its misses made shapes, ADR 0186)",
    readLabelled('probe-19.tsv'),
    showMisses,
  );
  // Probe 19's shapes in other words and voices, each beside twins that share its words; written before the rules
  // for them and scored, then read (ADR 0186).
  evaluate(
    "Probe 19's classes and their twins (each shape written before its rule; 2 of 21 blocked and 0 of 17 refused before the rules, then disguised requests 0 of 8 and 0 of 8; read, ADR 0186)",
    readLabelled('probe-19-classes.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-28, by someone who read nothing of the repository; scored blind twice, then read: its
  // misses became shapes (ADR 0187), so coverage now.
  evaluate(
    'Probe 20 (written blind; 72.4% at 4c61b30 and 75.9% at 25acf75, 4 of 150 legitimate refused each time; then read, its misses made shapes, ADR 0187)',
    readLabelled('probe-20.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-29, by someone asked for memes, sarcasm, coded language and turns in the last words;
  // scored blind through the session that read probe 20, then read: its misses became shapes (ADR 0187).
  evaluate(
    'Probe 21 (written blind; 61.2% at 4c61b30, 67.6% at 421b3a6, 68.8% at 9ae1a59, 3 of 150 legitimate refused each time; then read, its misses made shapes, ADR 0187)',
    readLabelled('probe-21.tsv'),
    showMisses,
  );
  // Written blind on 2026-11-29 with a plain brief (typical messages as they arrive, most abuse direct), scored blind
  // once, then read: its misses became classes (ADR 0192), so coverage now.
  evaluate(
    'Probe 23 (written blind, typical messages; 78.5% and 1 of 200 legitimate refused at cffe695; then read, its misses made classes, ADR 0192)',
    readLabelled('probe-23.tsv'),
    showMisses,
  );
  // Written blind the same day with the same plain brief in other voices; scored blind through probe 23's classes
  // (80.5%), then read: its misses and refusals became classes (ADR 0192), so coverage now.
  evaluate(
    'Probe 24 (written blind, typical messages; 78.5% at cffe695, 80.5% after probe 23 was read, 4 of 200 legitimate refused each time; then read, ADR 0192)',
    readLabelled('probe-24.tsv'),
    showMisses,
  );
  // Threats written by class with innocent twins for the learned-guard experiment (ADR 0158); read, so not a blind measure.
  evaluate(
    'Threat classes and their twins (written for the learned-guard experiment; read)',
    readLabelled('threat-classes.tsv'),
    showMisses,
  );
  // Threats written by class in voices unlike the read sets, each with an innocent twin; written before the rules
  // were widened for it and then read, so its figure is coverage, not a blind measure.
  evaluate(
    'Threats 2 and their twins (written by class before the threat widening; read)',
    readLabelled('threats-2.tsv'),
    showMisses,
  );
  // Written by class for the learned stage (ADR 0163): each abusive message beside an innocent twin sharing its words;
  // read and trained on, so its figure is coverage (the rules alone block 30.5%).
  evaluate(
    'Intent classes and their twins (1,212 + 1,212, written for the learned stage; read, trained on)',
    readLabelled('intent-classes.tsv'),
    showMisses,
  );
  // Disavowals and condemnations of violence in many voices, beside abuse that threatens through a negation; written
  // for the act rules' disavowal exception (ADR 0165) and read, so its figure is coverage.
  evaluate(
    'Disavowals and negated threats (written for the disavowal exception; read)',
    readLabelled('disavowals.tsv'),
    showMisses,
  );
  // Legitimate only: sincere messages sharing abuse's words (a reader's fear, a witness's account, a condemnation, help
  // sought for self-harm), written before they were scored and then read to narrow the rules that refused them.
  evaluate(
    'Sincere messages that share words with abuse (legitimate, written before scoring; read)',
    readLabelled('sincere-hard.tsv'),
    showMisses,
  );
  // Legitimate only, in voices the first sincere set lacks (slogans reported after the fact, a graffito painted over,
  // a grandfather's words refused, friends joking); written before it was scored, then read to narrow the rules.
  evaluate(
    'Sincere messages in other voices (legitimate, written before scoring: 10 of 60 refused; read)',
    readLabelled('sincere-hard-2.tsv'),
    showMisses,
  );
  // Readers' own danger, jokes, urgings and questions side by side, written blind as one set with the care labels of
  // eval/crisis/set-d.tsv: the guard must block the urgings and never a reader speaking of themselves.
  evaluate(
    "Self-harm voices (written blind; 66.0% of urgings blocked and 7.3% of legitimate refused at the session's start, 1.8% after the reader's own danger was exempted; then read)",
    readLabelled('self-harm-voices.tsv'),
    showMisses,
  );
  // Legitimate only: hate says '<group> are ...' too, and a guard must not refuse what people plainly say of a group.
  evaluate(
    'Statements naming groups (legitimate, written blind)',
    readLabelled('statements.tsv'),
    showMisses,
  );
  const scripture = evaluateScripture(showMisses);
  return { goalsMet: tuning && heldOut && scripture };
};
