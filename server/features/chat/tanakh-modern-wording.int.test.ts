import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { LENGTH_PRIOR_STEPS, LONG_TEXT_PRIOR, scoreCandidates } from './ranking';
import { chapterVerseCounts } from './other-wording-store';
import type { OtherWording } from './other-wordings';
import { findCandidates, type CandidateQuery } from './retrieval-store';
import { mapVersification } from './tanakh-versification';

/*
 * The 1917 Tanakh says 'talebearer' where a reader asks about slander; the World English Bible says 'slanderer' in
 * the same verse. A Tanakh verse is found through that wording where the two number the chapter alike (a psalm
 * shifted by its superscription), never where they differ, and the text handed on stays the Tanakh's own.
 */
let database: DatabaseHandle;
let wording: OtherWording;

const rows: [string, string, number, number, string, string][] = [
  [
    'judaism',
    'Leviticus',
    19,
    16,
    'Thou shalt not go up and down as a talebearer among thy people.',
    'jps-1917',
  ],
  ['christianity', 'Leviticus', 19, 16, 'You shall not go around as a slanderer among your people.', 'web'],
  ['judaism', 'Psalms', 3, 1, 'A Psalm of David, when he fled from Absalom his son.', 'jps-1917'],
  ['judaism', 'Psalms', 3, 2, 'LORD, how many are mine adversaries become!', 'jps-1917'],
  [
    'judaism',
    'Psalms',
    3,
    3,
    'Many there are that say of my soul: There is no salvation for him.',
    'jps-1917',
  ],
  [
    'christianity',
    'Psalms',
    3,
    1,
    'Yahweh, how my adversaries have increased! Many are those who slander me.',
    'web',
  ],
  [
    'christianity',
    'Psalms',
    3,
    2,
    'Many there are who say of my soul, “There is no help for him in God.”',
    'web',
  ],
  // Malachi 3 holds 24 verses in the Tanakh and 18 in the English Bible: its verses are not paired.
  ['judaism', 'Malachi', 3, 5, 'I will be a swift witness against the sorcerers.', 'jps-1917'],
  ['judaism', 'Malachi', 3, 6, 'For I the LORD change not.', 'jps-1917'],
  ['christianity', 'Malachi', 3, 5, 'I will be a swift witness against the sorcerers and slanderers.', 'web'],
  // A verse that says the word in both is one candidate, not two.
  ['judaism', 'Proverbs', 10, 18, 'He that uttereth a slander is a fool.', 'jps-1917'],
  ['christianity', 'Proverbs', 10, 18, 'He who utters a slander is a fool.', 'web'],
];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`insert into scriptures (religion, book, chapter, verse, text, translation) values ${sql.join(
      rows.map((row) => sql`(${row[0]}, ${row[1]}, ${row[2]}, ${row[3]}, ${row[4]}, ${row[5]})`),
      sql`, `,
    )}`,
  );
  const [tanakh, modern] = await Promise.all([
    chapterVerseCounts(database.db, 'judaism', 'jps-1917'),
    chapterVerseCounts(database.db, 'christianity', 'web'),
  ]);
  wording = {
    translation: 'jps-1917',
    religion: 'judaism',
    other: 'web',
    otherReligion: 'christianity',
    chapters: mapVersification(tanakh, modern).map((entry) => ({
      book: entry.tanakhBook,
      otherBook: entry.modernBook,
      chapter: entry.chapter,
      shift: entry.shift,
    })),
  };
});
afterAll(async () => {
  await database?.close();
});

const slander = (modernWording?: OtherWording): CandidateQuery => ({
  concepts: [{ weight: 40, drives: true, main: [{ query: `'slander'` }], related: [] }],
  translations: ['jps-1917', 'web'],
  religions: ['judaism'],
  perReligion: 30,
  bookWeights: {},
  apartBooks: [],
  lengthPrior: { steps: LENGTH_PRIOR_STEPS, beyond: LONG_TEXT_PRIOR },
  ...(modernWording ? { otherWordings: [modernWording] } : {}),
});
const where = (row: { book: string; chapter: number; verse: number }) =>
  `${row.book} ${row.chapter}:${row.verse}`;

describe('Tanakh verses found through their modern wording', () => {
  it('counts the chapters the two number alike', () => {
    expect(wording.chapters).toEqual(
      expect.arrayContaining([
        { book: 'Leviticus', otherBook: 'Leviticus', chapter: 19, shift: 0 },
        { book: 'Psalms', otherBook: 'Psalms', chapter: 3, shift: 1 },
      ]),
    );
    expect(wording.chapters.map((chapter) => chapter.book)).not.toContain('Malachi');
  });

  it('finds by its own words only without the modern wording', async () => {
    const found = await findCandidates(database.db, slander());
    expect(found.map(where)).toEqual(['Proverbs 10:18']);
  });

  it('finds the verse the modern wording says it in, shifted in a psalm, and hands on the Tanakh’s text', async () => {
    const found = await findCandidates(database.db, slander(wording));
    expect(found.map(where).sort()).toEqual(['Leviticus 19:16', 'Proverbs 10:18', 'Psalms 3:2']);
    const leviticus = found.find((row) => row.book === 'Leviticus')!;
    expect(leviticus.translation).toBe('jps-1917');
    expect(leviticus.text).toMatch(/talebearer/);
    expect(leviticus.otherWordings?.map((other) => other.text)).toEqual([
      'You shall not go around as a slanderer among your people.',
    ]);
    expect(found.find((row) => row.book === 'Psalms')!.text).toBe(
      'LORD, how many are mine adversaries become!',
    );
    expect(found.every((row) => row.religion === 'judaism')).toBe(true);
  });

  it('lets the ranking score the verse by its modern wording', async () => {
    const found = await findCandidates(database.db, slander(wording));
    const ranked = scoreCandidates(
      found,
      [{ label: 'slander', weight: 40, terms: [{ stems: ['slander'], factor: 1 }], ambiguous: new Map() }],
      { bookWeights: {}, hadithBooks: new Set(), hadithFactor: 0.6 },
    );
    expect(ranked.map((entry) => where(entry.candidate)).sort()).toEqual([
      'Leviticus 19:16',
      'Proverbs 10:18',
      'Psalms 3:2',
    ]);
    expect(ranked.every((entry) => entry.coverage === 1)).toBe(true);
  });
});
