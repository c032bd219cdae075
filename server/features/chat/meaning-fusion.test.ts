import { describe, expect, it } from 'vitest';
import { MEANING_MIN_COSINE, meaningAboveFloor, reciprocalRankFusion, RRF_K } from './meaning-fusion';

describe('reciprocal rank fusion', () => {
  it('adds 1 / (k + rank) from each list, so a passage both rankings find goes first', () => {
    const fused = reciprocalRankFusion([{ keys: ['a', 'b', 'c'] }, { keys: ['x', 'c', 'a'] }]);
    expect(fused.map((entry) => entry.key)).toEqual(['a', 'c', 'x', 'b']);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 3));
    expect(fused[1]!.score).toBeCloseTo(1 / (RRF_K + 3) + 1 / (RRF_K + 2));
  });

  it('breaks a tie in favour of the earlier list (the full text)', () => {
    const fused = reciprocalRankFusion([{ keys: ['words'] }, { keys: ['meaning'] }]);
    expect(fused.map((entry) => entry.key)).toEqual(['words', 'meaning']);
  });

  it('counts a key repeated in one list once, at its best rank, and honours a list weight', () => {
    const fused = reciprocalRankFusion([{ keys: ['a', 'a', 'b'] }, { keys: ['b'], weight: 2 }], 1);
    expect(fused).toEqual([
      { key: 'b', score: 1 / 3 + 2 / 2 },
      { key: 'a', score: 1 / 2 },
    ]);
  });

  it('returns nothing for empty lists and one list unchanged in order', () => {
    expect(reciprocalRankFusion([{ keys: [] }, { keys: [] }])).toEqual([]);
    expect(reciprocalRankFusion([{ keys: ['q', 'r'] }, { keys: [] }]).map((entry) => entry.key)).toEqual([
      'q',
      'r',
    ]);
  });
});

describe('the meaning floor', () => {
  it('keeps hits above the cosine floor and near the best one, best first', () => {
    const hits = [
      { id: 'near-best', score: 0.47 },
      { id: 'best', score: 0.52 },
      { id: 'tail', score: 0.41 },
      { id: 'unrelated', score: 0.33 },
    ];
    expect(meaningAboveFloor(hits).map((hit) => hit.id)).toEqual(['best', 'near-best']);
  });

  it('keeps nothing when no hit reaches the floor: the full text answers alone', () => {
    expect(meaningAboveFloor([{ score: MEANING_MIN_COSINE - 0.01 }, { score: 0.1 }])).toEqual([]);
    expect(meaningAboveFloor([])).toEqual([]);
  });
});
