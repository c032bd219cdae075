import { describe, expect, it } from 'vitest';
import { chapterWindow } from './chapter-window';

describe('chapterWindow', () => {
  it('shows every chapter of a book with 12 or fewer (Ecclesiastes has 12)', () => {
    expect(chapterWindow(7, 12)).toEqual({ chapters: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], jumpTo: null });
    expect(chapterWindow(1, 1)).toEqual({ chapters: [1], jumpTo: null });
  });

  it('starts at chapter 1 at the beginning of Psalms (150), with a jump 10 ahead', () => {
    expect(chapterWindow(1, 150)).toEqual({ chapters: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], jumpTo: 11 });
    expect(chapterWindow(3, 150).chapters[0]).toBe(1);
  });

  it('starts 5 before the current chapter in the middle of Psalms', () => {
    const window = chapterWindow(75, 150);
    expect(window.chapters).toEqual([70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81]);
    expect(window.jumpTo).toBe(85);
  });

  it('keeps 12 buttons at the last chapter of Psalms and hides the jump', () => {
    expect(chapterWindow(150, 150)).toEqual({
      chapters: [139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150],
      jumpTo: null,
    });
  });

  it('shows the jump only while the current chapter is more than 6 from the end', () => {
    expect(chapterWindow(143, 150).jumpTo).toBe(150);
    expect(chapterWindow(144, 150).jumpTo).toBeNull();
  });

  it('caps the jump at the last chapter (Surah 100 of 114)', () => {
    expect(chapterWindow(100, 114).jumpTo).toBe(110);
    expect(chapterWindow(107, 114).jumpTo).toBe(114);
  });

  it('clamps an out-of-range current chapter instead of showing an empty window', () => {
    expect(chapterWindow(0, 150).chapters[0]).toBe(1);
    expect(chapterWindow(999, 150).chapters.at(-1)).toBe(150);
    expect(chapterWindow(1, 0)).toEqual({ chapters: [], jumpTo: null });
  });
});
