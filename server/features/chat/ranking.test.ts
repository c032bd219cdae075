import { describe, expect, it } from 'vitest';
import {
  applyFloor,
  lengthPrior,
  Lexemes,
  scoreCandidates,
  scoreCandidatesInSlices,
  type RankingConcept,
} from './ranking';

function candidate(text: string, lexemes: string) {
  return {
    religion: 'christianity',
    book: 'Proverbs',
    chapter: 1,
    verse: text.length,
    text,
    lexemes,
    score: 0.1,
    previousText: null,
    previousLexemes: null,
    nextText: null,
    nextLexemes: null,
  };
}

const options = { bookWeights: {}, hadithBooks: new Set<string>(), hadithFactor: 0.6 };

describe('ranking', () => {
  it('reads stems and positions from a tsvector', () => {
    const lexemes = new Lexemes(`'age':4,9A 'breakfast':2 'o''neil':1 'old':3`);
    expect(lexemes.positions('age')).toEqual([4, 9]);
    expect(lexemes.positions("o'neil")).toEqual([1]);
    expect(lexemes.has('fast')).toBe(false);
    expect(lexemes.has('old')).toBe(true);
  });

  it('reads a lexeme only with its positions, and none from an empty tsvector', () => {
    const stripped = new Lexemes(`'fast' 'it''s':2 'pray':5,6`);
    expect(stripped.has('fast')).toBe(false);
    expect(stripped.positions("it's")).toEqual([2]);
    expect(stripped.positions('pray')).toEqual([5, 6]);
    expect(stripped.has('ray')).toBe(false);
    expect(new Lexemes(null).has('pray')).toBe(false);
    expect(new Lexemes('').positions('pray')).toBeNull();
  });

  it('counts a need said by several of its facets above one said by a single word', () => {
    const consolation: RankingConcept = {
      label: 'consolation',
      weight: 40,
      terms: ['comfort', 'mourn', 'tear'].map((stem) => ({ stems: [stem], factor: 1 })),
      ambiguous: new Map(),
      main: true,
      graded: true,
    };
    const death: RankingConcept = {
      label: 'death',
      weight: 40,
      terms: [{ stems: ['death'], factor: 1 }],
      ambiguous: new Map(),
    };
    const rows = [
      candidate('Surely he shall comfort thee in the day of trouble.', `'comfort':4 'day':7 'troubl':9`),
      candidate(
        'Blessed are they that mourn: for they shall be comforted.',
        `'bless':1 'comfort':8 'mourn':5`,
      ),
    ];
    const ranked = scoreCandidates(rows, [consolation, death], options);
    expect(ranked[0]!.candidate.text).toMatch(/^Blessed are they that mourn/);
    expect(ranked[0]!.coverage).toBeCloseTo(0.45);
    expect(ranked[1]!.coverage).toBeCloseTo(0.4);
    // One word of a main need still says it: the passage passes the floor.
    expect(ranked[1]!.holdsMain).toBe(true);
  });

  it('weighs a passage by the genre prior the question asks for', () => {
    const death: RankingConcept = {
      label: 'death',
      weight: 40,
      terms: [{ stems: ['death'], factor: 1 }],
      ambiguous: new Map(),
    };
    const rows = [
      candidate(
        'He that smiteth his father shall be surely put to death.',
        `'death':10 'father':4 'smiteth':3`,
      ),
      candidate('O death, where is thy sting? O grave, where is thy victory?', `'death':2 'grave':7`),
    ];
    // The father is the reader's scene: it weighs little, yet enough to put the law first without a prior.
    const father: RankingConcept = {
      label: 'father',
      weight: 6,
      terms: [{ stems: ['father'], factor: 1 }],
      ambiguous: new Map(),
    };
    const lawLow = {
      ...options,
      genrePrior: (p: { text: string }) => (/put to death/.test(p.text) ? 0.3 : 1),
    };
    expect(scoreCandidates(rows, [death, father], options)[0]!.candidate.text).toMatch(/smiteth/);
    expect(scoreCandidates(rows, [death, father], lawLow)[0]!.candidate.text).toMatch(/sting/);
  });

  it('ranks the rare idea over the common one and floors what says only the common one', () => {
    const concepts: RankingConcept[] = [
      { label: 'jealous', weight: 50, terms: [{ stems: ['jealous'], factor: 1 }], ambiguous: new Map() },
      { label: 'brother', weight: 15, terms: [{ stems: ['brother'], factor: 1 }], ambiguous: new Map() },
    ];
    const rows = [
      candidate('The wife of his brother shall not be married outside the family.', `'brother':3 'famili':9`),
      candidate(
        'His brothers were jealous of him, but his father kept the saying.',
        `'brother':2 'jealous':4`,
      ),
      candidate('For I am jealous over you with a godly jealousy, says the apostle.', `'jealous':4`),
    ];
    const ranked = applyFloor(scoreCandidates(rows, concepts, options));
    expect(ranked.map((entry) => entry.candidate.text.slice(0, 12))).toEqual([
      'His brothers',
      'For I am jea',
    ]);
  });

  it('ranks the same in slices, pausing before each candidate', async () => {
    const concepts: RankingConcept[] = [
      { label: 'jealous', weight: 50, terms: [{ stems: ['jealous'], factor: 1 }], ambiguous: new Map() },
      { label: 'brother', weight: 15, terms: [{ stems: ['brother'], factor: 0.8 }], ambiguous: new Map() },
    ];
    const rows = [
      candidate('The wife of his brother shall not be married outside the family.', `'brother':3 'famili':9`),
      candidate(
        'His brothers were jealous of him, but his father kept the saying.',
        `'brother':2 'jealous':4`,
      ),
      candidate('For I am jealous over you with a godly jealousy, says the apostle.', `'jealous':4`),
      candidate('Nothing of either here.', `'either':3`),
    ];
    let pauses = 0;
    const sliced = await scoreCandidatesInSlices(rows, concepts, options, async () => {
      pauses += 1;
    });
    const whole = scoreCandidates(rows, concepts, options);
    expect(sliced).toEqual(whole);
    expect(sliced.map((entry) => entry.candidate.text.slice(0, 12))).toEqual([
      'His brothers',
      'For I am jea',
      'The wife of ',
    ]);
    expect(pauses).toBe(rows.length);
  });

  it('keeps the best passage that says the main idea even when none holds every idea', () => {
    const concepts: RankingConcept[] = [
      { label: 'contentment', weight: 40, terms: [{ stems: ['content'], factor: 1 }], ambiguous: new Map() },
      { label: 'little', weight: 35, terms: [{ stems: ['littl'], factor: 1 }], ambiguous: new Map() },
    ];
    const rows = [
      candidate('A little sleep, a little slumber, a little folding of the hands to sleep.', `'littl':2,5,8`),
      candidate('But godliness with contentment is great gain, as the apostle wrote.', `'content':4`),
    ];
    const ranked = applyFloor(scoreCandidates(rows, concepts, options));
    expect(ranked[0]!.candidate.text).toMatch(/contentment/);
  });

  it('gives nothing when no passage says enough', () => {
    const concepts: RankingConcept[] = [
      { label: 'miracle', weight: 40, terms: [{ stems: ['happen'], factor: 0.3 }], ambiguous: new Map() },
    ];
    const rows = [candidate('And it happened on the third day that they went out.', `'happen':3`)];
    expect(applyFloor(scoreCandidates(rows, concepts, options))).toEqual([]);
  });

  it('puts hadith below an equal Qur’an verse unless the question is about hadith', () => {
    const concepts: RankingConcept[] = [
      { label: 'fasting', weight: 40, terms: [{ stems: ['fast'], factor: 1 }], ambiguous: new Map() },
    ];
    const hadith = {
      ...candidate('The Prophet used to fast on Mondays and Thursdays, it was said.', `'fast':5`),
      book: 'Sahih Muslim',
    };
    const quran = {
      ...candidate('Decreed upon you is fasting as it was decreed upon those before you.', `'fast':5`),
      book: "Qur'an",
    };
    const byDefault = scoreCandidates([hadith, quran], concepts, {
      ...options,
      hadithBooks: new Set(['Sahih Muslim']),
    });
    expect(byDefault[0]!.candidate.book).toBe("Qur'an");
    const aboutHadith = scoreCandidates([hadith, quran], concepts, {
      ...options,
      hadithBooks: new Set(['Sahih Muslim']),
      hadithFactor: 1,
    });
    expect(aboutHadith[0]!.score).toBeCloseTo(aboutHadith[1]!.score, 1);
  });

  it('weighs a text by its length in steps: a fragment least, a very long passage below a verse', () => {
    expect(lengthPrior(24)).toBe(0.35);
    expect(lengthPrior(25)).toBe(0.6);
    expect(lengthPrior(69)).toBe(0.85);
    expect(lengthPrior(130)).toBe(1);
    expect(lengthPrior(900)).toBe(1);
    expect(lengthPrior(901)).toBe(0.75);
  });
  it('counts an idea said by another translation’s wording of the verse as the verse’s own', () => {
    const concepts: RankingConcept[] = [
      { label: 'slander', weight: 40, terms: [{ stems: ['slander'], factor: 1 }], ambiguous: new Map() },
    ];
    const talebearer = 'Thou shalt not go up and down as a talebearer among thy people.';
    const plain = candidate(talebearer, `'among':9 'talebear':7`);
    const worded = {
      ...plain,
      otherWordings: [
        {
          text: 'You shall not go around as a slanderer among your people.',
          lexemes: `'among':8 'around':4 'peopl':10 'shall':2 'slander':7`,
        },
      ],
    };
    expect(scoreCandidates([plain], concepts, options)).toEqual([]);
    const [ranked] = scoreCandidates([worded], concepts, options);
    expect(ranked?.coverage).toBe(1);
    expect(ranked?.holdsMain).toBe(true);
    expect(ranked?.candidate.text).toBe(talebearer);
  });

  it('lets a passage that says only the commoner of two ideas joined by and pass the floor when it is marked main', () => {
    const drunkenness = { label: 'drunkenness', weight: 65, terms: [{ stems: ['drunken'], factor: 1 }] };
    const wine = { label: 'wine', weight: 32, terms: [{ stems: ['wine'], factor: 1 }] };
    const text = 'and indulges in drinking beer and wine.';
    const onWine = candidate(text, `'beer':5 'drink':4 'indulg':2 'wine':7`);
    const floored = (main: boolean) =>
      applyFloor(
        scoreCandidates(
          [onWine],
          [
            { ...drunkenness, ambiguous: new Map() },
            { ...wine, ambiguous: new Map(), ...(main ? { main } : {}) },
          ],
          options,
        ),
      );
    expect(floored(false)).toEqual([]);
    const [kept] = floored(true);
    expect(kept?.holdsMain).toBe(true);
    expect(kept?.coverage).toBeCloseTo(32 / 97);
  });

  it('counts what the next line says in full when the passage quoted takes it in', () => {
    const concepts: RankingConcept[] = [
      { label: 'debt', weight: 60, terms: [{ stems: ['debt'], factor: 1 }], ambiguous: new Map() },
      { label: 'lending', weight: 40, terms: [{ stems: ['loan'], factor: 1 }], ambiguous: new Map() },
    ];
    const line = {
      ...candidate('A poor person who has fallen into debt', `'debt':7 'fallen':5 'person':3 'poor':2`),
      nextText: 'frets even when spending the loan.',
      nextLexemes: `'even':2 'fret':1 'loan':6 'spend':4`,
    };
    const [half] = scoreCandidates([line], concepts, options);
    expect(half?.coverage).toBeCloseTo(0.8);
    const [whole] = scoreCandidates([line], concepts, { ...options, showsNextLine: () => true });
    expect(whole?.coverage).toBeCloseTo(1);
  });

  it('counts what the previous line says in full when the passage quoted starts there', () => {
    const concepts: RankingConcept[] = [
      { label: 'greed', weight: 60, terms: [{ stems: ['greed'], factor: 1 }], ambiguous: new Map() },
      { label: 'return', weight: 40, terms: [{ stems: ['return'], factor: 1 }], ambiguous: new Map() },
    ];
    const line = {
      ...candidate('and I guarantee you non-return.', `'guarante':3 'non':5 'return':6`),
      previousText: 'Greed is the one thing. Give it up,',
      previousLexemes: `'give':6 'greed':1 'one':4 'thing':5`,
    };
    const [half] = scoreCandidates([line], concepts, options);
    expect(half?.coverage).toBeCloseTo(0.7);
    const [whole] = scoreCandidates([line], concepts, { ...options, showsPreviousLine: () => true });
    expect(whole?.coverage).toBeCloseTo(1);
  });
});
