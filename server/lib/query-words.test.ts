import { describe, expect, it } from 'vitest';
import { queryWords, requiredQueryWords } from './query-words';

describe('the query tokeniser shared by chat and search', () => {
  it('lower-cases, folds accents, drops possessives and closes up apostrophes', () => {
    expect(queryWords("God's Café: don’t FORGIVE, O Israel!")).toEqual([
      'god',
      'cafe',
      'dont',
      'forgive',
      'o',
      'israel',
    ]);
  });

  it('keeps Latin letters only', () => {
    expect(queryWords('शान्ति peace 平和')).toEqual(['peace']);
  });

  it('requires the plain words of a search of three letters or more, never negated ones', () => {
    expect(requiredQueryWords('love thy neighbour -hate of')).toEqual(['love', 'thy', 'neighbour']);
  });

  it('requires no word of a quoted phrase or an OR query: the full-text parser owns those', () => {
    expect(requiredQueryWords('"living water"')).toEqual([]);
    expect(requiredQueryWords('mercy or compassion')).toEqual([]);
  });
});
