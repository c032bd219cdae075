import { describe, expect, it } from 'vitest';
import { planQuery } from './query-terms';
import { questionOf, remarksAround } from './question-sentence';

const labels = async (text: string) => (await planQuery(text)).concepts.map((concept) => concept.label);

describe('a question that names a book', () => {
  it('keeps the book for the traditions that hold it and searches the rest of the question', async () => {
    const plan = await planQuery('What does Ecclesiastes mean by vanity?');
    expect(plan.concepts.map((concept) => concept.label)).toEqual(['vanity']);
    expect(plan.namedBooks).toEqual([
      { religion: 'christianity', book: 'Ecclesiastes' },
      { religion: 'judaism', book: 'Ecclesiastes' },
    ]);
  });

  it('keeps an ordinary word that is also a book’s name as an idea', async () => {
    const plan = await planQuery('How do I deal with losing my job?');
    expect(plan.namedBooks).toEqual([]);
    expect(plan.concepts.map((concept) => concept.label)).toContain('job');
  });
});

describe('a message of several sentences', () => {
  it('lets the question asked lead: the ideas told around it weigh little, and chat fillers are none', async () => {
    const plan = await planQuery(
      'This traffic makes me want to jump off a bridge haha. What does Ecclesiastes mean by vanity?',
    );
    const told = (flag: boolean) =>
      plan.concepts.filter((concept) => Boolean(concept.told) === flag).map((concept) => concept.label);
    expect(told(false)).toEqual(['vanity']);
    expect(told(true)).toEqual(['traffic', 'jump', 'bridge']);
    expect(await labels('lol honestly, what is humility haha')).toEqual(['humility']);
  });

  it('keeps a situation told before the question for its needs', async () => {
    const plan = await planQuery('My father died last week. What does the Bible say about grief?');
    expect(plan.situation).toBe('bereavement');
    expect(plan.concepts.find((concept) => concept.label === 'grief')?.told).toBeUndefined();
    expect(plan.concepts.some((concept) => concept.need)).toBe(true);
  });

  it('reads the whole message when the question has no idea of its own or asks of what was told', () => {
    for (const text of [
      'My husband left me. What should I do?',
      'My wife left me. What can I hold on to?',
      'My mind keeps wandering. What helps?',
      'My father is old and frail. How should I care for him?',
      'My brother and I fell out. How do we heal it?',
    ])
      expect(questionOf(text)).toBe(text);
    expect(questionOf('It was a long week. Is envy a sin?')).toBe('Is envy a sin?');
  });

  it('tells a remark from the reader’s own situation', () => {
    expect(remarksAround('This traffic is insane lol. What is vanity?')).toEqual([
      'This traffic is insane lol.',
    ]);
    expect(remarksAround("I'm getting old and my body is failing. How should I think about aging?")).toEqual(
      [],
    );
    expect(remarksAround('My father died last week. What does the Bible say about grief?')).toEqual([]);
  });
});
