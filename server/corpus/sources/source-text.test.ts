import { describe, expect, it } from 'vitest';
import { cleanLines, cleanText } from '../payload';
import { kjvText } from './bible-kjv';
import { stripVerseNumber } from './gita';

describe('source text clean-up', () => {
  it("drops the Gita translators' and the Sanskrit's own verse numbers", () => {
    expect(
      cleanText(stripVerseNumber('2.47 Thy right is to work only, but never with its fruits;\n\n')),
    ).toBe('Thy right is to work only, but never with its fruits;');
    expect(stripVerseNumber('2.47. Let your claim lie on action alone')).toBe(
      'Let your claim lie on action alone',
    );
    expect(
      cleanLines(
        stripVerseNumber('कर्मण्येवाधिकारस्ते मा फलेषु कदाचन।\n\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि।।2.47।।\n '),
      ),
    ).toBe('कर्मण्येवाधिकारस्ते मा फलेषु कदाचन।\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि');
    // The last verse closes with a single danda in gita/gita.
    expect(cleanLines(stripVerseNumber('ध्रुवा नीतिर्मतिर्मम।।18.78।\n '))).toBe('ध्रुवा नीतिर्मतिर्मम');
  });

  it("reads the KJV's paragraph mark and italics brackets", () => {
    expect(
      kjvText('# And the earth was without form, and void; and darkness [was] upon the face of the deep.'),
    ).toEqual({
      text: 'And the earth was without form, and void; and darkness was upon the face of the deep.',
      paragraph: true,
    });
  });
});
