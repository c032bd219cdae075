import { describe, expect, it } from 'vitest';
import { ELIDED_OPENING } from './retrieval-store';

describe('a fragment of an elided repetition', () => {
  it('is a text that opens with an ellipsis, inside a quotation mark or not', () => {
    // The library's Samyutta Nikaya 1903:1 and 857:6, Anguttara Nikaya 164:1 and Sunan Abu Dawud 40:50.
    for (const text of [
      '“… the sentient beings who refrain from divisive speech are few, while those who don’t refrain are many.',
      '… with a good memory is Ānanda.',
      '“… perception …”',
      '“... . Till he reaches puberty , and a lunatic till he is restored to consciousness.”',
    ])
      expect(ELIDED_OPENING.test(text), text).toBe(true);
  });

  it('is not a text that only holds one later on', () => {
    for (const text of [
      '‘If someone were to break me up from my friends by divisive speech, I wouldn’t like it.',
      'Like a fish pulled from the sea and cast upon the shore, this mind flounders about',
    ])
      expect(ELIDED_OPENING.test(text), text).toBe(false);
  });
});
