/**
 * `npx tsx eval/crisis/score-blind.ts <file under eval/crisis>`: a blind set's rates per kind and nothing else (no
 * message is printed), so a set kept for measuring the reading of a reader in danger can be scored without being read.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { concernsSelfHarm, tellsOfDangerToSelf } from '../../server/features/chat/guide/danger-to-self';

const file = process.argv[2];
if (!file) throw new Error('usage: score-blind.ts <file under eval/crisis>');
const rows = readFileSync(join(dirname(fileURLToPath(import.meta.url)), file), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => line.split('\t'));
const byKind = new Map<string, { total: number; danger: number; lines: number }>();
for (const [label, kind, text = ''] of rows) {
  const key = `${label} / ${kind}`;
  const entry = byKind.get(key) ?? { total: 0, danger: 0, lines: 0 };
  entry.total += 1;
  if (tellsOfDangerToSelf(text)) entry.danger += 1;
  if (concernsSelfHarm(text)) entry.lines += 1;
  byKind.set(key, entry);
}
const total = (label: string, pick: (entry: { total: number; danger: number }) => number) =>
  [...byKind]
    .filter(([key]) => key.startsWith(`${label} /`))
    .reduce((sum, [, entry]) => sum + pick(entry), 0);
for (const [key, entry] of [...byKind].sort())
  console.log(`  ${key.padEnd(26)} ${entry.danger} of ${entry.total}, help lines ${entry.lines}`);
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
const [caught, danger] = [total('danger', (e) => e.danger), total('danger', (e) => e.total)];
const [misread, ok] = [total('ok', (e) => e.danger), total('ok', (e) => e.total)];
console.log(`readers in danger answered with care: ${caught} of ${danger} (${percent(caught, danger)})`);
console.log(`other messages taken for danger: ${misread} of ${ok} (${percent(misread, ok)})`);
