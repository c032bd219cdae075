import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { otherWordingsOf, type OtherWording } from './other-wordings';
import { LENGTH_PRIOR_STEPS, LONG_TEXT_PRIOR, scoreCandidates } from './ranking';
import { findCandidates, listQuotableTranslations, type CandidateQuery } from './retrieval-store';

/*
 * The Gita's default translator says 'the man of steady wisdom' where others say 'content' and 'satisfied': a
 * verse of the quotable translation is found through another English translation of the same verse, where the two
 * number the chapter alike, and the text handed on stays the quotable one.
 */
let database: DatabaseHandle;
let wordings: OtherWording[];

const translations: [
  id: string,
  religion: string,
  language: string,
  isDefault: boolean,
  original: boolean,
][] = [
  ['gita-purohit', 'hinduism', 'en', true, false],
  ['gita-sivananda', 'hinduism', 'en', false, false],
  ['gita-gambirananda', 'hinduism', 'en', false, false],
  ['gita-sanskrit', 'hinduism', 'sa', false, true],
  ['sujato', 'buddhism', 'en', true, false],
];

const gita = 'Bhagavad Gita';
const rows: [translation: string, chapter: number, verse: number, text: string][] = [
  [
    'gita-purohit',
    2,
    55,
    'When a man gives up the desires of his heart and finds joy in the Self, he is wise.',
  ],
  ['gita-purohit', 2, 56, 'He whose mind is untroubled in sorrow is called a sage.'],
  [
    'gita-sivananda',
    2,
    55,
    'When a man abandons all desires and is content in the Self, he is of steady wisdom.',
  ],
  ['gita-sivananda', 2, 56, 'He whose mind is not shaken by adversity is a sage of steady wisdom.'],
  [
    'gita-gambirananda',
    2,
    55,
    'When one fully renounces all desires and remains content and satisfied in the Self.',
  ],
  ['gita-gambirananda', 2, 56, 'He whose mind is unperturbed in sorrow is a man of steady wisdom.'],
  // Chapter 3 holds one verse more in Purohit's numbering: its verses are not paired.
  [
    'gita-purohit',
    3,
    1,
    'Arjuna asked: If knowledge is better than action, why urge me to this terrible deed?',
  ],
  ['gita-purohit', 3, 2, 'My mind is bewildered by your words.'],
  ['gita-sivananda', 3, 1, 'Arjuna said: The content of your teaching confuses me.'],
  ['gita-sanskrit', 2, 55, 'prajahāti yadā kāmān sarvān pārtha manogatān'],
];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`insert into translations (id, religion, name, language, licence, source, is_default, is_original) values ${sql.join(
      translations.map(
        ([id, religion, language, isDefault, original]) =>
          sql`(${id}, ${religion}, ${id}, ${language}, 'test', 'test', ${isDefault}, ${original})`,
      ),
      sql`, `,
    )}`,
  );
  await database.db.execute(
    sql`insert into scriptures (religion, book, chapter, verse, text, translation) values ${sql.join(
      rows.map(
        ([translation, chapter, verse, text]) =>
          sql`('hinduism', ${gita}, ${chapter}, ${verse}, ${text}, ${translation})`,
      ),
      sql`, `,
    )}`,
  );
  wordings = await otherWordingsOf(database.db, 'test', await listQuotableTranslations(database.db));
});
afterAll(async () => {
  await database?.close();
});

const content = (otherWordings?: readonly OtherWording[]): CandidateQuery => ({
  concepts: [{ weight: 40, drives: true, main: [{ query: `'content'` }], related: [] }],
  translations: ['gita-purohit', 'sujato'],
  religions: ['hinduism', 'buddhism'],
  perReligion: 30,
  bookWeights: {},
  apartBooks: [],
  lengthPrior: { steps: LENGTH_PRIOR_STEPS, beyond: LONG_TEXT_PRIOR },
  ...(otherWordings ? { otherWordings } : {}),
});
const where = (row: { book: string; chapter: number; verse: number }) =>
  `${row.book} ${row.chapter}:${row.verse}`;

describe('verses found through other translations of the same verse', () => {
  it('pairs the quotable translation with each other English one of its tradition, chapter by chapter', () => {
    expect(wordings.map((wording) => [wording.translation, wording.other, wording.chapters]).sort()).toEqual([
      ['gita-purohit', 'gita-gambirananda', [{ book: gita, otherBook: gita, chapter: 2, shift: 0 }]],
      ['gita-purohit', 'gita-sivananda', [{ book: gita, otherBook: gita, chapter: 2, shift: 0 }]],
    ]);
  });

  it('finds by its own words only without them', async () => {
    expect(await findCandidates(database.db, content())).toEqual([]);
  });

  it('finds a verse once through the wordings that say it, never in a chapter numbered otherwise', async () => {
    const found = await findCandidates(database.db, content(wordings));
    expect(found.map(where)).toEqual([`${gita} 2:55`]);
    const [verse] = found;
    expect(verse!.translation).toBe('gita-purohit');
    expect(verse!.text).toMatch(/finds joy in the Self/);
    expect(verse!.otherWordings?.map((other) => other.text).sort()).toEqual([
      'When a man abandons all desires and is content in the Self, he is of steady wisdom.',
      'When one fully renounces all desires and remains content and satisfied in the Self.',
    ]);
  });

  it('lets the ranking score the verse by what the other wordings say', async () => {
    const found = await findCandidates(database.db, content(wordings));
    const ranked = scoreCandidates(
      found,
      [{ label: 'content', weight: 40, terms: [{ stems: ['content'], factor: 1 }], ambiguous: new Map() }],
      { bookWeights: {}, hadithBooks: new Set(), hadithFactor: 0.6 },
    );
    expect(ranked.map((entry) => [where(entry.candidate), entry.coverage])).toEqual([[`${gita} 2:55`, 1]]);
  });
});
