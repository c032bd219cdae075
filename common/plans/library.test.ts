import { describe, expect, it } from 'vitest';
import { allBooks } from '../scripture/books';
import { surahs } from '../scripture/surahs';
import { juzPassages, juzStarts } from './juz-boundaries';
import { planLibrary } from './library';

describe('the plan library', () => {
  it('has at least 16 plans with unique ids, an introduction and titled days', () => {
    expect(planLibrary.length).toBeGreaterThanOrEqual(16);
    expect(new Set(planLibrary.map((plan) => plan.id)).size).toBe(planLibrary.length);
    for (const plan of planLibrary) {
      expect(plan.introduction.length, plan.id).toBeGreaterThan(100);
      for (const day of plan.days) {
        expect(day.title.length, plan.id).toBeGreaterThan(0);
        expect(day.passages.length, `${plan.id}: ${day.title}`).toBeGreaterThan(0);
      }
    }
  });

  it('cites only books of the catalog, within their chapter counts', () => {
    for (const plan of planLibrary) {
      for (const passage of plan.days.flatMap((day) => day.passages)) {
        const book = allBooks.find(
          (entry) => entry.religion === passage.religion && entry.name === passage.book,
        );
        expect(book, `${plan.id}: ${passage.book}`).toBeDefined();
        if (book?.chapterCount) expect(passage.chapter).toBeLessThanOrEqual(book.chapterCount);
        if (passage.verseEnd !== undefined) expect(passage.verseEnd).toBeGreaterThan(passage.verse!);
      }
    }
  });

  it('gives every cross-tradition day one passage from each of the five traditions and a theme', () => {
    const cross = planLibrary.filter((plan) => plan.kind === 'cross-tradition');
    expect(cross.length).toBeGreaterThanOrEqual(5);
    for (const day of cross.flatMap((plan) => plan.days)) {
      expect(day.passages.map((passage) => passage.religion)).toEqual([
        'christianity',
        'islam',
        'judaism',
        'hinduism',
        'buddhism',
      ]);
      expect(day.theme).toBeTruthy();
    }
  });

  it("covers the whole Qur'an once in its 30 juz', each ayah in exactly one", () => {
    expect(juzStarts).toHaveLength(30);
    const counted = new Map<number, number>();
    for (let juz = 1; juz <= 30; juz += 1) {
      for (const passage of juzPassages(juz)) {
        const from = passage.verse ?? 1;
        const to = passage.verseEnd ?? passage.verse ?? surahs[passage.chapter - 1]!.ayahCount;
        counted.set(passage.chapter, (counted.get(passage.chapter) ?? 0) + (to - from + 1));
      }
    }
    for (const surah of surahs) expect(counted.get(surah.number), surah.name).toBe(surah.ayahCount);
    expect(juzPassages(30)[0]).toEqual({ religion: 'islam', book: "Qur'an", chapter: 78 });
  });
});
