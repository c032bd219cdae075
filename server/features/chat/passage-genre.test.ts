import { describe, expect, it } from 'vitest';
import {
  isLawOrListing,
  personalGenrePrior,
  PERSONAL_HISTORY_PRIOR,
  PERSONAL_LAW_PRIOR,
} from './passage-genre';

describe('isLawOrListing', () => {
  it('knows a punishment, a rite, a genealogy and a census by their wording', () => {
    for (const [book, text] of [
      ['Exodus', 'And he that smiteth his father, or his mother, shall be surely put to death.'],
      ['Exodus', 'Anyone who attacks his father or his mother shall be surely put to death.'],
      ['Leviticus', 'and he shall bring his guilt-offering unto the LORD, a ram without blemish'],
      ['Matthew', 'Abraham became the father of Isaac. Isaac became the father of Jacob.'],
      [
        'Numbers',
        'those that were numbered of them, even of the tribe of Reuben, were forty and six thousand',
      ],
      ['Genesis', 'And Baal-hanan the son of Achbor died, and Hadar reigned in his stead'],
    ])
      expect(isLawOrListing({ book: book!, text: text! }), text).toBe(true);
  });

  it('knows a case of the Law by its opening, only in the books of the Law', () => {
    const ruler =
      'When a ruler sinneth, and doeth through error any one of all the things which the LORD commanded';
    expect(isLawOrListing({ book: 'Leviticus', text: ruler })).toBe(true);
    // The same opening in a letter is teaching, not a statute.
    expect(
      isLawOrListing({
        book: '1 John',
        text: 'If anyone sins, we have a Counselor with the Father, Jesus Christ',
      }),
    ).toBe(false);
  });

  it('leaves consolation, prayer and teaching alone', () => {
    for (const [book, text] of [
      ['Matthew', 'Blessed are those who mourn, for they shall be comforted.'],
      ['Psalms', 'The LORD is nigh unto them that are of a broken heart'],
      ['Deuteronomy', 'Be strong and of good courage, fear not, nor be affrighted at them'],
      ['John', 'I am the resurrection and the life. He who believes in me will still live, even if he dies.'],
    ])
      expect(isLawOrListing({ book: book!, text: text! }), text).toBe(false);
  });
});

describe('personalGenrePrior', () => {
  it('lowers a law most, a history less, and leaves the rest', () => {
    expect(personalGenrePrior({ book: 'Exodus', text: 'he shall be surely put to death' })).toBe(
      PERSONAL_LAW_PRIOR,
    );
    expect(personalGenrePrior({ book: 'Genesis', text: 'And Sarah died in Kiriath-arba' })).toBe(
      PERSONAL_HISTORY_PRIOR,
    );
    expect(personalGenrePrior({ book: 'Psalms', text: 'He healeth the broken in heart' })).toBe(1);
  });
});
