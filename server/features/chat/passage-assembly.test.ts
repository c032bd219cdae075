import { describe, expect, it } from 'vitest';
import { stanzaGoesOn } from './passage-assembly';

describe('a sutta passage takes in the lines that finish its sentence', () => {
  it('goes on past a line that ends mid-sentence or is short', () => {
    expect(stanzaGoesOn('A poor person who has fallen into debt')).toBe(true);
    expect(stanzaGoesOn('contentment and gratitude,')).toBe(true);
    expect(stanzaGoesOn('Then the mendicant Kokālika died of that illness.')).toBe(true);
  });

  it('stops at a sentence end past ninety characters', () => {
    const sentence =
      'When the mind is restless, it’s the right time to develop the awakening factors of tranquility and immersion.';
    expect(stanzaGoesOn(sentence)).toBe(false);
    expect(stanzaGoesOn(`${sentence.slice(0, -1)},`)).toBe(true);
  });
});
