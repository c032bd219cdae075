import { describe, expect, it } from 'vitest';
import { mapVersification, type ChapterCount } from './tanakh-versification';

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

  it('leaves out any other chapter whose counts differ, and a psalm with fewer verses in the Tanakh', () => {
    expect(
      mapVersification(
        [count('Malachi', 3, 24), count('Joel', 2, 27), count('Joel', 4, 21), count('Psalms', 9, 20)],
        [count('Malachi', 3, 18), count('Malachi', 4, 6), count('Joel', 2, 32), count('Psalms', 9, 21)],
      ),
    ).toEqual([]);
  });

  it('pairs books by their shared code, not their name, and skips a book the modern Bible lacks', () => {
    expect(
      mapVersification(
        [count('Song of Songs', 1, 17), count('Proverbs', 6, 35)],
        [count('Song of Solomon', 1, 17), count('Proverbs', 5, 23)],
      ),
    ).toEqual([{ tanakhBook: 'Song of Songs', modernBook: 'Song of Solomon', chapter: 1, shift: 0 }]);
  });
});
