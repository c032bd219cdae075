import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ParallelsResponse } from '../../common/api/parallels';
import { parseScriptureRef, type ScriptureRef } from '../../common/scripture/scripture-ref';
import type { ReligionId } from '../../common/scripture/religions';
import { acceptableSpans, judge, mean, precisionAt } from './metrics';

/** A verse with, per other tradition, the passages a scholar would set beside it. */
export type ParallelsVerse = {
  religion: ReligionId;
  reference: string;
  acceptable: Partial<Record<ReligionId, string[]>>;
};
export type ParallelsSet = { verses: ParallelsVerse[] };

export const PARALLELS_GOAL = 0.7;
const K = 3;

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Precision@3 of one verse's Parallels: per judged tradition, the share of its first three passages that are in
 * the acceptable list (or within a verse of one), averaged over the traditions that returned something.
 */
export function parallelsPrecision(
  verse: ParallelsVerse,
  returned: readonly { religion: ReligionId; ref: ScriptureRef }[],
): { precision: number; judged: number; empty: number } {
  const perTradition: number[] = [];
  let empty = 0;
  for (const [religion, refs] of Object.entries(verse.acceptable) as [ReligionId, string[]][]) {
    if (religion === verse.religion || refs.length === 0) continue;
    const passages = returned
      .filter((passage) => passage.religion === religion)
      .map((passage) => passage.ref);
    const precision = precisionAt(judge(passages, acceptableSpans(religion, refs)), K);
    if (precision === null) empty += 1;
    else perTradition.push(precision);
  }
  return { precision: mean(perTradition), judged: perTradition.length, empty };
}

/** Whether the app has the Parallels route: its feature module is there to import. */
async function parallelsAvailable(): Promise<boolean> {
  const module = join(here, '../../server/features/parallels/routes.ts');
  if (!existsSync(module)) return false;
  const routes = (await import(module)) as { parallelsRoutes?: unknown };
  return typeof routes.parallelsRoutes === 'function';
}

/**
 * The judged Parallels set against GET /api/parallels. Skipped, with the reason, while the route does not exist
 * or the meaning index has not been computed for the library (Parallels then answer nothing to judge).
 */
export async function runParallelsCheck(app: FastifyInstance): Promise<{ goalsMet: boolean }> {
  if (!(await parallelsAvailable())) {
    console.log('\nparallels: skipped, the app has no Parallels route (GET /api/parallels) yet.');
    return { goalsMet: true };
  }
  const set = JSON.parse(readFileSync(join(here, 'parallels-set.json'), 'utf8')) as ParallelsSet;
  const precisions: number[] = [];
  let empty = 0;
  const pending = new Set<string>();
  for (const verse of set.verses) {
    const ref = parseScriptureRef(verse.reference, { religion: verse.religion });
    if (!ref?.verse) throw new Error(`parallels-set.json: ${verse.reference} is not a verse`);
    const query = new URLSearchParams({
      religion: ref.religion,
      book: ref.book,
      chapter: String(ref.chapter),
      verse: String(ref.verse),
      perTradition: String(K),
    });
    const response = await app.inject({ method: 'GET', url: `/api/parallels?${query}` });
    if (response.statusCode !== 200) {
      throw new Error(`parallels of ${verse.reference}: ${response.statusCode} ${response.body}`);
    }
    const answer = response.json() as ParallelsResponse;
    if (answer.status !== 'ready') pending.add(verse.religion);
    for (const religion of answer.pending) pending.add(religion);
    const returned = answer.parallels.map((passage) => ({
      religion: passage.religion,
      ref: { religion: passage.religion, book: passage.book, chapter: passage.chapter, verse: passage.verse },
    }));
    const result = parallelsPrecision(verse, returned);
    empty += result.empty;
    if (result.judged > 0) precisions.push(result.precision);
  }
  if (pending.size > 0) {
    console.log(
      `\nparallels: skipped, the meaning index is not computed on this library for ${[...pending].join(', ')} ` +
        '(it is built in the background after an import; this eval does not build it).',
    );
    return { goalsMet: true };
  }
  const precision = mean(precisions);
  console.log(
    `\nparallels: ${set.verses.length} verses, precision@${K} ${precision.toFixed(2)} ` +
      `(goal ${PARALLELS_GOAL}), ${empty} (verse, tradition) pairs with nothing returned`,
  );
  const met = precision >= PARALLELS_GOAL;
  if (!met)
    console.log(`  goal missed: Parallels precision@${K} ${precision.toFixed(2)} < ${PARALLELS_GOAL}`);
  return { goalsMet: met };
}
