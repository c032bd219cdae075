/**
 * `npx tsx eval/moderation/score-blind.ts <file under eval/moderation>`: a blind set's rates per category and
 * nothing else (no message is printed), so a set kept for measuring can be scored without being read.
 */
import { screenUserMessage } from '../../server/lib/moderation/message-screen';
import { readLabelled } from './labelled-sets';

const file = process.argv[2];
if (!file) throw new Error('usage: score-blind.ts <file under eval/moderation>');
const rows = new Map<string, { total: number; blocked: number }>();
let abusive = 0;
let blocked = 0;
let legit = 0;
let refused = 0;
for (const message of readLabelled(file)) {
  const allowed = screenUserMessage(message.text).allowed;
  const key = `${message.abusive ? 'abuse' : 'legit'} / ${message.category}`;
  const row = rows.get(key) ?? { total: 0, blocked: 0 };
  row.total += 1;
  if (!allowed) row.blocked += 1;
  rows.set(key, row);
  if (message.abusive) {
    abusive += 1;
    if (!allowed) blocked += 1;
  } else {
    legit += 1;
    if (!allowed) refused += 1;
  }
}
for (const [key, row] of [...rows].sort()) console.log(`  ${key.padEnd(32)} ${row.blocked} of ${row.total}`);
console.log(`abuse blocked ${blocked} of ${abusive} (${((100 * blocked) / abusive).toFixed(1)}%)`);
console.log(`legitimate refused ${refused} of ${legit} (${((100 * refused) / legit).toFixed(1)}%)`);
