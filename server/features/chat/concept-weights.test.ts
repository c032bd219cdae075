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

  it('weighs a reader’s needs as the question’s weightiest idea and its scene words far under them', () => {
    // "How do I cope with the death of my father?": 'father' is rarer than 'comfort', yet only sets the scene.
    const stems = new Map([
      ['death', 'death'],
      ['father', 'father'],
      ['comfort', 'comfort'],
      ['mourn', 'mourn'],
    ]);
    const stats = {
      total: 100_000,
      frequencies: new Map([
        ['death', 900],
        ['father', 700],
        ['comfort', 1_200],
        ['mourn', 400],
      ]),
    };
    const word = (text: string) => ({ words: [text], kind: 'word' as const });
    const [death, father, consolation] = prepareConcepts(
      [
        { label: 'death', terms: [word('death')], ambiguous: [], incidental: true },
        { label: 'father', terms: [word('father')], ambiguous: [], incidental: true },
        { label: 'consolation', terms: [word('comfort'), word('mourn')], ambiguous: [], need: true },
      ],
      stems,
      stats,
    );
    const fatherAlone = Math.log(1 + 100_000 / 701) ** 2;
    expect(consolation!.weight).toBeCloseTo(fatherAlone);
    expect(consolation!.main).toBe(true);
    expect(consolation!.graded).toBe(true);
    expect(father!.weight).toBeCloseTo(fatherAlone * 0.15);
    expect(death!.weight).toBeLessThanOrEqual(fatherAlone * 0.15);
    expect(father!.candidate.weight).toBe(father!.weight);
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
