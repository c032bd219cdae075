import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { LENGTH_PRIOR_STEPS, LONG_TEXT_PRIOR } from './ranking';
import { findCandidates, type CandidateQuery } from './retrieval-store';

/*
 * A tradition with a large book of one-line segments beside a small book a teacher opens first: the shortlist the
 * ranking reads must keep the small book's verse when both say the word, or the ranking never sees it.
 */
let database: DatabaseHandle;

const verse =
  'There is no fire like greed, no crime like hate, no suffering like the aggregates, no bliss beyond peace.';
const segments = [
  'Greed is the grasping.',
  'Greed, hate, and delusion.',
  'Giving up greed, greed ends.',
  'Greed arises; greed ceases.',
  'Greed and greed for greed.',
  'Greed is abandoned.',
];

const formula = [
  'Rebirth is a condition for old age and death, sorrow, lamentation, pain, sadness, and distress to come to be.',
  'Rather, because they think: ‘I’m swamped by rebirth, old age, and death; by sorrow, lamentation, pain, sadness, and distress.',
  'They’re not freed from rebirth, old age, and death, from sorrow, lamentation, pain, sadness, and distress. They’re not freed from suffering, I say.',
];
const teaching =
  // Longer than the formula's lines, so the cheap rank puts it after them.
  'For a long time you’ve undergone the death of a mother, and the tears you have shed in sorrow, being joined with the disliked and parted from the liked, are more than the water in the four oceans.';

beforeAll(async () => {
  database = await openTestDatabase();
  const rows = [
    sql`('buddhism', 'Dhammapada', 15, 202, ${verse}, 'sujato')`,
    ...segments.map(
      (text, index) => sql`('buddhism', 'Samyutta Nikaya', 1, ${index + 1}, ${text}, 'sujato')`,
    ),
    // A stock line recited in other suttas, word for word.
    ...[2, 3, 4].map(
      (chapter) => sql`('buddhism', 'Samyutta Nikaya', ${chapter}, 1, ${segments[0]}, 'sujato')`,
    ),
    // One stock formula in three framings (the Suttas' own segments), and a teaching that names the same sorrow.
    ...formula.map((text, index) => sql`('buddhism', 'Majjhima Nikaya', ${index + 1}, 1, ${text}, 'sujato')`),
    sql`('buddhism', 'Samyutta Nikaya', 9, 1, ${teaching}, 'sujato')`,
  ];
  await database.db.execute(
    sql`insert into scriptures (religion, book, chapter, verse, text, translation) values ${sql.join(rows, sql`, `)}`,
  );
});
afterAll(async () => {
  await database?.close();
});

const query = (perReligion: number, word = 'greed'): CandidateQuery => ({
  concepts: [{ weight: 30, drives: true, main: [{ query: `'${word}'` }], related: [] }],
  translations: ['sujato'],
  religions: ['buddhism'],
  perReligion,
  bookWeights: { Dhammapada: 1.8 },
  apartBooks: [],
  lengthPrior: { steps: LENGTH_PRIOR_STEPS, beyond: LONG_TEXT_PRIOR },
});

describe('the full-text candidate shortlist', () => {
  it('keeps the verse the ranking would put first, not the one-line segments that repeat the word', async () => {
    for (const places of [1, 2]) {
      const shortlist = await findCandidates(database.db, query(places));
      expect(shortlist, `${places} places`).toHaveLength(places);
      expect(shortlist.map((row) => `${row.book} ${row.chapter}:${row.verse}`)).toContain(
        'Dhammapada 15:202',
      );
    }
  });

  it('still hands every candidate to the ranking when there are places enough, a repeated line once', async () => {
    const shortlist = await findCandidates(database.db, query(20));
    expect(shortlist).toHaveLength(segments.length + 1);
    expect(new Set(shortlist.map((row) => row.text)).size).toBe(shortlist.length);
  });

  it('gives a line recited word for word in several suttas one place, so the places go to other lines', async () => {
    const shortlist = await findCandidates(database.db, query(segments.length + 1));
    expect(shortlist.filter((row) => row.text === segments[0])).toHaveLength(1);
    expect(shortlist.map((row) => row.text)).toEqual(expect.arrayContaining([verse, ...segments]));
  });

  it('gives the framings of one stock formula one place, so the teaching that shares its word gets the other', async () => {
    const shortlist = await findCandidates(database.db, query(2, 'sorrow'));
    expect(shortlist).toHaveLength(2);
    expect(shortlist.map((row) => row.text)).toContain(teaching);
    expect(shortlist.filter((row) => formula.includes(row.text))).toHaveLength(1);
  });
});
