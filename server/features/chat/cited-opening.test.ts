import { describe, expect, it } from 'vitest';
import { citedPassageOf } from './cited-opening';

describe('the passage a cited reference stands for', () => {
  it('keeps a verse or a range as written', () => {
    const verse = { religion: 'christianity', book: 'John', chapter: 3, verse: 16 } as const;
    expect(citedPassageOf(verse)).toEqual(verse);
    const range = { religion: 'islam', book: "Qur'an", chapter: 2, verse: 255, verseEnd: 257 } as const;
    expect(citedPassageOf(range)).toEqual(range);
  });

  it('reads a whole chapter from its opening verses', () => {
    expect(citedPassageOf({ religion: 'christianity', book: 'Psalms', chapter: 23 })).toEqual({
      religion: 'christianity',
      book: 'Psalms',
      chapter: 23,
      verse: 1,
      verseEnd: 6,
    });
  });

  it('opens a Dhammapada vagga at its own first verse (its verses are numbered through the book)', () => {
    expect(citedPassageOf({ religion: 'buddhism', book: 'Dhammapada', chapter: 5 })).toMatchObject({
      verse: 60,
      verseEnd: 65,
    });
    // The twenty-sixth, the brahmin, holds verses 383-423.
    expect(citedPassageOf({ religion: 'buddhism', book: 'Dhammapada', chapter: 26 })).toMatchObject({
      verse: 383,
      verseEnd: 388,
    });
  });
});
