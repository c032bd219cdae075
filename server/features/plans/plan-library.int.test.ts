import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { planLibrary } from '../../../common/plans/library';
import { formatScriptureRef } from '../../../common/scripture/scripture-ref';
import type { DatabaseHandle } from '../../db/client';
import { describeOnFullLibrary, openTestDatabase } from '../../test/test-database';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describeOnFullLibrary('every plan’s passages in the imported library', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase({ corpus: 'full' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('resolves every reference of every plan to its verses, each verse of a range present', async () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const plan of planLibrary) {
      for (const passage of plan.days.flatMap((day) => day.passages)) {
        const reference = `${passage.religion}: ${formatScriptureRef(passage)}`;
        if (seen.has(reference)) continue;
        seen.add(reference);
        const from = passage.verse ?? 1;
        const to = passage.verseEnd ?? passage.verse ?? null;
        const [row] = rowsOf<{ verses: number }>(
          await database.db.execute(sql`
            select count(distinct verse)::int as verses from scriptures
            where religion = ${passage.religion} and book = ${passage.book} and chapter = ${passage.chapter}
              and verse >= ${from} and (${to}::int is null or verse <= ${to}::int)`),
        );
        const expected = to === null ? 1 : to - from + 1;
        if ((row?.verses ?? 0) < expected) missing.push(`${reference} (${row?.verses ?? 0} of ${expected})`);
      }
    }
    expect(missing).toEqual([]);
    expect(seen.size).toBeGreaterThan(500);
  });
});
