import { describe, expect, it } from 'vitest';
import { baseFormCandidates, spellingVariants, surfacePattern } from './word-forms';

describe('word forms', () => {
  it('finds the base forms a word may come from', () => {
    expect(baseFormCandidates('miracles')).toContain('miracle');
    expect(baseFormCandidates('fasting')).toContain('fast');
    expect(baseFormCandidates('running')).toContain('run');
    expect(baseFormCandidates('idolatries')).toContain('idolatry');
  });

  it('gives the other spelling of British and American words', () => {
    expect(spellingVariants('honouring')).toEqual(['honoring']);
    expect(spellingVariants('labour')).toEqual(['labor']);
    expect(spellingVariants('courage')).toEqual([]);
    for (const [british, american] of [
      ['neighbour', 'neighbor'],
      ['centre', 'center'],
      ['judgement', 'judgment'],
      ['realise', 'realize'],
      ['defence', 'defense'],
      ['grey', 'gray'],
    ]) {
      expect(spellingVariants(british!)).toContain(american);
      expect(spellingVariants(american!)).toContain(british);
    }
  });

  it('matches a word as texts inflect it, not another word with the same stem', () => {
    const content = surfacePattern('content');
    expect(content.test('be content with little')).toBe(true);
    expect(content.test('godliness with contentment')).toBe(true);
    expect(content.test('he was contented')).toBe(true);
    expect(content.test('By pride cometh only contention')).toBe(false);
    const forgive = surfacePattern('forgive');
    for (const text of ['forgiveth', 'forgiving', 'forgiveness', 'forgive'])
      expect(forgive.test(text), text).toBe(true);
    expect(surfacePattern('fasting').test('when they had fasted')).toBe(true);
  });
});
