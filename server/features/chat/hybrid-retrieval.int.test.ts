import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseEncoder, type Encoder } from '../../lib/meaning/encoder';
import { buildMeaningIndex } from '../../lib/meaning/indexer';
import { createQueryEmbedder, type QueryEmbedder } from '../../lib/meaning/query-embedder';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { retrievePassages, type Retrieval } from './retrieval';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let indexer: Encoder;
let meaning: QueryEmbedder;

/**
 * Three surahs of the fixture Qur'an are indexed (their vectors come from the disk cache after the first run, as in
 * the parallels tests); the other traditions' translations hold no vector, so they are searched by words alone.
 */
const indexed = new Set(["islam|Qur'an|93", "islam|Qur'an|107", "islam|Qur'an|49"]);

// A question none of whose words (nor their stems) is in the orphan verses: only the meaning can find them.
const QUESTION = 'How should we treat a child who has no father?';

const refs = (retrieval: Retrieval, religion: 'islam' | 'christianity') =>
  (retrieval.passages[religion] ?? []).map((passage) => passage.reference);

beforeAll(async () => {
  app = await createTestApp({}, { database: await openTestDatabase({ corpus: true }) });
  indexer = createUseEncoder();
  // The model's first load can take many seconds on a busy machine: this test waits for it, a reader does not.
  meaning = createQueryEmbedder({ timeoutMs: 120_000 });
});
afterAll(async () => {
  await meaning?.close();
  await indexer?.close();
  await app?.close();
});

describe('the scholar’s hybrid retrieval: full text fused with meaning', () => {
  let before: Retrieval;

  it('answers by full text alone while no tradition is indexed', async () => {
    before = await retrievePassages(app.database.db, QUESTION, {
      religions: ['islam', 'christianity'],
      perReligion: 3,
      meaning,
    });
    expect(before.meaning).toBe('not-indexed');
    expect(refs(before, 'islam')).not.toContain("Qur'an 93:9");
    expect(refs(before, 'islam')).not.toContain("Qur'an 107:2");
  });

  it(
    'finds the orphan verses through the meaning once the Qur’an is indexed',
    { timeout: 600_000 },
    async () => {
      const summary = await buildMeaningIndex(app.database.db, {
        encoder: indexer,
        include: (chapter) => indexed.has(`${chapter.religion}|${chapter.book}|${chapter.chapter}`),
      });
      expect(summary.embedded + summary.fromCache + summary.unchanged).toBeGreaterThan(0);

      const after = await retrievePassages(app.database.db, QUESTION, {
        religions: ['islam', 'christianity'],
        perReligion: 3,
        meaning,
      });
      expect(after.meaning).toBe('fused');
      const islam = after.passages.islam ?? [];
      expect(islam.map((passage) => passage.reference)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^Qur'an (93:9|107:2)$/)]),
      );
      expect(islam.find((passage) => /orphan/i.test(passage.text))?.text).toMatch(/orphan/i);
      // The tradition with no vectors answers exactly as by full text alone.
      expect(refs(after, 'christianity')).toEqual(refs(before, 'christianity'));
    },
  );

  it('finds the parallels of a named verse in another tradition by its meaning, never by its words', async () => {
    // James 1:27 shares no word with the orphan verses ('fatherless', not 'orphan'); by words alone the Qur'an would
    // bring verses on 'religion' and 'father', and is not asked at all.
    const question = 'What does James 1:27 mean?';
    const wordsOnly = await retrievePassages(app.database.db, question, {
      religions: ['christianity', 'islam'],
      perReligion: 3,
    });
    expect(refs(wordsOnly, 'christianity')[0]).toBe('James 1:27');
    expect(refs(wordsOnly, 'islam')).toEqual([]);
    const withMeaning = await retrievePassages(app.database.db, question, {
      religions: ['christianity', 'islam'],
      perReligion: 3,
      meaning,
    });
    expect(refs(withMeaning, 'christianity')[0]).toBe('James 1:27');
    // Every parallel comes from the index (the three indexed surahs), none from the words of the rest of the Qur'an.
    const islam = refs(withMeaning, 'islam');
    expect(islam.length).toBeGreaterThan(0);
    for (const reference of islam) expect(reference).toMatch(/^Qur'an (93|107|49):\d+$/);
  });

  it('keeps the relevance floor: a question about nothing in the index adds no passage by meaning', async () => {
    const fullTextOnly = await retrievePassages(app.database.db, 'quantum chromodynamics of gluons', {
      religions: ['islam'],
      perReligion: 5,
    });
    const hybrid = await retrievePassages(app.database.db, 'quantum chromodynamics of gluons', {
      religions: ['islam'],
      perReligion: 5,
      meaning,
    });
    expect(hybrid.meaning).toBe('fused');
    expect(refs(hybrid, 'islam')).toEqual(refs(fullTextOnly, 'islam'));
  });
});
