import { describe, expect, it } from 'vitest';
import { planQuery } from './query-terms';
import { adjectivalIn, framesIn } from './question-words';

const termsOf = (plan: Awaited<ReturnType<typeof planQuery>>, label: string) =>
  plan.concepts.find((concept) => concept.label === label)?.terms.map((term) => term.words.join(' ')) ?? [];

describe('adjectivalIn: the words a question uses as adjectives', () => {
  it('finds them after a verb of being or a degree word, before the word they qualify, and joined to one', () => {
    expect([...adjectivalIn('being kind to others')]).toEqual(['kind']);
    expect([...adjectivalIn('growing old')]).toEqual(['old']);
    expect([...adjectivalIn('fair wages for workers')]).toEqual(['fair']);
    expect([...adjectivalIn('being still and quiet before God')]).toEqual(['still', 'quiet']);
    expect([...adjectivalIn('a sound and healthy mind')]).toEqual(['sound', 'healthy']);
  });

  it('leaves nouns and a verb’s -ing form before its object alone', () => {
    expect([...adjectivalIn('contentment with little')]).toEqual([]);
    expect([...adjectivalIn('saving money')]).toEqual([]);
    expect([...adjectivalIn('kindness')]).toEqual([]);
    expect([...adjectivalIn('caring for the poor')]).toEqual(['poor']);
    // 'elders' is marked by its 'and', and keeps its noun sense: it is mostly a noun.
    expect([...adjectivalIn('respect for elders and old people')]).toEqual(['elders', 'old']);
  });
});

describe('planQuery: a word the question uses as an adjective takes its adjective sense', () => {
  it('reads “being kind” as kindness, not as a sort or a category', async () => {
    const plan = await planQuery('being kind to others');
    expect(termsOf(plan, 'kind')).toContain('kindness');
    expect(termsOf(plan, 'kind')).not.toEqual(expect.arrayContaining(['sort']));
    expect(termsOf(plan, 'kind')).not.toContain('category');
    const [form] = plan.concepts[0]!.ambiguous;
    expect(form).toMatchObject({ bare: 'kind', adjective: true });
  });

  it('reads “fair wages” as justice, not a funfair', async () => {
    const plan = await planQuery('fair wages for workers');
    expect(termsOf(plan, 'fair')).toEqual(expect.arrayContaining(['fairness', 'justice']));
    expect(termsOf(plan, 'fair')).not.toContain('funfair');
  });

  it('guards “growing old” against the old that is opposed to the new', async () => {
    const plan = await planQuery('growing old');
    const old = plan.concepts.find((concept) => concept.label === 'old')!;
    expect(termsOf(plan, 'old')).not.toContain('yesteryear');
    expect(old.ambiguous).toEqual([
      expect.objectContaining({ bare: 'old', adjective: true, otherSenses: ['new'] }),
    ]);
  });

  it('keeps the noun sense where the question means a noun: contentment with little', async () => {
    const plan = await planQuery('contentment with little');
    const little = plan.concepts.find((concept) => concept.label === 'little')!;
    expect(little.ambiguous).toEqual([expect.objectContaining({ bare: 'little' })]);
    expect(little.ambiguous[0]!.adjective).toBeUndefined();
  });
});

describe('a reader’s situation told with words of its own', () => {
  const question = 'My wife left me last month and I feel so alone. What can I hold on to?';

  it('reads “hold on to”, “turn to” and “move on” as the question’s frame', () => {
    expect([...framesIn(question)]).toEqual(['hold']);
    expect([...framesIn('who can I turn to now')]).toEqual(['turn']);
    expect([...framesIn('how do I move on after a breakup')]).toEqual(['move']);
    expect([...framesIn('hold fast to what is good')]).toEqual([]);
    // Clinging is the Suttas' topic, not a frame.
    expect([...framesIn('why do we cling to things')]).toEqual([]);
  });

  it('is about loneliness and heartbreak, not about marriage, and its own word for the lack is read as an inner state', async () => {
    const plan = await planQuery(question);
    expect(plan.topics).toEqual(['loneliness', 'heartbreak']);
    expect(plan.themes.map((theme) => theme.id)).toContain('marriage');
    expect(plan.concepts.find((concept) => concept.label === 'hold')?.frame).toBe(true);
    const alone = plan.concepts.find((concept) => concept.label === 'alone')!;
    // Told as the reader's feeling, 'alone' and its relatives also said of places ('solitariness') are read as inner states.
    const own = alone.ambiguous.find((form) => form.bare === 'alone')!;
    expect(own.inner).toBeInstanceOf(Set);
    expect(alone.ambiguous.map((form) => form.bare)).toContain('solitariness');
    const need = plan.concepts.find((concept) => concept.label === 'not forsaken')!;
    expect(need.need).toBe(true);
    expect(need.terms.map((term) => term.words.join(' '))).toEqual(
      expect.arrayContaining(['alone', 'lonely']),
    );
    expect(need.ambiguous).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bare: 'alone', predicative: true }),
        expect.objectContaining({ bare: 'desolate', inner: expect.any(Set) }),
      ]),
    );
  });

  it('keeps the themes a question calls up as its topics when it tells no situation', async () => {
    expect((await planQuery('How can I forgive someone who hurt me?')).topics).toContain('forgiveness');
  });
});

describe('a verb of becoming before the state it names', () => {
  it('is the question’s frame: growing old is about being old', async () => {
    expect([...framesIn('growing old')]).toEqual(['growing']);
    expect([...framesIn('growing older and going grey')]).toEqual(['growing', 'going']);
    expect([...framesIn('growing in faith')]).toEqual([]);
    const plan = await planQuery('growing old');
    expect(plan.head).toBe('old');
    expect(plan.concepts.find((concept) => concept.label === 'growing')?.frame).toBe(true);
  });
});
