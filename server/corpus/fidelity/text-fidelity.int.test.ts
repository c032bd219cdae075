import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterResponse } from '../../../common/api/scripture';
import type { DatabaseHandle } from '../../db/client';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { checkLibraryFidelity } from './library-check';

let app: Awaited<ReturnType<typeof createTestApp>>;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ corpus: true });
  app = await createTestApp({}, { database });
});
afterAll(async () => {
  await app?.close();
});

async function chapter(query: Record<string, string>): Promise<ChapterResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/scriptures?${new URLSearchParams(query)}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const verseText = (response: ChapterResponse, verse: number) =>
  response.verses.find((entry) => entry.verse === verse)?.text;

describe('scripture text as the reader gets it from the fixture library', () => {
  it('opens the Gita in Purohit, the translation the archive left intact', async () => {
    const gita = await chapter({ religion: 'hinduism', book: 'Bhagavad Gita', chapter: '2' });
    expect(gita.translation.id).toBe('gita-purohit');
  });

  it("restores the Gita archive's lost letters and drops its 'ï1' marks", async () => {
    const sivananda = (number: number) =>
      chapter({
        religion: 'hinduism',
        book: 'Bhagavad Gita',
        chapter: String(number),
        translation: 'gita-sivananda',
      });
    // 7:29 read 'realise in full ï1thatï1 Brahman'.
    expect(verseText(await sivananda(7), 29)).toBe(
      'Those who strive for liberation from old age and death, taking refuge in Me, realise in full that Brahman, ' +
        'the whole knowledge of the Self and all action.',
    );
    const two = await sivananda(2);
    // 2:45 read 'the ality of Sattva' and 'acisition'; 2:49 has a typing slip, 'the Yoga of wisdon'.
    expect(verseText(two, 45)).toContain(
      'ever remain in the quality of Sattva (goodness), freed from (the thought of) acquisition and preservation',
    );
    expect(verseText(two, 49)).toMatch(/^Far lower than the Yoga of wisdom is action/);
    expect(two.verses.map((verse) => verse.text).join(' ')).not.toMatch(
      /\b(alities|ality|eal|eanimity|conered)\b|ï1/,
    );
    const gambirananda = await chapter({
      religion: 'hinduism',
      book: 'Bhagavad Gita',
      chapter: '2',
      translation: 'gita-gambirananda',
    });
    expect(verseText(gambirananda, 45)).toContain('have the three qualities as their object');
    expect(verseText(gambirananda, 45)).toContain('without (desire for) acquisition and protection');
  });

  it("strips Sujato's '<j>' and other markup from the Sutta Nipata and the Dhammapada", async () => {
    const snp = await chapter({ religion: 'buddhism', book: 'Sutta Nipata', chapter: '1' });
    const dhp = await chapter({ religion: 'buddhism', book: 'Dhammapada', chapter: '1' });
    const texts = [...snp.verses, ...dhp.verses].map((verse) => verse.text);
    expect(texts.filter((text) => /<\/?[a-z]+[^>]*>/i.test(text))).toEqual([]);
    // Dhammapada 17 read 'Here they’re tormented, <j>hereafter they’re tormented,'.
    expect(verseText(dhp, 17)).toMatch(/^Here they’re tormented, hereafter they’re tormented,\n/);
  });

  it('finds no damage in a default translation, and no markup, mojibake or lost letter in any', async () => {
    // The traditions whose remote sources the fixture library cuts (the npm Bibles and Qur'an are checked whole
    // by the full-library test).
    const results = await checkLibraryFidelity(database.db, ['hinduism', 'buddhism', 'judaism']);
    expect(results.map((result) => result.translation)).toEqual(
      expect.arrayContaining(['gita-sivananda', 'gita-purohit', 'sujato', 'jps-1917']),
    );
    expect(results.filter((result) => result.isDefault && result.damage.length > 0)).toEqual([]);
    const left = results.filter(
      (result) => result.lostQ + result.markup + result.mojibake + result.doubledQuotes > 0,
    );
    expect(left.map((result) => [result.translation, result.examples])).toEqual([]);
  });
});
