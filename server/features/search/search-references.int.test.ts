import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/api/search';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, { database: await openTestDatabase({ corpus: true }) });
});
afterAll(async () => {
  await app?.close();
});

async function search(q: string): Promise<SearchResponse> {
  const response = await app.inject({ method: 'GET', url: '/api/search', query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
}

const firstPassage = async (q: string) => (await search(q)).referenced?.passages[0];

describe('a reference typed into search', () => {
  it.each([
    ['John 3:16', 'John 3:16', /God so loved the world/],
    ['Jn 3:16', 'John 3:16', /God so loved the world/],
    ['I John 4:8', '1 John 4:8', /God is love/],
    ["Qur'an 2:255", "Qur'an 2:255", /Allah - there is no deity except Him/],
    ['Surah Al-Baqarah 255', "Qur'an 2:255", /Allah - there is no deity except Him/],
    ['Gita 2:47', 'Bhagavad Gita 2:47', /\w/],
    ['Dhammapada 183', 'Dhammapada 183', /(evil|wicked|bad)/i],
  ])('%s returns %s with its text, and searches no words', async (q, reference, text) => {
    const body = await search(q);
    expect(body.referenced?.passages[0]).toMatchObject({ reference });
    expect(body.referenced?.passages[0]?.text).toMatch(text);
    expect(body.results).toEqual([]);
  });

  it('reads a passage in the translation asked for, and in the default one when that translation lacks it', async () => {
    const kjv = await app.inject({
      method: 'GET',
      url: '/api/search',
      query: { q: 'John 3:16', translation: 'kjv' },
    });
    expect(kjv.json<SearchResponse>().referenced?.passages[0]?.text).toMatch(
      /For God so loved the world, that he gave his only begotten Son/,
    );
    const quran = await app.inject({
      method: 'GET',
      url: '/api/search',
      query: { q: "Qur'an 2:255", translation: 'kjv' },
    });
    expect(quran.json<SearchResponse>().referenced?.passages[0]?.text).toMatch(
      /Allah - there is no deity except Him/,
    );
  });

  it('opens a chapter at its first verse, in the Bible and then the Tanakh', async () => {
    const body = await search('Gen 1');
    expect(body.referenced?.passages.map((passage) => [passage.religion, passage.reference])).toEqual([
      ['christianity', 'Genesis 1'],
      ['judaism', 'Genesis 1'],
    ]);
    expect(body.referenced?.passages[0]).toMatchObject({ chapter: 1, verse: 1 });
    expect(body.referenced?.passages[0]?.text).toMatch(/In the beginning, God created the heavens/);
  });

  it('reads a Hebrew book name as the Tanakh first', async () => {
    expect(await firstPassage('Bereshit 1:1')).toMatchObject({ religion: 'judaism', book: 'Genesis' });
  });

  it('finds a sutta by its collection number, not by its place in the library', async () => {
    expect(await firstPassage('MN 1')).toMatchObject({
      book: 'Majjhima Nikaya',
      reference: 'Majjhima Nikaya 1',
    });
    const linked = await firstPassage('SN 1.1');
    expect(linked).toMatchObject({ book: 'Samyutta Nikaya', reference: 'Samyutta Nikaya 1.1', verse: 1 });
  });

  it('reads bare numbers as the Qur’an first and says so', async () => {
    const body = await search('2:255');
    expect(body.referenced?.passages.map((passage) => passage.reference)).toEqual(["Qur'an 2:255"]);
    expect(body.referenced?.note).toBe("“2:255” names no book, so it is read as Qur'an 2:255.");
    const both = await search('2:47');
    expect(both.referenced?.passages.map((passage) => passage.reference)).toEqual([
      "Qur'an 2:47",
      'Bhagavad Gita 2:47',
    ]);
    expect(both.referenced?.note).toBe("“2:47” names no book: Qur'an 2:47 first, then Bhagavad Gita 2:47.");
  });

  it('says plainly when the chapter or the verse does not exist', async () => {
    const notes = async (q: string) => (await search(q)).referenced;
    expect(await notes('John 3:99')).toEqual({
      passages: [],
      note: 'There is no John 3:99: John 3 has 36 verses.',
    });
    expect((await notes('John 30:1'))?.note).toBe('There is no John 30:1: John has 21 chapters.');
    expect((await notes("Qur'an 2:300"))?.note).toBe("There is no Qur'an 2:300: Qur'an 2 has 286 ayat.");
  });
});

describe('British and American spellings', () => {
  it('finds the same verses for neighbour and neighbor', async () => {
    const british = await search('love your neighbour');
    const american = await search('love your neighbor');
    expect(british.total).toBeGreaterThan(0);
    expect(british.total).toBe(american.total);
    expect(british.results.map((result) => result.reference)).toContain('Leviticus 19:18');
    const marked = british.results.flatMap((result) =>
      result.snippet.filter((part) => part.highlight).map((part) => part.text.toLowerCase()),
    );
    expect(marked).toContain('neighbor');
  });

  it('treats honour, Saviour and judgement as their American spellings too', async () => {
    for (const [british, american] of [
      ['honour', 'honor'],
      ['Saviour', 'Savior'],
      ['judgement', 'judgment'],
    ]) {
      const one = await search(british!);
      expect(one.total, british).toBeGreaterThan(0);
      expect(one.total, british).toBe((await search(american!)).total);
    }
  });

  // The full-text phrase skips the stop word 'your' but keeps its place: 'loves his neighbor' is the phrase too.
  it('keeps a quoted phrase a phrase with either spelling', async () => {
    const body = await search('"love your neighbour"');
    expect(body.total).toBeGreaterThan(0);
    for (const result of body.results) expect(result.text).toMatch(/\blov\w* \w+ neighbou?r/i);
  });
});
