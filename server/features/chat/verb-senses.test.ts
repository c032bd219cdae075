import { describe, expect, it } from 'vitest';
import { planQuery } from './query-terms';
import { aspectsIn } from './question-words';
import { verbObjectsIn } from './verb-objects';
import { readVerbObjects, verbSenseByObject } from './verb-senses';

const termsOf = (plan: Awaited<ReturnType<typeof planQuery>>, label: string) =>
  plan.concepts.find((concept) => concept.label === label)?.terms.map((term) => term.words.join(' ')) ?? [];

describe('verbObjectsIn: a verb with the noun it takes', () => {
  it('pairs a verb’s -ing form or a verb after its subject or an auxiliary with the word after it', () => {
    expect(verbObjectsIn('how do I go about raising children with faith')).toEqual(
      new Map([['raising', 'children']]),
    );
    expect(verbObjectsIn('why should I keep a promise I made')).toEqual(new Map([['keep', 'promise']]));
    expect(verbObjectsIn('running the race of faith')).toEqual(new Map([['running', 'race']]));
  });

  it('takes no second act for an object, and no verb after a determiner', () => {
    expect(verbObjectsIn('I keep losing my temper')).toEqual(new Map([['losing', 'temper']]));
    expect(verbObjectsIn('the raising of Lazarus')).toEqual(new Map());
    expect(verbObjectsIn('caring for the poor')).toEqual(new Map());
  });

  it('leaves out the verbs a question only frames its topic with', () => {
    const frames = new Set(['treat']);
    expect(verbObjectsIn('how should I treat my servants', frames)).toEqual(new Map());
  });
});

describe('verbSenseByObject: the sense whose gloss names the object', () => {
  it('reads raising children as bringing them up, raising the dead as bringing them to life', async () => {
    expect((await verbSenseByObject('raising', 'children'))?.synonyms).toEqual(
      expect.arrayContaining(['rear', 'bring_up']),
    );
    expect((await verbSenseByObject('raise', 'dead'))?.synonyms).toContain('resurrect');
  });

  it('reads keeping a promise as observing it', async () => {
    expect((await verbSenseByObject('keep', 'promise'))?.synonyms).toContain('observe');
  });

  it('never reads a person’s verb in a sense WordNet says only of animals (eating meat is no dog feeding)', async () => {
    const eat = await verbSenseByObject('eating', 'meat');
    expect(eat?.gloss).toMatch(/^take in solid food/);
    expect(eat?.gloss).not.toMatch(/used of animals/);
  });

  it('names no sense when no gloss names the object, or only a later sense of it (a bill broken into money)', async () => {
    expect(await verbSenseByObject('loving', 'enemies')).toBeUndefined();
    expect(await verbSenseByObject('carrying', 'burden')).toBeUndefined();
    expect(await verbSenseByObject('breaking', 'bread')).toBeUndefined();
  });

  it('reads a verb by its object only when WordNet has the object as a noun', async () => {
    // 'draw' 12 says "The ship drew near the shore", but 'near' is no noun, so no object of draw's.
    const read = await readVerbObjects(
      new Map([
        ['raising', 'children'],
        ['draw', 'near'],
        ['losing', 'temper'],
      ]),
    );
    expect([...read.verbSenses.keys()]).toEqual(['raising']);
  });
});

describe('planQuery: a verb in the sense its object tells', () => {
  it('searches raising children as upbringing, not as rising or lifting', async () => {
    const terms = termsOf(await planQuery('how do I go about raising children with faith'), 'raising');
    expect(terms).toEqual(expect.arrayContaining(['rear', 'nurture']));
    for (const word of ['rise', 'arise', 'lift', 'parentage', 'lineage']) expect(terms).not.toContain(word);
  });

  it('searches a promise kept as observed, not maintained or held', async () => {
    const keep = termsOf(await planQuery('why should I keep a promise I made'), 'keep');
    expect(keep).toContain('observe');
    for (const word of ['maintain', 'hold', 'upholder']) expect(keep).not.toContain(word);
  });

  it('keeps a verb and its object two ideas even where WordNet has their phrase: breaking bread', async () => {
    const plan = await planQuery('what does breaking bread together mean');
    expect(plan.concepts.map((concept) => concept.label)).toEqual(['breaking', 'bread', 'together']);
  });

  it('joins an inflected verb and the particle WordNet knows it with: drawing near', async () => {
    const plan = await planQuery('drawing near to God');
    expect(plan.concepts.map((concept) => concept.label)).toEqual(['drawing near']);
  });

  it('keeps the main sense where no object tells one', async () => {
    const plain = await planQuery('raising');
    expect(termsOf(plain, 'raising')).not.toContain('nurture');
  });
});

describe('an aspect noun before the topic', () => {
  it('finds the aspect nouns that have a topic after them', () => {
    expect([...aspectsIn('what is the purpose of prayer')]).toEqual(['purpose']);
    expect([...aspectsIn('the meaning of suffering')]).toEqual(['meaning']);
    expect([...aspectsIn('what is the power of the tongue')]).toEqual(['power']);
    expect([...aspectsIn('what is the purpose of life')]).toEqual([]);
  });

  it('calls up no theme of the aspect: the purpose of prayer is about prayer', async () => {
    const labels = (plan: Awaited<ReturnType<typeof planQuery>>) => plan.themes.map((theme) => theme.label);
    const prayer = await planQuery('what is the purpose of prayer');
    expect(labels(prayer)).toEqual(['prayer']);
    expect(prayer.topics).toEqual(['prayer']);
    expect(prayer.classicThemes.map((theme) => theme.label)).toEqual(['prayer']);
    expect(labels(await planQuery('the purpose of marriage'))).toEqual(['marriage']);
    expect(labels(await planQuery('what is the purpose of life'))).toEqual(['meaning of life']);
    expect(labels(await planQuery('the meaning of life'))).toEqual(['meaning of life']);
  });
});
