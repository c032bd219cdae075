import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { rankFullText } from './full-text-ranking';

/*
 * A Dhammapada vagga called 'Old Age' whose verses mostly never say 'old age', beside a long collection whose
 * one-line formulas say it in passing, and a hadith kitab called 'Fasting': a heading that names the question's idea
 * brings its verses to the ranking and puts them first.
 */
let database: DatabaseHandle;

const verses: [religion: string, book: string, chapter: number, verse: number, text: string][] = [
  [
    'buddhism',
    'Dhammapada',
    11,
    147,
    'See this fancy puppet, a body built of sores, diseased, obsessed over.',
  ],
  [
    'buddhism',
    'Dhammapada',
    11,
    148,
    'This body is worn out, a nest for disease, and fragile; this putrid mass breaks up.',
  ],
  [
    'buddhism',
    'Dhammapada',
    11,
    151,
    'Even the splendid chariots of kings wear out, and the body too wears away with age.',
  ],
  ['buddhism', 'Dhammapada', 12, 160, 'The self is the lord of self, for who else would be the lord of it?'],
  [
    'buddhism',
    'Samyutta Nikaya',
    40,
    1,
    'Rebirth, old age, and death, sorrow, lamentation, pain, sadness, and distress.',
  ],
  ['buddhism', 'Samyutta Nikaya', 40, 2, 'Then the mendicants went to the village for alms.'],
  ['buddhism', 'Samyutta Nikaya', 41, 1, 'Old age and death are conditioned by rebirth.'],
  [
    'buddhism',
    'Samyutta Nikaya',
    41,
    2,
    'Old age and death are impermanent, conditioned, and dependently originated.',
  ],
  [
    'islam',
    "Qur'an",
    2,
    183,
    'O you who have believed, decreed upon you is fasting as it was decreed upon those before you.',
  ],
  [
    'islam',
    'Sahih al-Bukhari',
    30,
    1,
    'The Prophet said: Fasting is a shield with which a servant protects himself from the Fire.',
  ],
  ['islam', 'Sahih al-Bukhari', 40, 1, 'He forbade fasting on the two days of Eid and the selling of wine.'],
];

const chapters: [religion: string, book: string, number: number, title: string][] = [
  ['buddhism', 'Dhammapada', 11, 'Old Age'],
  ['buddhism', 'Dhammapada', 12, 'The Self'],
  ['buddhism', 'Samyutta Nikaya', 40, 'With Kaccāna'],
  ['buddhism', 'Samyutta Nikaya', 41, 'Conditions'],
  ['islam', "Qur'an", 2, 'Al-Baqarah'],
  ['islam', 'Sahih al-Bukhari', 30, 'Fasting'],
  ['islam', 'Sahih al-Bukhari', 40, 'Sales and Trade'],
];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`insert into translations (id, religion, name, language, licence, source, is_default, is_original) values
      ('sujato', 'buddhism', 'Sujato', 'en', 'test', 'test', true, false),
      ('saheeh', 'islam', 'Saheeh International', 'en', 'test', 'test', true, false)`,
  );
  await database.db.execute(
    sql`insert into scriptures (religion, book, chapter, verse, text, translation) values ${sql.join(
      verses.map(
        ([religion, book, chapter, verse, text]) =>
          sql`(${religion}, ${book}, ${chapter}, ${verse}, ${text}, ${religion === 'islam' ? 'saheeh' : 'sujato'})`,
      ),
      sql`, `,
    )}`,
  );
  await database.db.execute(
    sql`insert into book_chapters (religion, book, number, title, verse_count) values ${sql.join(
      chapters.map(([religion, book, number, title]) => sql`(${religion}, ${book}, ${number}, ${title}, 3)`),
      sql`, `,
    )}`,
  );
});
afterAll(async () => {
  await database?.close();
});

const references = (list: readonly { book: string; chapter: number; verse: number }[]) =>
  list.map((entry) => `${entry.book} ${entry.chapter}:${entry.verse}`);

describe('chapter headings in the full-text ranking', () => {
  it('finds the verses of the vagga named for the idea, even those that never say it, and ranks them first', async () => {
    const { ranked } = await rankFullText(database.db, 'old age', {
      religions: ['buddhism'],
      otherWordings: false,
    });
    const found = references(ranked.buddhism);
    expect(found.slice(0, 3).every((reference) => reference.startsWith('Dhammapada 11:'))).toBe(true);
    expect(found).toContain('Dhammapada 11:148');
    expect(found).not.toContain('Dhammapada 12:160');
    expect(found).not.toContain('Samyutta Nikaya 40:2');
  });

  it('ranks a hadith of the kitab named for the idea over one that says it in passing, the Qur’an still first', async () => {
    const { ranked } = await rankFullText(database.db, 'fasting', {
      religions: ['islam'],
      otherWordings: false,
    });
    // The hadith that says fasting elsewhere is below the relevance floor beside these two.
    expect(references(ranked.islam)).toEqual(["Qur'an 2:183", 'Sahih al-Bukhari 30:1']);
  });
});
