import { describe, expect, it } from 'vitest';
import { planQuery, termFactors, type Concept } from './query-terms';
import { conceptGroups, conceptsFor, sujatoRenderings } from './sujato-renderings';

const termsOf = (concepts: readonly Concept[], label: string) =>
  concepts.find((concept) => concept.label === label)?.terms ?? [];
const wordsOf = (concepts: readonly Concept[], label: string) =>
  termsOf(concepts, label).map((term) => term.words.join(' '));

describe("Sujato's renderings", () => {
  it("bring 'extinguishment' to a question about nirvana for Buddhism, not for Christianity", async () => {
    const { concepts } = await planQuery('What is nirvana?');
    expect(wordsOf(conceptsFor(concepts, 'buddhism'), 'nirvana')).toEqual(
      expect.arrayContaining(['nirvana', 'extinguishment', 'quenched']),
    );
    expect(conceptsFor(concepts, 'christianity')).toBe(concepts);
    expect(wordsOf(conceptsFor(concepts, 'christianity'), 'nirvana')).not.toContain('extinguishment');
  });

  it("find the idea through the question word's base form: 'monks' is his 'mendicant'", async () => {
    const { concepts } = await planQuery('how do monks live together');
    expect(wordsOf(conceptsFor(concepts, 'buddhism'), 'monks')).toContain('mendicant');
  });

  it("take a hyphenated idea whole: 'loving-kindness' is his 'love', 'slander' his 'divisive speech' phrase", async () => {
    const metta = await planQuery('loving-kindness');
    expect(wordsOf(conceptsFor(metta.concepts, 'buddhism'), 'loving kindness')).toContain('love');
    const slander = await planQuery('gossip and slander');
    const speech = termsOf(conceptsFor(slander.concepts, 'buddhism'), 'slander').find(
      (term) => term.words.join(' ') === 'divisive speech',
    );
    expect(speech?.words).toEqual(['divisive', 'speech']);
  });

  it('count as a synonym, below the question word, and are never added twice', async () => {
    const { concepts } = await planQuery('gossip');
    const added = termsOf(conceptsFor(concepts, 'buddhism'), 'gossip').filter((term) =>
      ['talking nonsense', 'divisive speech'].includes(term.words.join(' ')),
    );
    expect(added.map((term) => term.words.join(' '))).toEqual(['talking nonsense', 'divisive speech']);
    for (const term of added) {
      expect(term.kind).toBe('synonym');
      expect(termFactors[term.kind]).toBeLessThan(termFactors.word);
    }
  });

  it('leave every tradition in one group when no rendering applies, and set Buddhism apart when one does', async () => {
    const gratitude = await planQuery('gratitude for blessings');
    expect(conceptGroups(gratitude.concepts, ['christianity', 'buddhism', 'islam'])).toEqual([
      { religions: ['christianity', 'buddhism', 'islam'], concepts: gratitude.concepts },
    ]);
    const shame = await planQuery('shame');
    const groups = conceptGroups(shame.concepts, ['christianity', 'buddhism', 'islam']);
    expect(groups.map((group) => group.religions)).toEqual([['christianity', 'islam'], ['buddhism']]);
    expect(groups[0]!.concepts).toBe(shame.concepts);
    expect(wordsOf(groups[1]!.concepts, 'shame')).toEqual(expect.arrayContaining(['conscience', 'prudence']));
  });

  it('hold only renderings found in the library, none the same as a word it stands for', () => {
    for (const rendering of sujatoRenderings)
      for (const [phrase, segments] of rendering.his) {
        expect(segments).toBeGreaterThan(0);
        expect(rendering.asked).not.toContain(phrase);
      }
  });
});
