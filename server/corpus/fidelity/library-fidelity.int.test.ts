import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { describeOnFullLibrary, openTestDatabase } from '../../test/test-database';
import { checkLibraryFidelity, lostQLimit, type TranslationFidelity } from './library-check';
import { lostQPerThousand } from './text-checks';

const summary = (results: TranslationFidelity[]) =>
  results.map((result) => ({
    translation: result.translation,
    damage: result.damage,
    examples: result.examples,
  }));

describeOnFullLibrary('the text fidelity of the full library', () => {
  let database: DatabaseHandle;
  let results: TranslationFidelity[];
  beforeAll(async () => {
    database = await openTestDatabase({ corpus: 'full' });
    results = await checkLibraryFidelity(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds no damage in any default translation', () => {
    expect(results.filter((result) => result.isDefault).map((result) => result.translation)).toEqual(
      expect.arrayContaining(['web', 'saheeh-international', 'jps-1917', 'gita-purohit', 'sujato']),
    );
    expect(summary(results.filter((result) => result.isDefault && result.damage.length > 0))).toEqual([]);
  });

  it('leaves no markup, mojibake, doubled quotation mark or lost "q" in any translation', () => {
    // A few transliterated Arabic words ('antum') look like a lost "q"; the archive's damage ran at 3-5 a thousand.
    const left = results.filter(
      (result) =>
        result.markup + result.mojibake + result.doubledQuotes > 0 || lostQPerThousand(result) > lostQLimit,
    );
    expect(summary(left)).toEqual([]);
  });
});
