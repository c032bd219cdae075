import { describe, expect, it } from 'vitest';
import { prepareConcepts } from './concept-weights';
import { termFactors } from './query-terms';

describe('prepareConcepts', () => {
  it('counts a related word in one of its rarer senses at half its kind', () => {
    const [concept] = prepareConcepts(
      [
        {
          label: 'drunkenness',
          terms: [
            { words: ['drunkenness'], kind: 'word' },
            { words: ['drunken'], kind: 'derived' },
            { words: ['soak'], kind: 'derived', minorSense: true },
          ],
          ambiguous: [],
        },
      ],
      new Map([
        ['drunkenness', 'drunken'],
        ['drunken', 'drunken'],
        ['soak', 'soak'],
      ]),
      {
        total: 100_000,
        frequencies: new Map([
          ['drunken', 40],
          ['soak', 30],
        ]),
      },
    );
    const factor = (stem: string) => concept!.terms.find((term) => term.stems[0] === stem)?.factor;
    expect(factor('soak')).toBeCloseTo(termFactors.derived / 2);
    expect(factor('drunken')).toBe(termFactors.word);
  });
});
