import { describe, expect, it } from 'vitest';
import { jpsRenderings } from './jps-renderings';
import { planQuery, termFactors, type Concept } from './query-terms';
import { conceptGroups, conceptsFor } from './sujato-renderings';

const termsOf = (concepts: readonly Concept[], label: string) =>
  concepts.find((concept) => concept.label === label)?.terms ?? [];
const wordsOf = (concepts: readonly Concept[], label: string) =>
  termsOf(concepts, label).map((term) => term.words.join(' '));

describe('the 1917 Tanakh’s renderings', () => {
  it("bring 'stranger' and 'sojourner' to a question about refugees for Judaism alone", async () => {
    const { concepts } = await planQuery('how should we treat refugees');
    expect(wordsOf(conceptsFor(concepts, 'judaism'), 'refugees')).toEqual(
      expect.arrayContaining(['stranger', 'sojourner']),
    );
    expect(wordsOf(concepts, 'refugees')).not.toContain('stranger');
    expect(conceptsFor(concepts, 'christianity')).toBe(concepts);
    expect(conceptsFor(concepts, 'islam')).toBe(concepts);
  });

  it("find the idea through the word's base form and a hyphenated idea whole", async () => {
    const orphans = await planQuery('caring for orphans');
    expect(wordsOf(conceptsFor(orphans.concepts, 'judaism'), 'orphans')).toContain('fatherless');
    const control = await planQuery('self-control');
    expect(wordsOf(conceptsFor(control.concepts, 'judaism'), 'self control')).toContain('restraint');
  });

  it('give a phrase as its words in a row, counted as a synonym below the question word', async () => {
    const { concepts } = await planQuery('gratitude');
    const thanks = termsOf(conceptsFor(concepts, 'judaism'), 'gratitude').find(
      (term) => term.words.join(' ') === 'give thanks',
    );
    expect(thanks?.words).toEqual(['give', 'thanks']);
    expect(thanks?.kind).toBe('synonym');
    expect(termFactors[thanks!.kind]).toBeLessThan(termFactors.word);
  });

  it('set Judaism apart from the traditions whose translations need no bridge for the idea', async () => {
    const { concepts } = await planQuery('gratitude');
    const groups = conceptGroups(concepts, ['christianity', 'judaism', 'buddhism', 'islam']);
    expect(groups.map((group) => group.religions)).toEqual([
      ['christianity', 'buddhism', 'islam'],
      ['judaism'],
    ]);
    expect(groups[0]!.concepts).toBe(concepts);
    expect(wordsOf(groups[1]!.concepts, 'gratitude')).toEqual(
      expect.arrayContaining(['give thanks', 'thanksgiving']),
    );
  });

  it('hold only words found in the translation, none the same as a word they stand for', () => {
    for (const rendering of jpsRenderings)
      for (const [phrase, verses] of rendering.his) {
        expect(verses).toBeGreaterThan(0);
        expect(rendering.asked).not.toContain(phrase);
      }
  });
});
