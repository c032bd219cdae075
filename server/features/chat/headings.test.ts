import { describe, expect, it } from 'vitest';
import { headingMatch, indexHeadings, namedHeadings } from './headings';
import { Lexemes } from './lexemes';
import { applyFloor, scoreCandidates, type RankingConcept } from './ranking';

const titles = [
  { religion: 'buddhism', book: 'Dhammapada', chapter: 11, title: 'Old Age', lexemes: `'age':2 'old':1` },
  { religion: 'buddhism', book: 'Itivuttaka', chapter: 1, title: 'Greed', lexemes: `'greed':1` },
  {
    religion: 'buddhism',
    book: 'Anguttara Nikaya',
    chapter: 1030,
    title: 'Abbreviated Texts Beginning With Greed',
    lexemes: `'abbrevi':1 'begin':3 'greed':5 'text':2`,
  },
  {
    religion: 'buddhism',
    book: 'Anguttara Nikaya',
    chapter: 1031,
    title: 'The Simile of the Greedy Saw',
    lexemes: `'greedi':5 'saw':6 'simil':2`,
  },
  {
    religion: 'buddhism',
    book: 'Samyutta Nikaya',
    chapter: 7,
    title: 'Greed (2nd)',
    lexemes: `'2nd':2 'greed':1`,
  },
  { religion: 'islam', book: 'Sahih al-Bukhari', chapter: 30, title: 'Fasting', lexemes: `'fast':1` },
  {
    religion: 'islam',
    book: "Qur'an",
    chapter: 2,
    title: 'Al-Baqarah',
    lexemes: `'al':2 'al-baqarah':1 'baqarah':3`,
  },
];

const concept = (
  label: string,
  weight: number,
  ...terms: [stems: string[], factor: number][]
): RankingConcept => ({
  label,
  weight,
  terms: terms.map(([stems, factor]) => ({ stems, factor })),
  ambiguous: new Map(),
});

describe('chapter headings as a topical signal', () => {
  const headings = indexHeadings(titles);

  it('counts only the topical stems of a heading, not its frame', () => {
    expect(headings.byChapter.get('buddhism|Anguttara Nikaya|1030')?.size).toBe(3);
    expect(headings.byChapter.get('buddhism|Samyutta Nikaya|7')?.size).toBe(1);
    expect(headings.byChapter.get("islam|Qur'an|2")?.size).toBe(2);
  });

  it('takes a heading as naming an idea only when the idea is at least half of it', () => {
    const greed = concept('greed', 30, [['greed'], 1], [['covet'], 0.75]);
    const match = (key: string) => {
      const heading = headings.byChapter.get(key)!;
      return headingMatch(greed, heading, new Lexemes(heading.lexemes));
    };
    expect(match('buddhism|Itivuttaka|1')).toBe(1);
    expect(match('buddhism|Samyutta Nikaya|7')).toBe(1);
    // A list of texts that begin with greed is not a teaching on it.
    expect(match('buddhism|Anguttara Nikaya|1030')).toBe(0);
    expect(match('buddhism|Anguttara Nikaya|1031')).toBe(0);
    const oldAge = concept('old age', 40, [['old', 'age'], 1]);
    const vagga = headings.byChapter.get('buddhism|Dhammapada|11')!;
    expect(headingMatch(oldAge, vagga, new Lexemes(vagga.lexemes))).toBe(1);
    const age = concept('age', 10, [['age'], 1]);
    expect(headingMatch(age, vagga, new Lexemes(vagga.lexemes))).toBe(1);
  });

  it('takes a bare form that may be another sense as naming the idea only when inflected as the question means', () => {
    const fasting: RankingConcept = {
      label: 'fasting',
      weight: 20,
      terms: [
        { stems: ['fast'], factor: 1 },
        { stems: ['abstin'], factor: 0.4 },
      ],
      ambiguous: new Map([['fast', { bare: 'fast', phrases: [['hold', 'fast']] }]]),
    };
    const heading = (title: string, lexemes: string) => ({ title, lexemes, size: 2 });
    const match = (title: string, lexemes: string) =>
      headingMatch(fasting, heading(title, lexemes), new Lexemes(lexemes));
    expect(match('Fast Wisdom', `'fast':1 'wisdom':2`)).toBe(0);
    expect(match('Fasting Days', `'day':2 'fast':1`)).toBe(1);
  });

  it('lists the named headings of each tradition asked for, the most of the question first', () => {
    const greed = concept('greed', 30, [['greed'], 1]);
    const fasting = concept('fasting', 10, [['fast'], 1]);
    const named = namedHeadings(headings, [greed, fasting], ['buddhism', 'islam'], 2);
    expect(named.map((heading) => `${heading.book} ${heading.chapter}`)).toEqual([
      'Itivuttaka 1',
      'Samyutta Nikaya 7',
      'Sahih al-Bukhari 30',
    ]);
    expect(namedHeadings(headings, [fasting], ['buddhism'], 5)).toEqual([]);
  });

  it('lets a verse under a heading that names the idea pass the floor, and ranks the one that also says it first', () => {
    const oldAge = concept('old age', 40, [['old', 'age'], 1]);
    const heading = headings.byChapter.get('buddhism|Dhammapada|11')!;
    const row = (verse: number, text: string, lexemes: string, withHeading: boolean) => ({
      religion: 'buddhism',
      book: withHeading ? 'Dhammapada' : 'Samyutta Nikaya',
      chapter: withHeading ? 11 : 3,
      verse,
      text,
      lexemes,
      score: 0.1,
      previousText: null,
      previousLexemes: null,
      nextText: null,
      nextLexemes: null,
      heading: withHeading ? heading : null,
    });
    const ranked = applyFloor(
      scoreCandidates(
        [
          row(
            1,
            'Rebirth, old age, and death: this is the round of suffering again and again.',
            `'age':3 'death':5 'old':2 'rebirth':1 'suffer':10`,
            false,
          ),
          row(
            148,
            'This body is worn out, a nest for disease, and fragile; this putrid mass breaks up.',
            `'bodi':2 'diseas':8 'fragil':10 'worn':4`,
            true,
          ),
          row(
            150,
            'A city made of bones, plastered with flesh and blood, where old age and death are stored.',
            `'age':12 'blood':9 'bone':5 'citi':2 'death':14 'old':11`,
            true,
          ),
          row(
            2,
            'This body is worn out, a nest for disease, and it will break up in the end.',
            `'bodi':2 'diseas':8 'worn':4`,
            false,
          ),
        ],
        [oldAge],
        { bookWeights: {}, hadithBooks: new Set(), hadithFactor: 0.6 },
      ),
    );
    expect(ranked.map((entry) => entry.candidate.verse)).toEqual([150, 1, 148]);
  });
});
