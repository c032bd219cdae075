import { describe, expect, it } from 'vitest';
import { featuresOf, normaliseForFeatures } from './learned-features';

describe('the features of a message, for the learned-guard experiment', () => {
  it('undoes spacing, dots, digits for letters, invisible characters and stretched letters', () => {
    expect(normaliseForFeatures('k i l l')).toBe('kill');
    expect(normaliseForFeatures('b.u.r.n the place')).toBe('burn the place');
    expect(normaliseForFeatures('c4nc3r')).toBe('cancer');
    expect(normaliseForFeatures('ve\u200brmin')).toBe('vermin');
    expect(normaliseForFeatures('Sooooo')).toBe('soo');
  });

  it('are of unit length and the same for the same words however they are disguised', () => {
    const plain = featuresOf('you are vermin');
    const disguised = featuresOf('Y O U are v3rm1n');
    expect([...plain.entries()].sort()).toEqual([...disguised.entries()].sort());
    const length = Math.sqrt([...plain.values()].reduce((sum, value) => sum + value * value, 0));
    expect(length).toBeCloseTo(1, 10);
  });
});
