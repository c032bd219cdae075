import { describe, expect, it } from 'vitest';
import type { ReligionId } from '../../common/scripture/religions';
import { parseScriptureRef } from '../../common/scripture/scripture-ref';
import {
  acceptableSpans,
  hitAt,
  isRelevant,
  judge,
  mean,
  percentile,
  precisionAt,
  reciprocalRank,
} from './metrics';
import { parallelsPrecision } from './parallels';

const ref = (text: string, religion: ReligionId) => parseScriptureRef(text, { religion })!;

describe('relevance with a window of one verse', () => {
  const fasting = acceptableSpans('christianity', ['Matthew 6:16-18', 'Acts 13:2']);

  it('accepts the verse, its range and one verse either side', () => {
    expect(isRelevant(ref('Matthew 6:16', 'christianity'), fasting)).toBe(true);
    expect(isRelevant(ref('Matthew 6:15', 'christianity'), fasting)).toBe(true);
    expect(isRelevant(ref('Matthew 6:19', 'christianity'), fasting)).toBe(true);
    expect(isRelevant(ref('Acts 13:3', 'christianity'), fasting)).toBe(true);
  });

  it('refuses two verses away, another chapter or another book', () => {
    expect(isRelevant(ref('Matthew 6:14', 'christianity'), fasting)).toBe(false);
    expect(isRelevant(ref('Matthew 6:20', 'christianity'), fasting)).toBe(false);
    expect(isRelevant(ref('Matthew 7:17', 'christianity'), fasting)).toBe(false);
    expect(isRelevant(ref('Acts 14:2', 'christianity'), fasting)).toBe(false);
    expect(isRelevant(ref('Mark 6:16', 'christianity'), fasting)).toBe(false);
  });

  it('counts a returned range that overlaps the window', () => {
    expect(isRelevant(ref('Matthew 6:10-14', 'christianity'), fasting)).toBe(false);
    expect(isRelevant(ref('Matthew 6:10-15', 'christianity'), fasting)).toBe(true);
  });

  it('takes a reference without a verse as its whole chapter (a short sutta)', () => {
    const metta = acceptableSpans('buddhism', ['Sutta Nipata 8']);
    expect(isRelevant(ref('Sutta Nipata 8:14', 'buddhism'), metta)).toBe(true);
    expect(isRelevant(ref('Sutta Nipata 9:1', 'buddhism'), metta)).toBe(false);
  });

  it('refuses a set reference of another tradition', () => {
    expect(() => acceptableSpans('islam', ['Matthew 6:16'])).toThrow(/Not a islam reference/);
  });
});

describe('ranking metrics', () => {
  it('hit@k looks at the first k only', () => {
    expect(hitAt([false, false, true], 3)).toBe(1);
    expect(hitAt([false, false, true], 2)).toBe(0);
    expect(hitAt([], 5)).toBe(0);
  });

  it('MRR is one over the rank of the first relevant passage', () => {
    expect(reciprocalRank([true, false])).toBe(1);
    expect(reciprocalRank([false, false, true, true])).toBeCloseTo(1 / 3);
    expect(reciprocalRank([false, false])).toBe(0);
  });

  it('precision@k divides by what was returned, and an empty list has none', () => {
    expect(precisionAt([true, false, true, false, false, true], 5)).toBeCloseTo(2 / 5);
    expect(precisionAt([true, true], 5)).toBe(1);
    expect(precisionAt([], 5)).toBeNull();
  });

  it('judges a ranked list against the set', () => {
    const spans = acceptableSpans('islam', ["Qur'an 2:183"]);
    const returned = ["Qur'an 2:185", "Qur'an 2:184", "Qur'an 2:183"].map((text) => ref(text, 'islam'));
    expect(judge(returned, spans)).toEqual([false, true, true]);
  });

  it('percentiles are nearest-rank and mean averages', () => {
    const samples = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(samples, 0.5)).toBe(5);
    expect(percentile(samples, 0.95)).toBe(10);
    expect(percentile([42], 0.95)).toBe(42);
    expect(mean([1, 2, 3])).toBe(2);
  });
});

describe('Parallels precision@3', () => {
  const goldenRule = {
    religion: 'christianity' as const,
    reference: 'Matthew 7:12',
    acceptable: { judaism: ['Leviticus 19:18'], buddhism: ['Dhammapada 10:129', 'Dhammapada 10:130'] },
  };

  it('averages the share of fitting passages over the traditions that returned some', () => {
    const returned = [
      { religion: 'judaism' as const, ref: ref('Leviticus 19:18', 'judaism') },
      { religion: 'judaism' as const, ref: ref('Genesis 1:1', 'judaism') },
      { religion: 'judaism' as const, ref: ref('Exodus 3:1', 'judaism') },
      { religion: 'judaism' as const, ref: ref('Leviticus 19:19', 'judaism') },
      { religion: 'buddhism' as const, ref: ref('Dhp 130', 'buddhism') },
    ];
    const result = parallelsPrecision(goldenRule, returned);
    expect(result.judged).toBe(2);
    expect(result.precision).toBeCloseTo((1 / 3 + 1) / 2);
    expect(result.empty).toBe(0);
  });

  it('counts a judged tradition with nothing returned as empty, not as a miss', () => {
    const result = parallelsPrecision(goldenRule, [
      { religion: 'buddhism' as const, ref: ref('Dhp 1', 'buddhism') },
    ]);
    expect(result).toEqual({ precision: 0, judged: 1, empty: 1 });
  });
});
