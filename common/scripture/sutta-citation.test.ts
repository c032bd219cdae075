import { describe, expect, it } from 'vitest';
import { citationAddsToChapter, suttaCitation } from './sutta-citation';

describe('suttaCitation', () => {
  it.each([
    ['sn4.23', 'SN 4.23'],
    ['an9.95-112', 'AN 9.95–112'],
    ['snp1.8', 'Snp 1.8'],
    ['ud1.1', 'Ud 1.1'],
    ['mn1', 'MN 1'],
    ['dhp1-20', 'Dhp 1–20'],
  ])('cites %s as %s', (sourceId, citation) => {
    expect(suttaCitation(sourceId)).toBe(citation);
  });

  it('has no citation for other sources or none', () => {
    expect(suttaCitation('bukhari-1')).toBeNull();
    expect(suttaCitation(null)).toBeNull();
    expect(suttaCitation('')).toBeNull();
  });

  it('adds to a chapter number only when it is another number', () => {
    expect(citationAddsToChapter('SN 4.23', 159)).toBe(true);
    expect(citationAddsToChapter('MN 1', 1)).toBe(false);
    expect(citationAddsToChapter('Dhp 21–32', 2)).toBe(false);
    expect(citationAddsToChapter(null, 3)).toBe(false);
  });
});
