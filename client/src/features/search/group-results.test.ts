// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@common/api/search';
import { groupResultsByReligion } from './group-results';

const result = (religion: SearchResult['religion'], reference: string, rank: number): SearchResult => {
  const [book, numbers] = [
    reference.slice(0, reference.lastIndexOf(' ')),
    reference.slice(reference.lastIndexOf(' ') + 1),
  ];
  const [chapter, verse] = numbers.split(':').map(Number) as [number, number];
  return {
    religion,
    book,
    chapter,
    verse,
    reference,
    translation: 'test',
    text: reference,
    snippet: [],
    rank,
  };
};

describe('groupResultsByReligion', () => {
  it("groups by tradition in the product's order and keeps the ranking inside each group", () => {
    const groups = groupResultsByReligion([
      result('buddhism', 'Dhammapada 1:5', 0.9),
      result('christianity', '1 Corinthians 13:4', 0.8),
      result('buddhism', 'Dhammapada 17:223', 0.7),
      result('christianity', 'John 15:12', 0.6),
    ]);
    expect(groups.map((group) => group.religion)).toEqual(['christianity', 'buddhism']);
    expect(groups[0]!.name).toBe('Christianity');
    expect(groups[0]!.results.map((entry) => entry.reference)).toEqual(['1 Corinthians 13:4', 'John 15:12']);
    expect(groups[1]!.results.map((entry) => entry.reference)).toEqual([
      'Dhammapada 1:5',
      'Dhammapada 17:223',
    ]);
  });

  it('has no group for a tradition without results', () => {
    expect(groupResultsByReligion([])).toEqual([]);
  });
});
