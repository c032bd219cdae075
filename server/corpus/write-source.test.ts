import { describe, expect, it } from 'vitest';
import { batchEnd } from './write-source';

describe('batchEnd', () => {
  const texts = ['aaaa', 'bb', 'cccccc', 'd', 'eeeeeeeeee'];

  it('ends a batch before the verse that would pass the character budget', () => {
    expect(batchEnd(texts, 0, { verseRows: 100, verseChars: 12 })).toBe(3);
    expect(batchEnd(texts, 3, { verseRows: 100, verseChars: 12 })).toBe(5);
  });

  it('ends at the row limit first when it comes first, and at the last verse', () => {
    expect(batchEnd(texts, 0, { verseRows: 2, verseChars: 1_000 })).toBe(2);
    expect(batchEnd(texts, 2, { verseRows: 100, verseChars: 1_000 })).toBe(5);
  });

  it('always takes at least one verse, even one longer than the budget', () => {
    expect(batchEnd(texts, 4, { verseRows: 100, verseChars: 3 })).toBe(5);
    expect(batchEnd(texts, 0, { verseRows: 100, verseChars: 3 })).toBe(1);
  });
});
