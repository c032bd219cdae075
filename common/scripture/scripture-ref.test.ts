import { describe, expect, it } from 'vitest';
import { allBooks, booksByReligion, findBook, sectionsOf } from './books';
import { dhammapadaVaggas } from './dhammapada';
import { religionIds } from './religions';
import {
  findBookByAlias,
  findScriptureRefs,
  formatScriptureRef,
  parseScriptureRef,
  type ScriptureRef,
} from './scripture-ref';
import { surahs } from './surahs';

/** A verse that exists in every book: Dhammapada verses carry their vagga's numbers, Qur'an ayat their surah's. */
function sampleRef(book: (typeof allBooks)[number]): ScriptureRef {
  if (book.code === 'dhp')
    return { religion: book.religion, book: book.name, chapter: 2, verse: 22, verseEnd: 23 };
  return { religion: book.religion, book: book.name, chapter: book.singleChapter ? 1 : 2, verse: 3 };
}

describe('the catalog', () => {
  it('holds every tradition with its canon in order', () => {
    expect(booksByReligion.christianity).toHaveLength(66);
    expect(booksByReligion.judaism).toHaveLength(39);
    expect(booksByReligion.christianity[0]!.name).toBe('Genesis');
    expect(booksByReligion.christianity[65]!.name).toBe('Revelation');
    expect(sectionsOf('judaism')).toMatchObject({
      Torah: ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy'],
    });
    expect(sectionsOf('judaism')["Nevi'im"]).toHaveLength(21);
    expect(sectionsOf('judaism').Ketuvim!.slice(-2)).toEqual(['1 Chronicles', '2 Chronicles']);
    expect(sectionsOf('islam')).toEqual({
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
    expect(booksByReligion.hinduism.map((book) => book.name)).toEqual(['Bhagavad Gita']);
    expect(booksByReligion.buddhism.map((book) => book.name)).toEqual([
      'Dhammapada',
      'Sutta Nipata',
      'Udana',
      'Itivuttaka',
      'Khuddakapatha',
      'Digha Nikaya',
      'Majjhima Nikaya',
      'Samyutta Nikaya',
      'Anguttara Nikaya',
    ]);
  });

  it('gives every book a unique slug within its religion and finds it by name or slug', () => {
    for (const religion of religionIds) {
      const slugs = booksByReligion[religion].map((book) => book.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    expect(findBook('islam', 'sunan-an-nasai')?.name).toBe("Sunan an-Nasa'i");
    expect(findBook('islam', "jami' at-tirmidhi")?.slug).toBe('jami-at-tirmidhi');
    expect(findBook('christianity', 'Song of Songs')).toBeUndefined();
    expect(findBook('judaism', 'song-of-songs')?.code).toBe('SNG');
  });

  it('has the 114 surahs with 6,236 ayat and the 26 vaggas covering verses 1-423', () => {
    expect(surahs).toHaveLength(114);
    expect(surahs.reduce((sum, surah) => sum + surah.ayahCount, 0)).toBe(6236);
    expect(surahs[1]).toMatchObject({ name: 'Al-Baqarah', meaning: 'The Cow', ayahCount: 286 });
    expect(dhammapadaVaggas).toHaveLength(26);
    expect(dhammapadaVaggas[0]).toMatchObject({ firstVerse: 1, lastVerse: 20 });
    expect(dhammapadaVaggas[25]).toMatchObject({ title: 'Brahmins', firstVerse: 383, lastVerse: 423 });
  });
});

describe('formatScriptureRef / parseScriptureRef', () => {
  it.each([
    [{ religion: 'christianity', book: 'John', chapter: 3, verse: 16 }, 'John 3:16'],
    [{ religion: 'islam', book: "Qur'an", chapter: 2, verse: 255 }, "Qur'an 2:255"],
    [{ religion: 'judaism', book: 'Genesis', chapter: 1, verse: 1 }, 'Genesis 1:1'],
    [{ religion: 'hinduism', book: 'Bhagavad Gita', chapter: 2, verse: 47 }, 'Bhagavad Gita 2:47'],
    [{ religion: 'buddhism', book: 'Dhammapada', chapter: 1, verse: 5 }, 'Dhammapada 1:5'],
    [{ religion: 'islam', book: 'Sahih al-Bukhari', chapter: 1, verse: 1 }, 'Sahih al-Bukhari 1:1'],
    [{ religion: 'buddhism', book: 'Majjhima Nikaya', chapter: 1, verse: 3 }, 'Majjhima Nikaya 1:3'],
    [{ religion: 'christianity', book: 'John', chapter: 3, verse: 16, verseEnd: 18 }, 'John 3:16-18'],
    [{ religion: 'christianity', book: 'Psalms', chapter: 23 }, 'Psalms 23'],
  ] as const)('formats %o as %s', (ref, text) => {
    expect(formatScriptureRef(ref)).toBe(text);
    expect(parseScriptureRef(text, { religion: ref.religion })).toEqual(ref);
  });

  it('round-trips a verse, a range and a whole chapter of every book of every tradition', () => {
    for (const book of allBooks) {
      const verse = sampleRef(book);
      const single = { ...verse, verseEnd: undefined };
      delete single.verseEnd;
      const range = { ...single, verseEnd: single.verse! + 1 };
      const chapter = { religion: book.religion, book: book.name, chapter: verse.chapter };
      for (const ref of [single, range, chapter]) {
        expect(
          parseScriptureRef(formatScriptureRef(ref), { religion: book.religion }),
          formatScriptureRef(ref),
        ).toEqual(ref);
      }
    }
  });

  it('round-trips without a hint wherever the book name belongs to one tradition', () => {
    const shared = new Set(booksByReligion.christianity.map((book) => book.name));
    for (const book of allBooks) {
      const ref = sampleRef(book);
      const expected = book.religion === 'judaism' && shared.has(book.name) ? 'christianity' : book.religion;
      expect(parseScriptureRef(formatScriptureRef(ref))?.religion, book.name).toBe(expected);
    }
    expect(parseScriptureRef('Song of Songs 2:1')).toEqual({
      religion: 'judaism',
      book: 'Song of Songs',
      chapter: 2,
      verse: 1,
    });
  });

  it.each([
    ['Quran 2:255', 'islam', "Qur'an", 2, 255],
    ['Koran 2:255', 'islam', "Qur'an", 2, 255],
    ['Qur’an 2:255', 'islam', "Qur'an", 2, 255],
    ['Surah Al-Baqarah 255', 'islam', "Qur'an", 2, 255],
    ['surat al-baqara 255', 'islam', "Qur'an", 2, 255],
    ['Al-Baqarah 2:255', 'islam', "Qur'an", 2, 255],
    ['Surah 2:255', 'islam', "Qur'an", 2, 255],
    ['Surah Ya-Sin 1', 'islam', "Qur'an", 36, 1],
    ['Surah The Cow 255', 'islam', "Qur'an", 2, 255],
    ['Gita 2.47', 'hinduism', 'Bhagavad Gita', 2, 47],
    ['BG 2.47', 'hinduism', 'Bhagavad Gita', 2, 47],
    ['MN 1.3', 'buddhism', 'Majjhima Nikaya', 1, 3],
    ['Dhp 5', 'buddhism', 'Dhammapada', 1, 5],
    ['Dhp 183', 'buddhism', 'Dhammapada', 14, 183],
    ['Dhammapada 183', 'buddhism', 'Dhammapada', 14, 183],
    ['Bukhari 1:1', 'islam', 'Sahih al-Bukhari', 1, 1],
    ['Sahih al-Bukhari, Book 2, Hadith 1', 'islam', 'Sahih al-Bukhari', 2, 1],
    ['Abu Dawood 3:4', 'islam', 'Sunan Abu Dawud', 3, 4],
    ['Tirmidhi 5:6', 'islam', "Jami' at-Tirmidhi", 5, 6],
    ["Nasa'i 1:2", 'islam', "Sunan an-Nasa'i", 1, 2],
    ['1 Cor 13:4', 'christianity', '1 Corinthians', 13, 4],
    ['I Corinthians 13:4', 'christianity', '1 Corinthians', 13, 4],
    ['First Corinthians 13:4', 'christianity', '1 Corinthians', 13, 4],
    ['1Jn 4:8', 'christianity', '1 John', 4, 8],
    ['Jn 3:16', 'christianity', 'John', 3, 16],
    ['Jude 5', 'christianity', 'Jude', 1, 5],
    ['Dīgha Nikāya 2:1', 'buddhism', 'Digha Nikaya', 2, 1],
    ['Majjhima 1:3', 'buddhism', 'Majjhima Nikaya', 1, 3],
  ])('reads %s', (text, religion, book, chapter, verse) => {
    expect(parseScriptureRef(text)).toEqual({ religion, book, chapter, verse });
  });

  it.each([
    ['MN 1', 'buddhism', 'Majjhima Nikaya', 1],
    ['Ps 23', 'christianity', 'Psalms', 23],
    ['Psalm 23', 'christianity', 'Psalms', 23],
    ['Surah Al-Baqarah', 'islam', "Qur'an", 2],
    ['Dhammapada 2', 'buddhism', 'Dhammapada', 2],
    ['Gita 18', 'hinduism', 'Bhagavad Gita', 18],
  ])('reads the whole chapter %s', (text, religion, book, chapter) => {
    expect(parseScriptureRef(text)).toEqual({ religion, book, chapter });
  });

  it('reads ranges, including en dashes and Dhammapada verse ranges', () => {
    expect(parseScriptureRef('John 3:16-18')).toMatchObject({ chapter: 3, verse: 16, verseEnd: 18 });
    expect(parseScriptureRef('John 3:16–18')).toMatchObject({ verse: 16, verseEnd: 18 });
    expect(parseScriptureRef('Dhp 1-2')).toMatchObject({
      book: 'Dhammapada',
      chapter: 1,
      verse: 1,
      verseEnd: 2,
    });
  });

  it('prefers the hinted tradition for books of both Bibles', () => {
    expect(parseScriptureRef('Genesis 1:1')?.religion).toBe('christianity');
    expect(parseScriptureRef('Genesis 1:1', { religion: 'judaism' })?.religion).toBe('judaism');
    expect(parseScriptureRef('Song of Solomon 2:1', { religion: 'judaism' })?.book).toBe('Song of Songs');
    expect(findBookByAlias('Bereshit', { religion: 'judaism' })?.name).toBe('Genesis');
  });

  it.each([
    'Hello world',
    'John',
    "Qur'an 115:1",
    "Qur'an 1:8",
    'Dhp 1:30',
    'Dhp 500',
    'Gita 19:1',
    'John 3:16-4:2',
    'John 3-4',
    'John 3:18-16',
    'Nowhere 3:16',
    'Surah Nonsense 3',
    '',
  ])('rejects %j', (text) => {
    expect(parseScriptureRef(text)).toBeNull();
  });
});

describe('findScriptureRefs', () => {
  it('finds every citation in a scholar-style answer, with its exact text and position', () => {
    const answer =
      'As John 3:16 says, God so loved the world (see also 1 Corinthians 13:4-7 and Psalm 23). ' +
      "The Qur'an teaches mercy in Surah Al-Baqarah 255 and Qur'an 24:35; the Buddha in Dhp 5 and MN 1; " +
      'Krishna in Bhagavad Gita 2.47, and the Prophet in Sahih al-Bukhari 1:1.';
    const found = findScriptureRefs(answer);
    expect(found.map((item) => formatScriptureRef(item.ref))).toEqual([
      'John 3:16',
      '1 Corinthians 13:4-7',
      'Psalms 23',
      "Qur'an 2:255",
      "Qur'an 24:35",
      'Dhammapada 1:5',
      'Majjhima Nikaya 1',
      'Bhagavad Gita 2:47',
      'Sahih al-Bukhari 1:1',
    ]);
    for (const item of found) expect(answer.slice(item.start, item.end)).toBe(item.text);
    expect(found[1]!.text).toBe('1 Corinthians 13:4-7');
    expect(found[3]!.text).toBe('Surah Al-Baqarah 255');
  });

  it('ignores ordinary words and numbers that only look like references', () => {
    expect(
      findScriptureRefs(
        'I was sad 5 times, we will mark 2 items, Acts 3 of the play, numbers 4:5 in a table.',
      ),
    ).toEqual([]);
    expect(findScriptureRefs('Mark 2:3 and Acts 2:38')).toHaveLength(2);
  });

  it('leaves a sutta cited the usual way as text: SN 4.23 is not the library’s chapter 4, segment 23', () => {
    const found = findScriptureRefs('Samyutta Nikaya 159:15 (SN 4.23; Bhikkhu Sujato), AN 9.64 and Snp 1.8.');
    expect(found.map((item) => formatScriptureRef(item.ref))).toEqual(['Samyutta Nikaya 159:15']);
    // Gita 2.47 and MN 1.3 are numbered alike in the library and everywhere else.
    expect(findScriptureRefs('Gita 2.47 and MN 1.3').map((item) => formatScriptureRef(item.ref))).toEqual([
      'Bhagavad Gita 2:47',
      'Majjhima Nikaya 1:3',
    ]);
  });

  it('prefers the hinted tradition', () => {
    const [found] = findScriptureRefs('The rabbis read Genesis 1:1 slowly.', { religion: 'judaism' });
    expect(found?.ref).toEqual({ religion: 'judaism', book: 'Genesis', chapter: 1, verse: 1 });
  });
});
