// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sectionsOf } from '@common/scripture/books';
import { mapBookName, normaliseIslamicBookName } from './book-name-mapping';

const islamicBooks = Object.values(sectionsOf('islam')).flat();
const bibleBooks = Object.values(sectionsOf('christianity')).flat();

describe('normaliseIslamicBookName', () => {
  it('ignores Arabic article prefixes, apostrophes, case and spacing', () => {
    expect(normaliseIslamicBookName('Sahih al-Bukhari')).toBe('sahihbukhari');
    expect(normaliseIslamicBookName('Sahih Al Bukhari')).toBe('sahihbukhari');
    expect(normaliseIslamicBookName("Jami' at-Tirmidhi")).toBe('jamitirmidhi');
    expect(normaliseIslamicBookName("Sunan an-Nasa'i")).toBe('sunannasai');
    expect(normaliseIslamicBookName("Qur'an")).toBe('quran');
  });

  it('keeps words that merely start with the same letters (Abu, Ibn)', () => {
    expect(normaliseIslamicBookName('Sunan Abu Dawud')).toBe('sunanabudawud');
    expect(normaliseIslamicBookName('Sunan Ibn Majah')).toBe('sunanibnmajah');
  });
});

describe('mapBookName for islam', () => {
  it('takes an exact name as it is, ignoring case', () => {
    expect(mapBookName('islam', 'Sahih Muslim', islamicBooks)).toBe('Sahih Muslim');
    expect(mapBookName('islam', 'sahih al-bukhari', islamicBooks)).toBe('Sahih al-Bukhari');
  });

  it('falls back to a partial match', () => {
    expect(mapBookName('islam', 'Bukhari', islamicBooks)).toBe('Sahih al-Bukhari');
    expect(mapBookName('islam', 'Ibn Majah', islamicBooks)).toBe('Sunan Ibn Majah');
    expect(mapBookName('islam', 'Muslim', islamicBooks)).toBe('Sahih Muslim');
  });

  it('then to a match that ignores the Arabic article', () => {
    expect(mapBookName('islam', 'Sahih Bukhari', islamicBooks)).toBe('Sahih al-Bukhari');
    expect(mapBookName('islam', 'Jami al-Tirmidhi', islamicBooks)).toBe("Jami' at-Tirmidhi");
    expect(mapBookName('islam', 'Sunan Nasai', islamicBooks)).toBe("Sunan an-Nasa'i");
    expect(mapBookName('islam', 'Quran', islamicBooks)).toBe("Qur'an");
  });

  it("else chooses the first book (the Qur'an)", () => {
    expect(mapBookName('islam', 'Muwatta Malik', islamicBooks)).toBe("Qur'an");
    expect(mapBookName('islam', '', islamicBooks)).toBe("Qur'an");
  });
});

describe('mapBookName for other traditions', () => {
  it('accepts exact names and catalog aliases', () => {
    expect(mapBookName('christianity', 'john', bibleBooks)).toBe('John');
    expect(mapBookName('christianity', 'Psalm', bibleBooks)).toBe('Psalms');
    expect(mapBookName('christianity', '1 Cor', bibleBooks)).toBe('1 Corinthians');
  });

  it('chooses the first book for an unknown name, and nothing when no book is available', () => {
    expect(mapBookName('christianity', 'Gospel of Thomas', bibleBooks)).toBe('Genesis');
    expect(mapBookName('buddhism', 'Dhammapada', [])).toBeUndefined();
  });
});
