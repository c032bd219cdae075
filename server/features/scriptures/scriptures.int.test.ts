import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookDetail,
  BookSummary,
  ChapterResponse,
  RandomVerse,
  ReligionSummary,
} from '../../../common/api/scripture';
import { parseScriptureRef } from '../../../common/scripture/scripture-ref';
import { createTestApp } from '../../test/test-app';
import { describeOnFullLibrary, openTestDatabase } from '../../test/test-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, { database: await openTestDatabase({ corpus: true }) });
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, headers: Record<string, string> = {}, on: TestApp = app) =>
  on.inject({ method: 'GET', url, headers });
const chapter = async (query: string, on: TestApp = app) => {
  const response = await get(`/api/scriptures?${query}`, {}, on);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChapterResponse>();
};
const verseOf = (body: ChapterResponse, verse: number) => body.verses.find((item) => item.verse === verse)!;

describe('GET /api/religions', () => {
  it('lists the five traditions with their books and sections, cacheable for 5 minutes', async () => {
    const response = await get('/api/religions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const religions = response.json<ReligionSummary[]>();
    expect(religions.map((religion) => [religion.id, religion.name, religion.symbolTooltip])).toEqual([
      ['christianity', 'Christianity', 'Holy Bible'],
      ['islam', 'Islam', 'Quran'],
      ['judaism', 'Judaism', 'Torah'],
      ['hinduism', 'Hinduism', 'Bhagavad Gita'],
      ['buddhism', 'Buddhism', 'Tripitaka'],
    ]);
    const [christianity, islam, judaism, hinduism, buddhism] = religions;
    expect(christianity!.books).toHaveLength(66);
    expect(christianity!.books.slice(0, 2)).toEqual(['Genesis', 'Exodus']);
    expect(christianity!.sections!['New Testament']![0]).toBe('Matthew');
    expect(islam!.sections!["Qur'an"]).toEqual(["Qur'an"]);
    expect(Object.keys(judaism!.sections!)).toEqual(['Torah', "Nevi'im", 'Ketuvim']);
    expect(judaism!.books).toHaveLength(39);
    expect(hinduism!.books).toEqual(['Bhagavad Gita']);
    expect(buddhism!.books).toContain('Majjhima Nikaya');
    expect(buddhism!.books).toHaveLength(9);
  });
});

describe('GET /api/religions/:religion/books and /books/:book', () => {
  it('lists a tradition’s books in order with chapter counts and original names', async () => {
    const response = await get('/api/religions/buddhism/books');
    expect(response.statusCode).toBe(200);
    const books = response.json<BookSummary[]>();
    expect(books[0]).toMatchObject({ name: 'Dhammapada', chapterLabel: 'Vagga' });
    expect(books.find((book) => book.name === 'Majjhima Nikaya')).toMatchObject({
      slug: 'majjhima-nikaya',
      section: 'Four Nikayas',
      originalName: 'Majjhimanikāya',
    });
  });

  it('gives the surah names and every translation of the Qur’an, found by slug or name', async () => {
    const bySlug = await get('/api/religions/islam/books/quran');
    expect(bySlug.statusCode).toBe(200);
    const quran = bySlug.json<BookDetail>();
    expect(quran.chapters).toBe(114);
    expect(quran.chapterTitles).toHaveLength(114);
    expect(quran.chapterTitles[1]).toMatchObject({ number: 2, originalTitle: 'البقرة', verseCount: 286 });
    expect(quran.chapterTitles[1]!.title).toMatch(/Baqarah/);
    expect(quran.defaultTranslation).toBe('saheeh-international');
    const arabic = quran.translations.find((translation) => translation.id === 'quran-arabic');
    expect(arabic).toMatchObject({ language: 'ar', direction: 'rtl', isOriginal: true });
    expect(quran.translations.map((translation) => translation.id)).toEqual(
      expect.arrayContaining(['saheeh-international', 'pickthall', 'quran-arabic', 'quran-transliteration']),
    );
    for (const translation of quran.translations) expect(translation.licence.length).toBeGreaterThan(3);

    const byName = await get(`/api/religions/islam/books/${encodeURIComponent("Qur'an")}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json<BookDetail>()).toMatchObject({ name: "Qur'an", slug: 'quran' });
  });

  it('gives each sutta the citation the rest of the world uses beside the library’s running number', async () => {
    const samyutta = (await get('/api/religions/buddhism/books/samyutta-nikaya')).json<BookDetail>();
    expect(samyutta.chapterTitles[1]).toMatchObject({ number: 2, citation: 'SN 1.2' });
    const chapter = await get('/api/scriptures?religion=buddhism&book=Samyutta%20Nikaya&chapter=2');
    expect(chapter.json<ChapterResponse>()).toMatchObject({
      reference: 'Samyutta Nikaya 2',
      chapterCitation: 'SN 1.2',
    });
    // Other traditions' chapters have none.
    const quran = (await get('/api/religions/islam/books/quran')).json<BookDetail>();
    expect(quran.chapterTitles[0]!.citation).toBeNull();
  });

  it('answers 404 for an unknown religion or book', async () => {
    const religion = await get('/api/religions/atlantis/books');
    expect(religion.statusCode).toBe(404);
    expect(religion.json().message).toBe(
      "Unknown religion 'atlantis'. Choose one of: christianity, islam, judaism, hinduism, buddhism.",
    );
    const book = await get('/api/religions/christianity/books/Maccabees');
    expect(book.statusCode).toBe(404);
    expect(book.json()).toEqual({ error: 'Not Found', message: "Christianity has no book 'Maccabees'." });
  });
});

describe('GET /api/scriptures', () => {
  it('reads John 3 in the World English Bible by default, with the KJV in parallel', async () => {
    const body = await chapter('religion=christianity&book=John&chapter=3&parallel=kjv');
    expect(body).toMatchObject({ religion: 'christianity', book: 'John', chapter: 3, chapterCount: 21 });
    expect(body.reference).toBe('John 3');
    expect(body.translation).toMatchObject({ id: 'web', isDefault: true, direction: 'ltr' });
    expect(body.parallels.map((translation) => translation.id)).toEqual(['kjv']);
    expect(body.verses).toHaveLength(36);
    expect(verseOf(body, 16).text).toBe(
      'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
    );
    expect(verseOf(body, 16).parallel!.kjv).toMatch(
      /^For God so loved the world, that he gave his only begotten Son/,
    );
  });

  it('reads Al-Fatihah in Saheeh International with the Arabic beside it', async () => {
    const body = await chapter(
      `religion=islam&book=${encodeURIComponent("Qur'an")}&chapter=1&parallel=quran-arabic`,
    );
    expect(body.chapterLabel).toBe('Surah');
    expect(body.chapterOriginalTitle).toBe('الفاتحة');
    expect(body.translation.id).toBe('saheeh-international');
    expect(body.parallels[0]).toMatchObject({ id: 'quran-arabic', direction: 'rtl' });
    expect(body.verses).toHaveLength(7);
    expect(verseOf(body, 1).text).toBe(
      'In the name of Allah, the Entirely Merciful, the Especially Merciful.',
    );
    expect(verseOf(body, 1).parallel!['quran-arabic']).toBe(
      // bismillah in the Uthmani script, escaped so no editor reorders the marks
      '\u0628\u0650\u0633\u06e1\u0645\u0650 \u0671\u0644\u0644\u0651\u064e\u0647\u0650 \u0671\u0644\u0631\u0651\u064e\u062d\u06e1\u0645\u064e\u0670\u0646\u0650 \u0671\u0644\u0631\u0651\u064e\u062d\u0650\u064a\u0645\u0650',
    );
  });

  it('reads Genesis 1 in the JPS 1917 with the Hebrew in parallel, by slug', async () => {
    const body = await chapter('religion=judaism&book=genesis&chapter=1&parallel=tanakh-hebrew');
    expect(body.book).toBe('Genesis');
    expect(body.translation.id).toBe('jps-1917');
    expect(verseOf(body, 1).text).toBe('In the beginning God created the heaven and the earth.');
    expect(verseOf(body, 1).parallel!['tanakh-hebrew']).toBe(
      // Genesis 1:1 with the Leningrad Codex's vowels and cantillation, escaped so no editor reorders the marks
      '\u05d1\u05bc\u05b0\u05e8\u05b5\u05d0\u05e9\u05c1\u05b4\u0596\u05d9\u05ea \u05d1\u05bc\u05b8\u05e8\u05b8\u05a3\u05d0 \u05d0\u05b1\u05dc\u05b9\u05d4\u05b4\u0591\u05d9\u05dd \u05d0\u05b5\u05a5\u05ea \u05d4\u05b7\u05e9\u05c1\u05bc\u05b8\u05de\u05b7\u0596\u05d9\u05b4\u05dd \u05d5\u05b0\u05d0\u05b5\u05a5\u05ea \u05d4\u05b8\u05d0\u05b8\u05bd\u05e8\u05b6\u05e5\u05c3',
    );
  });

  it('reads a chosen translation', async () => {
    const kjv = await chapter('religion=christianity&book=Psalms&chapter=23&translation=kjv');
    expect(kjv.translation.id).toBe('kjv');
    expect(verseOf(kjv, 1).text).toBe('The LORD is my shepherd; I shall not want.');
  });

  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const url = '/api/scriptures?religion=buddhism&book=Dhammapada&chapter=1&parallel=pali';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.json<ChapterResponse>().verses.find((verse) => verse.verse === 5)!.text).toBe(
      'For never is hatred\nlaid to rest by hate,\nit’s laid to rest by love:\nthis is an ancient teaching.',
    );

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': `"stale", W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);

    const other = await get('/api/scriptures?religion=buddhism&book=Dhammapada&chapter=2&parallel=pali');
    expect(other.headers.etag).not.toBe(etag);
    expect((await get(url)).body).toBe(first.body);
  });

  it.each([
    [
      'religion=atlantis&book=John&chapter=1',
      "Unknown religion 'atlantis'. Choose one of: christianity, islam, judaism, hinduism, buddhism.",
    ],
    ['religion=christianity&book=Enoch&chapter=1', "Christianity has no book 'Enoch'."],
    [
      'religion=christianity&book=John&chapter=22',
      'John has no chapter 22: it has 21 chapters, numbered 1 to 21.',
    ],
    [
      'religion=islam&book=quran&chapter=115',
      "Qur'an has no surah 115: it has 114 surahs, numbered 1 to 114.",
    ],
    [
      'religion=christianity&book=John&chapter=3&translation=niv',
      "John has no translation 'niv'. Available: web (World English Bible), kjv (King James Version).",
    ],
  ])('answers 404 with a message for %s', async (query, message) => {
    const response = await get(`/api/scriptures?${query}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message });
  });

  it('answers 404 naming what is available for an unknown parallel translation', async () => {
    const response = await get(
      '/api/scriptures?religion=judaism&book=Genesis&chapter=1&parallel=tanakh-hebrew,vulgate',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^Genesis has no translation 'vulgate'\. Available: .*jps-1917/);
  });

  it.each([
    ['religion=christianity&book=John', 'chapter is required'],
    ['religion=christianity&book=John&chapter=three', 'chapter must be a whole number such as 1'],
    ['religion=christianity&book=John&chapter=0', 'chapter must be 1 or more'],
    ['religion=christianity&chapter=3', 'book: '],
    ['book=John&chapter=3', 'religion: '],
    ['religion=christianity&book=John&chapter=3&parallel=kjv;drop', 'parallel must be translation ids'],
    [
      'religion=christianity&book=John&chapter=3&parallel=a,b,c,d,e',
      'parallel accepts at most 4 translations',
    ],
  ])('answers 400 with a message for %s, the same the second time', async (query, message) => {
    // Valid queries are remembered once validated (server/lib/query-validation-cache.ts); a bad one never is.
    await chapter('religion=christianity&book=John&chapter=3');
    const response = await get(`/api/scriptures?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request' });
    expect(response.json().message).toContain(message);
    const again = await get(`/api/scriptures?${query}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(response.json());
  });
});

describe('GET /api/verse/random', () => {
  it('gives notable verses from across the traditions, each with its text from the library', async () => {
    const seen = new Set<string>();
    for (let call = 0; call < 30; call += 1) {
      const response = await get('/api/verse/random');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const verse = response.json<RandomVerse>();
      seen.add(verse.faith);
      expect(parseScriptureRef(verse.reference, { religion: verse.faith })).toEqual({
        religion: verse.faith,
        book: verse.book,
        chapter: verse.chapter,
        verse: verse.verse,
      });
      const body = await chapter(
        `religion=${verse.faith}&book=${encodeURIComponent(verse.book)}&chapter=${verse.chapter}&translation=${verse.translation}`,
      );
      expect(verseOf(body, verse.verse).text).toBe(verse.text);
      expect(verse.translationName).toBe(body.translation.name);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });
});

// Hadith is not in the fixture library (its English is not openly licensed) and the fixtures hold a few chapters
// of each book: the sections, chapter counts and hadith are checked on the full library.
describeOnFullLibrary('the scripture API', () => {
  let full: TestApp;
  beforeAll(async () => {
    full = await createTestApp({}, { database: await openTestDatabase({ corpus: 'full' }) });
  });
  afterAll(async () => {
    await full?.close();
  });

  it('lists Islam’s hadith collections and every chapter of the books', async () => {
    const religions = (await get('/api/religions', {}, full)).json<ReligionSummary[]>();
    expect(religions.find((religion) => religion.id === 'islam')!.sections).toEqual({
      "Qur'an": ["Qur'an"],
      Hadith: [
        'Sahih al-Bukhari',
        'Sahih Muslim',
        'Sunan Abu Dawud',
        "Jami' at-Tirmidhi",
        "Sunan an-Nasa'i",
        'Sunan Ibn Majah',
      ],
    });
    const books = (await get('/api/religions/buddhism/books', {}, full)).json<BookSummary[]>();
    expect(books[0]).toMatchObject({ name: 'Dhammapada', chapterCount: 26 });
    expect(books.find((book) => book.name === 'Majjhima Nikaya')).toMatchObject({ chapterCount: 152 });
    const byName = await get(
      `/api/religions/islam/books/${encodeURIComponent("Jami' at-Tirmidhi")}`,
      {},
      full,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json<BookDetail>()).toMatchObject({ name: "Jami' at-Tirmidhi", slug: 'jami-at-tirmidhi' });
  });

  it('keeps a hadith’s narrator', async () => {
    const bukhari = await chapter(
      `religion=islam&book=${encodeURIComponent('Sahih al-Bukhari')}&chapter=1`,
      full,
    );
    expect(bukhari.chapterTitle).toBe('Revelation');
    expect(verseOf(bukhari, 1).text).toMatch(/The reward of deeds depends upon the intentions/);
    expect(verseOf(bukhari, 1).meta).toEqual({ narrator: "Narrated 'Umar bin Al-Khattab:" });
  });
});
