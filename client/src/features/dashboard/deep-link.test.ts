// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deepLinkSearch, emptySelection, parseDeepLink } from './deep-link';

describe('parseDeepLink', () => {
  it('reads religion, book, chapter and verse', () => {
    expect(parseDeepLink('?religion=christianity&book=Psalms&chapter=23&verse=1')).toEqual({
      religion: 'christianity',
      book: 'Psalms',
      chapter: 23,
      verse: 1,
    });
  });

  it("keeps an encoded Islamic book name as written ('Sahih al-Bukhari', \"Qur'an\")", () => {
    expect(parseDeepLink(`?religion=islam&book=${encodeURIComponent("Qur'an")}&chapter=94&verse=5`)).toEqual({
      religion: 'islam',
      book: "Qur'an",
      chapter: 94,
      verse: 5,
    });
  });

  it("accepts the random verse card's faith values as religions", () => {
    expect(parseDeepLink('?religion=torah&book=Leviticus&chapter=19').religion).toBe('judaism');
    expect(parseDeepLink('?religion=buddhist&book=Dhammapada').religion).toBe('buddhism');
  });

  it('drops what it cannot use instead of failing', () => {
    expect(parseDeepLink('')).toEqual(emptySelection);
    expect(parseDeepLink('?religion=zoroastrianism&book=Yasna')).toEqual(emptySelection);
    expect(parseDeepLink('?religion=hinduism&book=Bhagavad%20Gita&chapter=-2&verse=abc')).toEqual({
      religion: 'hinduism',
      book: 'Bhagavad Gita',
      chapter: 1,
      verse: null,
    });
    expect(parseDeepLink('?religion=islam&chapter=2&verse=255')).toEqual({
      religion: 'islam',
      book: null,
      chapter: 2,
      verse: null,
    });
  });
});

describe('deepLinkSearch', () => {
  it('round-trips a selection', () => {
    const selection = { religion: 'islam' as const, book: 'Sahih al-Bukhari', chapter: 2, verse: 7 };
    expect(deepLinkSearch(selection)).toBe('?religion=islam&book=Sahih+al-Bukhari&chapter=2&verse=7');
    expect(parseDeepLink(deepLinkSearch(selection))).toEqual(selection);
  });

  it('is empty with no religion and leaves out chapter without a book', () => {
    expect(deepLinkSearch(emptySelection)).toBe('');
    expect(deepLinkSearch({ religion: 'judaism', book: null, chapter: 1, verse: null })).toBe(
      '?religion=judaism',
    );
  });
});
