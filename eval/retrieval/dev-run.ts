/**
 * `CORPUS_MIRROR=… npx tsx eval/retrieval/dev-run.ts [filter]`: the scholar's first five passages per tradition
 * for each question of dev-set.md, to be read by eye (the dev set has no judged answers). A filter keeps the
 * questions that contain it; `--plain` leaves out the other translations' wording of each verse (a before/after).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { religionIds } from '../../common/scripture/religions';
import { retrievePassages } from '../../server/features/chat/retrieval';
import { openFullLibrary } from './library';

const filter = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
// `--plain`: verses found by their own words only, not also through other translations' wording (a before/after).
const options = process.argv.includes('--plain') ? { otherWordings: false } : {};

const questions = readFileSync(new URL('./dev-set.md', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => /^\d+\.\s+(.+?)\s+—/.exec(line)?.[1])
  .filter((text): text is string => Boolean(text))
  .filter((text) => !filter || text.includes(filter));

const database = await openFullLibrary();
try {
  await retrievePassages(database.db, 'a quiet warm-up reading', { perReligion: 5, ...options });
  for (const question of questions) {
    const started = performance.now();
    const { plan, passages } = await retrievePassages(database.db, question, { perReligion: 5, ...options });
    const ms = performance.now() - started;
    console.log(
      `\n## ${question}  (${ms.toFixed(0)} ms; ideas: ${plan.concepts.map((c) => c.label).join(', ')})`,
    );
    for (const religion of religionIds) {
      const list = passages[religion] ?? [];
      console.log(`  ${religion}${list.length === 0 ? ': (empty)' : ''}`);
      for (const passage of list)
        console.log(`    ${passage.reference.padEnd(28)} ${passage.text.replace(/\s+/g, ' ').slice(0, 110)}`);
    }
  }
} finally {
  await database.close();
}
