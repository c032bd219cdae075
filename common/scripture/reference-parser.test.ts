import { describe, expect, it } from 'vitest';
import { allBooks } from './books';
import { parseReferenceQuery } from './reference-parser';
import { formatScriptureRef } from './scripture-ref';

const readingsOf = (text: string) =>
  parseReferenceQuery(text)?.readings.map((ref) => `${ref.religion}: ${formatScriptureRef(ref)}`);

describe('reading a search box as a reference', () => {
  it.each([
    ['John 3:16', 'christianity: John 3:16'],
    ['Jn 3:16', 'christianity: John 3:16'],
    ['Jn. 3:16', 'christianity: John 3:16'],
    ['john 3.16', 'christianity: John 3:16'],
    ['1 John 4:8', 'christianity: 1 John 4:8'],
    ['I John 4:8', 'christianity: 1 John 4:8'],
    ['First John 4:8', 'christianity: 1 John 4:8'],
    ['Rom. 8:28', 'christianity: Romans 8:28'],
    ["Qur'an 2:255", "islam: Qur'an 2:255"],
    ['Quran 2:255', "islam: Qur'an 2:255"],
    ['Surah Al-Baqarah 255', "islam: Qur'an 2:255"],
    ['Al-Baqarah 255', "islam: Qur'an 2:255"],
    ['Bukhari 1:1', 'islam: Sahih al-Bukhari 1:1'],
    ['Gita 2:47', 'hinduism: Bhagavad Gita 2:47'],
    ['BG 2.47', 'hinduism: Bhagavad Gita 2:47'],
    ['Dhammapada 183', 'buddhism: Dhammapada 14:183'],
    ['Dhp 183', 'buddhism: Dhammapada 14:183'],
    ['MN 10', 'buddhism: Majjhima Nikaya 10'],
    ['DN 16', 'buddhism: Digha Nikaya 16'],
    ['SN 56.11', 'buddhism: Samyutta Nikaya 56:11'],
    ['AN 3.65', 'buddhism: Anguttara Nikaya 3:65'],
    ['Snp 1.8', 'buddhism: Sutta Nipata 1:8'],
  ])('%s names %s', (text, expected) => {
    expect(readingsOf(text)?.[0]).toBe(expected);
  });

  it('offers a book the Bible and the Tanakh share in both, the English name reading as the Bible first', () => {
    expect(readingsOf('Gen 1')).toEqual(['christianity: Genesis 1', 'judaism: Genesis 1']);
  });

  it('reads a Hebrew book name as the Tanakh first', () => {
    expect(readingsOf('Bereshit 1:1')).toEqual(['judaism: Genesis 1:1', 'christianity: Genesis 1:1']);
    expect(readingsOf('Tehillim 23')?.[0]).toBe('judaism: Psalms 23');
  });

  it('reads bare numbers as the Qur’an first, then the Gita, and says no book was named', () => {
    expect(parseReferenceQuery('2:255')).toMatchObject({ bookless: true });
    expect(readingsOf('2:255')?.[0]).toBe("islam: Qur'an 2:255");
    expect(readingsOf('2:47')).toEqual(["islam: Qur'an 2:47", 'hinduism: Bhagavad Gita 2:47']);
  });

  it('names what was asked for when a known book does not have it', () => {
    expect(parseReferenceQuery("Qur'an 2:300")).toEqual({
      readings: [],
      bookless: false,
      missing: { religion: 'islam', book: "Qur'an", chapter: 2, verse: 300 },
    });
    expect(parseReferenceQuery('Gita 19')?.missing).toMatchObject({ book: 'Bhagavad Gita', chapter: 19 });
    expect(parseReferenceQuery('999:1')?.missing).toMatchObject({ book: "Qur'an", chapter: 999 });
  });

  it('takes words and numbers that name no book as a plain search', () => {
    for (const text of ['love your neighbour', 'love 2', 'the 10 commandments', '', '   ', 'mercy'])
      expect(parseReferenceQuery(text)).toBeNull();
  });

  it('reads every book of the catalog by its own name', () => {
    for (const book of allBooks) {
      const readings = parseReferenceQuery(`${book.name} 1:1`)?.readings ?? [];
      expect(readings.some((ref) => ref.book === book.name && ref.religion === book.religion)).toBe(true);
    }
  });
});
