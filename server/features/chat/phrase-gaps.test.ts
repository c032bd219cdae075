import { describe, expect, it } from 'vitest';
import { phraseQuery, prepareConcepts, stemmedPhrase } from './concept-weights';
import { planQuery } from './query-terms';
import { conceptMatch, Lexemes, type RankingConcept } from './ranking';

// The English stemmer's answers for these words: a stop word has none (ts_lexize('english_stem', 'my') is empty).
const stems = new Map<string, string | null>([
  ['take', 'take'],
  ['my', null],
  ['life', 'life'],
  ['fear', 'fear'],
  ['of', null],
  ['the', null],
  ['lord', 'lord'],
  ['cast', 'cast'],
  ['down', null],
  ['old', 'old'],
  ['age', 'age'],
]);
const stats = {
  total: 100_000,
  frequencies: new Map([
    ['take', 3_000],
    ['life', 2_000],
    ['fear', 900],
    ['lord', 8_000],
    ['cast', 700],
    ['old', 1_500],
    ['age', 600],
  ]),
};

describe('a phrase with stop words inside', () => {
  it('keeps its stemmed words at the distances the phrase puts them', () => {
    expect(stemmedPhrase(['take', 'my', 'life'], stems)).toEqual({ stems: ['take', 'life'], gaps: [2] });
    expect(stemmedPhrase(['fear', 'of', 'the', 'lord'], stems)).toEqual({
      stems: ['fear', 'lord'],
      gaps: [3],
    });
    // A phrase of words in a row has no gaps to keep.
    expect(stemmedPhrase(['old', 'age'], stems)).toEqual({ stems: ['old', 'age'] });
    // Left with one stemmed word, the phrase is dropped: 'cast' alone is not despair.
    expect(stemmedPhrase(['cast', 'down'], stems)).toBeUndefined();
    expect(stemmedPhrase(['my'], stems)).toBeUndefined();
  });

  it('builds the tsquery phraseto_tsquery builds: the distance counted in words', () => {
    expect(phraseQuery({ stems: ['take', 'life'], gaps: [2] })).toBe("'take' <2> 'life'");
    expect(phraseQuery({ stems: ['old', 'age'] })).toBe("'old' <-> 'age'");
    const [concept] = prepareConcepts(
      [
        {
          label: 'fear of the lord',
          terms: [
            { words: ['fear', 'of', 'the', 'lord'], kind: 'word' },
            { words: ['cast', 'down'], kind: 'synonym' },
          ],
          ambiguous: [],
        },
      ],
      stems,
      stats,
    );
    expect(concept!.candidate.main).toEqual([{ query: "'fear' <3> 'lord'" }]);
    expect(concept!.candidate.related).toEqual([]);
    expect(concept!.terms.map((term) => term.stems)).toEqual([['fear', 'lord']]);
  });

  it('is matched in a passage at exactly that distance, as the index matches it', () => {
    const concept: RankingConcept = {
      label: 'take my life',
      weight: 1,
      terms: [{ stems: ['take', 'life'], gaps: [2], factor: 1 }],
      ambiguous: new Map(),
    };
    // to_tsvector('english', …) of each text: the stop words' places stay counted.
    const said = (text: string, tsvector: string) => conceptMatch(concept, text, new Lexemes(tsvector));
    expect(said('take my life', "'life':3 'take':1")).toBe(1);
    expect(said('they seek to take my life', "'life':6 'seek':2 'take':4")).toBe(1);
    // Neither nearer than the phrase ("<->" would be one word, where the reading of plain phrases allows two)...
    expect(said('take life', "'life':2 'take':1")).toBe(0);
    // ...nor further.
    expect(said('take my wife and life', "'life':5 'take':1 'wife':3")).toBe(0);
  });

  it('reads a compound of three words as one idea, its small word inside (mother-in-law)', async () => {
    const plan = await planQuery('How should I treat my mother-in-law?');
    const labels = plan.concepts.map((concept) => concept.label);
    expect(labels).toContain('mother in law');
    expect(labels).not.toContain('law');
    expect(labels).not.toContain('mother in');
  });
});
