import { describe, expect, it } from 'vitest';
import { defaultPersona } from '../../../../common/personas';
import { findScriptureRefs } from '../../../../common/scripture/scripture-ref';
import type { GuideRequest, Passage } from './guide';
import { composeOfflineReply, PASSAGES_PER_TRADITION } from './offline-guide';

const proverb = (chapter: number, verse: number, text: string): Passage => ({
  ref: { religion: 'judaism', book: 'Proverbs', chapter, verse },
  reference: `Proverbs ${chapter}:${verse}`,
  religion: 'judaism',
  book: 'Proverbs',
  chapter,
  verse,
  text,
  translation: 'jps1917',
  translationName: 'JPS Tanakh 1917',
});

// Five of the Tanakh's verses on laziness in a ranking's order: the one a teacher would quote first is the third.
const laziness = [
  proverb(
    19,
    24,
    'The sluggard burieth his hand in the dish, And will not so much as bring it back to his mouth.',
  ),
  proverb(26, 14, 'The door is turned upon its hinges, And the sluggard upon his bed.'),
  proverb(6, 6, 'Go to the ant, thou sluggard; Consider her ways, and be wise;'),
  proverb(
    13,
    4,
    'The soul of the sluggard desireth, and hath nothing; But the soul of the diligent shall be abundantly gratified.',
  ),
  proverb(
    20,
    4,
    'The sluggard will not plow when winter setteth in; Therefore he shall beg in harvest, and have nothing.',
  ),
];

const request: GuideRequest = {
  question: 'What does scripture say about laziness?',
  persona: defaultPersona,
  traditions: ['christianity', 'judaism'],
  passages: { christianity: [], judaism: laziness },
  history: [],
  context: { religion: null, book: null, chapter: null },
  themes: [],
};

describe('the offline reply', () => {
  it("quotes each tradition's best three passages of its five, in the ranking's order", () => {
    const reply = composeOfflineReply(request);
    const cited = findScriptureRefs(reply, { religion: 'judaism' }).map((found) => found.ref);
    expect(PASSAGES_PER_TRADITION).toBe(3);
    expect(cited.map((ref) => `${ref.chapter}:${ref.verse}`)).toEqual(['19:24', '26:14', '6:6']);
    expect(reply).toContain('“Go to the ant, thou sluggard; Consider her ways, and be wise;”');
    expect(reply).not.toContain('Proverbs 13:4');
  });

  it('leaves out a tradition with no passage', () => {
    const reply = composeOfflineReply(request);
    expect(reply).toContain('(Judaism)');
    expect(reply).not.toContain('Christianity');
  });

  it('names a sutta as the rest of the world cites it beside the library’s number, which alone opens the reader', () => {
    const sutta = (chapter: number, verse: number, citation: string, text: string): Passage => ({
      ref: { religion: 'buddhism', book: 'Samyutta Nikaya', chapter, verse },
      reference: `Samyutta Nikaya ${chapter}:${verse}`,
      citation,
      religion: 'buddhism',
      book: 'Samyutta Nikaya',
      chapter,
      verse,
      text,
      translation: 'sujato',
      translationName: 'Bhikkhu Sujato',
    });
    const reply = composeOfflineReply({
      ...request,
      traditions: ['buddhism'],
      passages: {
        buddhism: [
          sutta(159, 15, 'SN 4.23', 'Why don’t I take my life?'),
          sutta(1761, 3, 'SN 55.7', 'Someone who wants to live and doesn’t want to die.'),
        ],
      },
    });
    expect(reply).toContain('Samyutta Nikaya 159:15 (SN 4.23; Bhikkhu Sujato):');
    expect(reply).toContain('See also Samyutta Nikaya 1761:3 (SN 55.7):');
    const cited = findScriptureRefs(reply, { religion: 'buddhism' }).map((found) => found.ref);
    expect(cited.map((ref) => `${ref.chapter}:${ref.verse}`)).toEqual(['159:15', '1761:3']);
  });

  it('says so for a tradition the question names when its texts gave no passage, rather than passing it over', () => {
    const reply = composeOfflineReply({ ...request, named: ['christianity'] });
    expect(reply).toContain(
      '<perspective>Christianity</perspective> I found no passage in the Holy Bible that speaks to this in its own words.',
    );
    // Its block comes where the tradition stands in the answer, before Judaism's passages.
    expect(reply.indexOf('(Christianity)')).toBe(-1);
    expect(reply.indexOf('<perspective>Christianity</perspective>')).toBeLessThan(
      reply.indexOf('<perspective>Judaism</perspective>'),
    );
  });
});
