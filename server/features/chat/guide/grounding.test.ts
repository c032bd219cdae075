import { describe, expect, it } from 'vitest';
import type { ReligionId } from '../../../../common/scripture/religions';
import { amongSources, groundQuotations, passagesCited, type GroundingSources } from './grounding';
import type { Passage } from './guide';
import { gateReferences } from './reference-gate';

function passage(
  religion: ReligionId,
  book: string,
  chapter: number,
  verse: number,
  text: string,
  verseEnd?: number,
): Passage {
  return {
    ref: { religion, book, chapter, verse, ...(verseEnd ? { verseEnd } : {}) },
    reference: `${book} ${chapter}:${verse}${verseEnd ? `-${verseEnd}` : ''}`,
    religion,
    book,
    chapter,
    verse,
    text,
    translation: 'test',
    translationName: 'Test Translation',
  };
}

const leviticus = passage(
  'christianity',
  'Leviticus',
  19,
  18,
  '“ ‘You shall not take vengeance, nor bear any grudge against the children of your people; but you shall love your neighbor as yourself. I am Yahweh.',
);
const matthew = passage(
  'christianity',
  'Matthew',
  6,
  14,
  '“For if you forgive men their trespasses, your heavenly Father will also forgive you.',
);
const khuddakapatha = passage(
  'buddhism',
  'Khuddakapatha',
  9,
  11,
  'Let none deceive another. Let none despise anyone.',
  12,
);
const sources: GroundingSources = {
  passages: [leviticus, matthew, khuddakapatha],
  readerWords: ['Should I take revenge on my brother who cheated me?'],
};

describe('groundQuotations', () => {
  it('replaces a misquotation that inverts a verse with the library’s text', () => {
    const grounded = groundQuotations(
      'Leviticus 19:18 says: “You shall take vengeance and bear a grudge against the children of your people.” Revenge is holy.',
      sources,
    );
    expect(grounded.text).toBe(
      'Leviticus 19:18 says: “You shall not take vengeance, nor bear any grudge against the children of your people; but you shall love your neighbor as yourself. I am Yahweh.” Revenge is holy.',
    );
    expect(grounded.replaced).toEqual(['Leviticus 19:18']);
  });

  it('treats a dropped “not” as a misquotation, not as a shorter quotation', () => {
    const grounded = groundQuotations('Leviticus 19:18: “You shall take vengeance”.', sources);
    expect(grounded.text).toContain('“You shall not take vengeance');
  });

  it('keeps a quotation that is the verse’s own words, in part or across an ellipsis, whatever its case and marks', () => {
    const text =
      'Matthew 6:14 teaches: "for if you forgive men their trespasses … your heavenly Father will also forgive you". And “love your neighbor as yourself” (Leviticus 19:18).';
    expect(groundQuotations(text, sources)).toEqual({ text, replaced: [], removed: [] });
  });

  it('reads the reference right after a quotation as its source', () => {
    const grounded = groundQuotations(
      '“Bear grudges against your people” (Leviticus 19:18) is the rule.',
      sources,
    );
    expect(grounded.text).toMatch(/^“You shall not take vengeance/);
    expect(grounded.replaced).toEqual(['Leviticus 19:18']);
  });

  it('checks a quotation against every verse of a range', () => {
    const ok = groundQuotations('Khuddakapatha 9:11-12: “Let none deceive another.”', sources);
    expect(ok.replaced).toEqual([]);
  });

  it('removes the sentence of an unattributed quotation that no source holds, but keeps the reader’s words and short terms', () => {
    const grounded = groundQuotations(
      'You asked “should I take revenge on my brother”. Jesus said “an eye for an eye and a tooth for a tooth.” The word “agape” matters.',
      sources,
    );
    expect(grounded.text).toBe('You asked “should I take revenge on my brother”. The word “agape” matters.');
    expect(grounded.removed).toEqual(['an eye for an eye and a tooth']);
  });

  it('closes a quotation the reply left open when it replaces it', () => {
    const grounded = groundQuotations('Matthew 6:14 says “forgive them and forget', sources);
    expect(grounded.text).toBe(
      'Matthew 6:14 says “For if you forgive men their trespasses, your heavenly Father will also forgive you.”',
    );
  });
});

describe('the sources a reply may cite', () => {
  it('are the passages it was given, by verse, range or chapter', async () => {
    const check = amongSources(sources.passages);
    const verdicts = await check([
      { religion: 'christianity', book: 'Leviticus', chapter: 19, verse: 18 },
      { religion: 'christianity', book: 'Leviticus', chapter: 19, verse: 17 },
      { religion: 'christianity', book: 'Leviticus', chapter: 19, verse: 18, verseEnd: 19 },
      { religion: 'buddhism', book: 'Khuddakapatha', chapter: 9, verse: 12 },
      { religion: 'christianity', book: 'Matthew', chapter: 6 },
      { religion: 'christianity', book: 'John', chapter: 3, verse: 16 },
    ]);
    expect(verdicts).toEqual([true, false, false, true, true, false]);
  });

  it('may be the other tradition’s copy of a shared book', () => {
    expect(
      passagesCited({ religion: 'judaism', book: 'Leviticus', chapter: 19, verse: 18 }, [leviticus]),
    ).toEqual([leviticus]);
  });

  it('are enforced by the gate: a real verse that was not among them is dropped with its sentence', async () => {
    async function* reply() {
      yield 'Forgive, as Matthew 6:14 says. John 3:16 speaks of ';
      yield 'love. Leviticus 19:18 says “You shall take vengeance.” Amen.';
    }
    const removed: string[] = [];
    const replaced: string[] = [];
    let out = '';
    for await (const text of gateReferences(reply(), {
      check: amongSources(sources.passages),
      sources,
      onChecked: (checked) => {
        removed.push(...checked.removed);
        replaced.push(...(checked.grounded?.replaced ?? []));
      },
    })) {
      out += text;
    }
    expect(out).toBe(
      'Forgive, as Matthew 6:14 says. Leviticus 19:18 says “You shall not take vengeance, nor bear any grudge against the children of your people; but you shall love your neighbor as yourself. I am Yahweh.” Amen.',
    );
    expect(removed).toEqual(['John 3:16']);
    expect(replaced).toEqual(['Leviticus 19:18']);
  });
});
