import { describe, expect, it } from 'vitest';
import { dropNearDuplicates } from './dedupe';

describe('dropNearDuplicates', () => {
  it('keeps the first of texts that repeat one another, in order', () => {
    const texts = [
      'That’s how a mendicant is fast. A mendicant with these three qualities is worthy of offerings.',
      'Patience is their powerful army: that’s who I call a brahmin.',
      'That’s how a mendicant is fast. A mendicant with these three qualities is worthy of offerings!',
      'Abuse, killing, caging: they endure these without anger. Patience is their powerful army: that’s who I call a brahmin.',
    ];
    expect(dropNearDuplicates(texts, (text) => text)).toEqual([texts[0], texts[1]]);
  });

  it('keeps short texts that only share a few words', () => {
    const texts = ['Be patient.', 'Be patient and pray.', 'Be content.'];
    expect(dropNearDuplicates(texts, (text) => text)).toEqual(texts);
  });
});
