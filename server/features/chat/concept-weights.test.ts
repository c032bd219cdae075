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

  it('weighs a frame verb at a quarter of the topic, however rare the verb is', () => {
    // "how should I deal with jealousy": 'deal' is rarer in the library than the Bible's 'jealousy'.
    const stems = new Map([
      ['deal', 'deal'],
      ['jealousy', 'jealousi'],
    ]);
    const stats = {
      total: 100_000,
      frequencies: new Map([
        ['deal', 40],
        ['jealousi', 120],
      ]),
    };
    const concepts = [
      { label: 'deal', terms: [{ words: ['deal'], kind: 'word' as const }], ambiguous: [], frame: true },
      { label: 'jealousy', terms: [{ words: ['jealousy'], kind: 'word' as const }], ambiguous: [] },
    ];
    const [deal, jealousy] = prepareConcepts(concepts, stems, stats);
    expect(deal!.weight).toBeCloseTo(jealousy!.weight / 4);
    expect(deal!.candidate.weight).toBe(deal!.weight);
    // Asked alone, the verb is the question's only idea and keeps its own weight.
    const [alone] = prepareConcepts([concepts[0]!], stems, stats);
    expect(alone!.weight).toBeGreaterThan(jealousy!.weight);
  });
});
