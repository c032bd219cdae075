/**
 * The meaning index for the retrieval eval: the eval's library is a fresh copy of the full-library template, which
 * has no index (the background build runs only in a served app). `--meaning=islam,hinduism` builds it for the main
 * books of those traditions, from the disk cache (~/.cache/sacred-circle/meaning) when an earlier run filled it,
 * else with the encoder (about 60 ms of CPU a verse: the Qur'an's 6,236 verses are minutes). The whole library
 * would be hours, so each tradition is limited to the books its readers open first.
 *
 * Run on its own (`tsx eval/retrieval/meaning-index.ts islam,hinduism`) it only fills the disk cache, so that
 * the eval runs after it are quick.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { religionIds, type ReligionId } from '../../common/scripture/religions';
import type { Database } from '../../server/db/client';
import { createUseEncoder } from '../../server/lib/meaning/encoder';
import { buildMeaningIndex, type BuildSummary } from '../../server/lib/meaning/indexer';
import { openFullLibrary } from './library';

/** The books indexed per tradition: the scripture itself, not its commentaries or the hadith's thousands. */
export const MEANING_BOOKS: Record<ReligionId, readonly string[]> = {
  christianity: ['Matthew', 'Mark', 'Luke', 'John'],
  islam: ["Qur'an"],
  judaism: ['Genesis', 'Exodus', 'Leviticus', 'Deuteronomy', 'Psalms', 'Proverbs'],
  hinduism: ['Bhagavad Gita'],
  buddhism: ['Dhammapada'],
};

/** The traditions named by `--meaning=a,b` (none when absent); an unknown name is an error, not a silent skip. */
export function meaningReligionsOf(args: readonly string[], flag = '--meaning='): ReligionId[] {
  const option = args.find((arg) => arg.startsWith(flag));
  if (!option) return [];
  const names = option.slice(flag.length).split(',').filter(Boolean);
  const unknown = names.filter((name) => !(religionIds as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`${flag} unknown tradition ${unknown.join(', ')}`);
  return names as ReligionId[];
}

/**
 * The traditions named by `--meaning-whole=a,b`, indexed in every book of their default translations rather than
 * their main books: Parallels answer a tradition only once its whole translation is indexed, so the judged
 * Parallels set needs the whole Bible and Tanakh (about 41,000 more verses, half an hour of one core the first time).
 */
export const wholeReligionsOf = (args: readonly string[]) => meaningReligionsOf(args, '--meaning-whole=');

/** What the eval indexes of a tradition: its main books, or every book when it is indexed whole. */
export const indexedBooksOf = (religion: ReligionId, whole: readonly ReligionId[]) =>
  whole.includes(religion) ? 'every book' : MEANING_BOOKS[religion].join(', ');

/**
 * Builds the index of those traditions' books in `db` (every book of the `whole` ones). The encoder runs at nice
 * 10, like the niced tests around it: at 19 on the shared machine the Qur'an alone would take an hour.
 */
export async function buildEvalMeaningIndex(
  db: Database,
  religions: readonly ReligionId[],
  whole: readonly ReligionId[] = [],
): Promise<BuildSummary & { ms: number }> {
  const started = performance.now();
  const encoder = createUseEncoder({ priority: 10 });
  try {
    const summary = await buildMeaningIndex(db, {
      encoder,
      include: ({ religion, book }) =>
        (whole as readonly string[]).includes(religion) ||
        ((religions as readonly string[]).includes(religion) &&
          (MEANING_BOOKS[religion as ReligionId] ?? []).includes(book)),
    });
    return { ...summary, ms: Math.round(performance.now() - started) };
  } finally {
    await encoder.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const religions = meaningReligionsOf([`--meaning=${process.argv[2] ?? ''}`]);
  const database = await openFullLibrary();
  try {
    console.log(await buildEvalMeaningIndex(database.db, religions));
  } finally {
    await database.close();
  }
}
