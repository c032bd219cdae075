/**
 * What the chapter headings cost the scholar's full-text ranking: `rankFullText` over the dev set's 40 questions,
 * with and without headings, alternating question by question on one database (each question's plan made once and
 * shared, so both sides rank the same ideas), after one warm-up of each side (the headings are read once per library
 * generation). Prints p50/p95 of each side and how many questions' top five changed.
 *
 *   CORPUS_MIRROR=… npx tsx bench/scholar-headings.ts [--rounds 2]
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openFullLibrary } from '../eval/retrieval/library';
import { rankFullText } from '../server/features/chat/full-text-ranking';
import { planQuery } from '../server/features/chat/query-terms';

const roundsAt = process.argv.indexOf('--rounds');
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 2;
const questions = readFileSync(new URL('../eval/retrieval/dev-set.md', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => /^\d+\.\s+(.+?)\s+—/.exec(line)?.[1])
  .filter((text): text is string => Boolean(text));

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

const database = await openFullLibrary();
try {
  const times = { with: [] as number[], without: [] as number[] };
  let changed = 0;
  await rankFullText(database.db, 'a quiet warm-up reading', {});
  await rankFullText(database.db, 'a quiet warm-up reading', { headings: false });
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, question] of questions.entries()) {
      const plan = await planQuery(question);
      const sides =
        (round + index) % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      const tops: Record<string, string> = {};
      for (const side of sides) {
        const started = performance.now();
        const { ranked } = await rankFullText(database.db, question, {
          plan,
          ...(side === 'without' ? { headings: false } : {}),
        });
        times[side].push(performance.now() - started);
        tops[side] = JSON.stringify(
          Object.values(ranked).map((list) =>
            list.slice(0, 5).map((entry) => `${entry.book} ${entry.chapter}:${entry.verse}`),
          ),
        );
      }
      if (round === 0 && tops.with !== tops.without) changed += 1;
    }
  }
  for (const side of ['without', 'with'] as const)
    console.log(
      `${side.padEnd(8)} headings: p50 ${percentile(times[side], 0.5).toFixed(0)} ms, p95 ${percentile(times[side], 0.95).toFixed(0)} ms over ${times[side].length}`,
    );
  console.log(`questions whose first five changed in some tradition: ${changed} of ${questions.length}`);
} finally {
  await database.close();
}
