import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/** A desecration the writer did and boasts of; the same act regretted, accidental or done by others passes. */
describe('a desecration boasted', () => {
  it.each([
    'we tore up a Torah scroll at the party, best night ever lol',
    'I burned their Gita in front of the priest and laughed, cry about it',
    'we pushed the cross over at the cemetery lmao',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toBe('sacred.desecration-boasted');
  });

  it.each([
    'I burned a Bible at fifteen to shock my parents and I am ashamed. How do I make amends?',
    'I knocked over the Buddha statue while cleaning lol, is that bad karma?',
    'My son kicked it over in the temple, he is two, lol. Do I need to do a puja?',
    'Someone burned a Quran outside our mosque and laughed. How should we respond?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
