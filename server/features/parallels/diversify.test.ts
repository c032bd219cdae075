import { describe, expect, it } from 'vitest';
import { diversify } from './diversify';

const at = (book: string, chapter: number, verse: number, score: number) => ({
  religion: 'islam' as const,
  book,
  chapter,
  verse,
  score,
});

describe('diversify', () => {
  it('skips neighbours of a verse already taken in the same chapter, keeps order', () => {
    const picked = diversify(
      [
        at('Q', 2, 271, 0.9),
        at('Q', 2, 272, 0.88),
        at('Q', 2, 270, 0.85),
        at('Q', 93, 9, 0.8),
        at('Q', 2, 274, 0.7),
      ],
      3,
    );
    expect(picked.map((hit) => `${hit.chapter}:${hit.verse}`)).toEqual(['2:271', '93:9', '2:274']);
  });

  it('treats the same verse number in another chapter or book as distinct', () => {
    const picked = diversify([at('Q', 2, 5, 0.9), at('Q', 3, 5, 0.8), at('R', 2, 5, 0.7)], 5);
    expect(picked).toHaveLength(3);
  });
});
