import { describe, expect, it } from 'vitest';
import { batchHash, passageHash, passagesOf } from './passages';

const verses = [
  { book: 'John', chapter: 1, verse: 1, text: 'In the beginning was the Word.' },
  { book: 'John', chapter: 1, verse: 2, text: 'The same was in the beginning with God.' },
  { book: 'John', chapter: 2, verse: 1, text: 'And the third day there was a marriage.' },
  { book: 'John', chapter: 2, verse: 2, text: ' And both Jesus was called. ' },
];

describe('meaning passages', () => {
  it('joins each verse with its neighbours inside its own chapter only', () => {
    expect(passagesOf(verses, 1)).toEqual([
      'In the beginning was the Word. The same was in the beginning with God.',
      'In the beginning was the Word. The same was in the beginning with God.',
      'And the third day there was a marriage. And both Jesus was called.',
      'And the third day there was a marriage. And both Jesus was called.',
    ]);
    // The index embeds each verse alone (PASSAGE_NEIGHBOURS), trimmed.
    expect(passagesOf(verses)[3]).toBe('And both Jesus was called.');
    expect(passagesOf(verses)[0]).toBe('In the beginning was the Word.');
  });

  it('keys a passage on the model, the import version and the text', () => {
    const base = passageHash('use', 'v1', 'text');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(passageHash('use', 'v1', 'text')).toBe(base);
    expect(passageHash('use', 'v2', 'text')).not.toBe(base);
    expect(passageHash('other', 'v1', 'text')).not.toBe(base);
    expect(passageHash('use', 'v1', 'text!')).not.toBe(base);
    expect(batchHash([base, 'x'])).not.toBe(batchHash(['x', base]));
  });
});
