import { describe, expect, it } from 'vitest';
import { boundaryShift, mapVersification, type ChapterCount } from './tanakh-versification';

const count = (book: string, chapter: number, verses: number): ChapterCount => ({ book, chapter, verses });

describe('lining up the Tanakh’s verses with a modern translation’s', () => {
  it('maps a chapter of the same book that holds as many verses in both, verse for verse', () => {
    expect(mapVersification([count('Leviticus', 19, 37)], [count('Leviticus', 19, 37)])).toEqual([
      { tanakhBook: 'Leviticus', modernBook: 'Leviticus', chapter: 19, shift: 0 },
    ]);
  });

  it('shifts a psalm by the verses its superscription takes in the Jewish count', () => {
    expect(
      mapVersification(
        [count('Psalms', 3, 9), count('Psalms', 51, 21), count('Psalms', 23, 6)],
        [count('Psalms', 3, 8), count('Psalms', 51, 19), count('Psalms', 23, 6)],
      ),
    ).toEqual([
      { tanakhBook: 'Psalms', modernBook: 'Psalms', chapter: 3, shift: 1 },
      { tanakhBook: 'Psalms', modernBook: 'Psalms', chapter: 51, shift: 2 },
      { tanakhBook: 'Psalms', modernBook: 'Psalms', chapter: 23, shift: 0 },
    ]);
  });

  it('leaves out a chapter whose counts differ with no neighbour differing the other way, and a psalm with fewer verses in the Tanakh', () => {
    expect(
      mapVersification(
        [count('Exodus', 19, 25), count('Exodus', 20, 23), count('Joel', 2, 27), count('Psalms', 9, 20)],
        [count('Exodus', 19, 25), count('Exodus', 20, 26), count('Joel', 2, 32), count('Psalms', 9, 21)],
      ),
    ).toEqual([{ tanakhBook: 'Exodus', modernBook: 'Exodus', chapter: 19, shift: 0 }]);
  });

  it('maps the chapters either side of verses moved across a chapter boundary', () => {
    // The Tanakh's Numbers 30:1 is the modern 29:40; its Malachi 3:19-24 is the modern Malachi 4.
    expect(
      mapVersification(
        [count('Numbers', 29, 39), count('Numbers', 30, 17), count('Malachi', 3, 24)],
        [count('Numbers', 29, 40), count('Numbers', 30, 16), count('Malachi', 3, 18), count('Malachi', 4, 6)],
      ),
    ).toEqual([
      { tanakhBook: 'Numbers', modernBook: 'Numbers', chapter: 29, shift: 0 },
      { tanakhBook: 'Numbers', modernBook: 'Numbers', chapter: 30, shift: 1 },
      { tanakhBook: 'Malachi', modernBook: 'Malachi', chapter: 3, shift: 0 },
    ]);
  });
  it('pairs books by their shared code, not their name, and skips a book the modern Bible lacks', () => {
    expect(
      mapVersification(
        [count('Song of Songs', 1, 17), count('Proverbs', 6, 35)],
        [count('Song of Solomon', 1, 17), count('Proverbs', 5, 23)],
      ),
    ).toEqual([{ tanakhBook: 'Song of Songs', modernBook: 'Song of Solomon', chapter: 1, shift: 0 }]);
  });

  describe('the shift of a chapter whose verses crossed a boundary', () => {
    it('shifts every verse when the first ones came from the previous chapter (the modern Daniel 4:1-3 is the Tanakh’s 3:31-33)', () => {
      expect(boundaryShift(-3, 3, -1)).toBe(-3);
      expect(boundaryShift(1, -1, 0)).toBe(1);
    });

    it('keeps the numbers when the last verses went to the next chapter', () => {
      expect(boundaryShift(4, 0, -4)).toBe(0);
      expect(boundaryShift(-15, 0, 15)).toBe(0);
    });

    it('gives none when no neighbour differs the other way, or both do (either boundary could have moved)', () => {
      expect(boundaryShift(-3, 0, 1)).toBeUndefined();
      expect(boundaryShift(1, 0, 0)).toBeUndefined();
      expect(boundaryShift(1, -1, -1)).toBeUndefined();
    });
  });
});
