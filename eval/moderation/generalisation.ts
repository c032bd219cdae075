/**
 * `npx tsx eval/moderation/generalisation.ts` (CORPUS_MIRROR set): would a small learned classifier carry the guard
 * to messages nobody anticipated? For each set written blind (the probes, the held-out set, the statements naming
 * groups), a logistic regression (learned-training.ts) is trained on every other set and half of the verses, then
 * tested on it, alone and beside the rules. The rules' figure on a probe is optimistic: they were widened after
 * reading it. ADR 0145 has the figures and why the guard does not use it.
 */
import { screenUserMessage } from '../../server/lib/moderation/message-screen';
import { FEATURE_SLOTS } from './learned-features';
import { BLOCK_FROM_SCORE, labelledSets, scoreWith, splitVerses, trainModel } from './learned-training';
import { readScripture } from './scripture';

const verses = readScripture();
if (!verses) {
  console.error(
    'Set CORPUS_MIRROR to the corpora mirror: the verses are the legitimate half of the training.',
  );
  process.exit(2);
}
const { train, held } = splitVerses(verses.map((verse) => verse.text));
const sets = labelledSets();
const percent = (part: number, whole: number) =>
  (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`).padStart(7);
const rulesBlock = (text: string) => !screenUserMessage(text).allowed;

console.log(`threshold ${BLOCK_FROM_SCORE}; each cell: abuse blocked, legitimate refused`);
console.log(
  'set              classifier alone   rules              rules or classifier   held-out verses refused',
);
for (const [name, examples] of sets) {
  if (!/^(probe|held-out|statements)/.test(name)) continue;
  const rest = [...sets].filter(([other]) => other !== name).flatMap(([, list]) => list);
  const model = trainModel(rest, train, FEATURE_SLOTS);
  const learned = (text: string) => scoreWith(model, text) >= BLOCK_FROM_SCORE;
  const abuse = examples.filter((example) => example.abusive);
  const legitimate = examples.filter((example) => !example.abusive);
  const row = (blocks: (text: string) => boolean) =>
    `${percent(abuse.filter((e) => blocks(e.text)).length, abuse.length)} ${percent(legitimate.filter((e) => blocks(e.text)).length, legitimate.length)}`;
  console.log(
    `${name.padEnd(16)} ${row(learned)}    ${row(rulesBlock)}    ${row((text) => rulesBlock(text) || learned(text))}    ${held.filter(learned).length}/${held.length}`,
  );
}
