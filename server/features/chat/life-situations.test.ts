import { describe, expect, it } from 'vitest';
import { lifeSituationOf } from './life-situations';

const needsOf = (text: string) => lifeSituationOf(text)?.needs.map((need) => need.label) ?? [];

describe('lifeSituationOf', () => {
  it('reads a death in the family as a need for consolation and for what scripture says of death', () => {
    const situation = lifeSituationOf('How do I cope with the death of my father?');
    expect(situation?.id).toBe('bereavement');
    expect(needsOf('How do I cope with the death of my father?')).toEqual([
      'consolation',
      'death and what follows it',
    ]);
    // The father and the event tell the story; only the people and places are the scene.
    expect(situation?.incidental.has('father')).toBe(true);
    expect(situation?.incidental.has('death')).toBe(true);
    expect(situation?.scene.has('father')).toBe(true);
    expect(situation?.scene.has('death')).toBe(false);
  });

  it('hears the same loss in other wordings, and someone else’s loss the reader wants to comfort', () => {
    for (const text of [
      'my mother passed away and I cannot stop crying',
      'we lost our baby',
      'my little brother took his own life',
      'how can I comfort a friend whose husband just died',
      'I am widowed',
    ])
      expect(lifeSituationOf(text)?.id, text).toBe('bereavement');
  });

  it('reads someone close in danger of their life as despair, whose words of killing only tell the story', () => {
    for (const text of [
      'My best friend says she wants to kill herself. What should I do?',
      'My son seems suicidal and I am scared',
    ]) {
      const situation = lifeSituationOf(text);
      expect(situation?.id, text).toContain('despair');
      expect(needsOf(text), text).toContain('hope');
      expect(situation?.incidental.has('kill'), text).toBe(true);
    }
    // A question about the subject is no situation: it is answered as asked.
    expect(lifeSituationOf('Is suicide a sin in Islam?')).toBeUndefined();
  });

  it('joins the needs of two events told together', () => {
    expect(needsOf('my wife died and I feel so alone')).toEqual([
      'consolation',
      'death and what follows it',
      'not forsaken',
    ]);
  });

  it('maps illness, guilt, a decision and a lost job to what each calls for', () => {
    expect(needsOf("I've been diagnosed with cancer and I'm scared")).toEqual([
      'healing',
      'patience in trial',
    ]);
    expect(needsOf('I did something terrible and I feel so guilty')).toEqual(['mercy for the repentant']);
    expect(needsOf('I have to make a hard decision and I do not know what to do')).toEqual(['guidance']);
    expect(needsOf("I lost my job and can't provide for my family")).toEqual(['provision', 'trust']);
    // 'lost' alone is no bereavement: a job is not a person.
    expect(lifeSituationOf("I lost my job and can't provide for my family")?.id).toBe('livelihood');
  });

  it('tells grief apart from a death, a wrong done from one suffered, and God’s absence from a spouse’s', () => {
    expect(lifeSituationOf('How do I deal with grief?')?.id).toBe('grief');
    expect(needsOf('How do I deal with grief?')).toEqual(['consolation']);
    expect(lifeSituationOf('I betrayed my best friend')?.id).toBe('guilt');
    expect(lifeSituationOf('my best friend betrayed me')?.id).toBe('betrayal');
    expect(lifeSituationOf('I feel like God has abandoned me')?.id).toBe('far from God');
    expect(lifeSituationOf('my husband abandoned me')?.id).toBe('separation');
    expect(lifeSituationOf('Someone keeps messaging me "go hang yourself" since I left the church')?.id).toBe(
      'harassment',
    );
    expect(lifeSituationOf('My classmates keep bullying me because I wear a turban')?.id).toBe('harassment');
    expect(lifeSituationOf('people at work mock my faith every day')?.id).toBe('harassment');
  });

  it('reads the abuse a harassed reader tells as the story, not what they ask about', () => {
    const situation = lifeSituationOf('Someone told me to go hang myself since I left the mosque');
    expect(situation?.needs.map((need) => need.label)).toEqual(['enduring reviling']);
    expect(['hang', 'left'].every((word) => situation?.incidental.has(word))).toBe(true);
  });

  it('tells no situation for a theme, an abstract question or a question about the law', () => {
    expect(lifeSituationOf('death')).toBeUndefined();
    expect(lifeSituationOf('what happens when we die')).toBeUndefined();
    expect(lifeSituationOf('why do good people suffer')).toBeUndefined();
    expect(lifeSituationOf('the death of a parent')).toBeUndefined();
    // The law of the situation is what is asked: the law answers it.
    expect(lifeSituationOf('Am I allowed to remarry after my divorce?')).toBeUndefined();
    expect(lifeSituationOf('How is my late father’s inheritance divided?')).toBeUndefined();
  });

  it('names what the answer is about in the reader’s words, each situation once', () => {
    expect(lifeSituationOf('My wife left me and I feel so alone')?.topics).toEqual([
      'loneliness',
      'heartbreak',
    ]);
    expect(lifeSituationOf('my husband died and I feel so lonely')?.topics).toEqual([
      'the loss of someone you love',
      'loneliness',
    ]);
  });
});
