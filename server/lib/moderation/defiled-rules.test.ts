import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * A holy figure given a sexual name, "sucks", scripture in the sewer, the blessing turned, filth on an altar.
 * Wordings written for this test; each twin shares the words in a question, scripture or a relic's history.
 */
describe('sacred.defiled', () => {
  it.each([
    'Abraham was just a desert pimp who pimped out Sarah',
    'Jesus sucks and so does your church',
    'the Gita belongs in the toilet, flush it',
    'We will take a dump on the crucifix at the next march',
    'bacon be upon him and all his followers',
    'pig blood poured over every altar, you will see',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });

  it.each([
    'Did Abraham really pass Sarah off as his sister in Egypt? Why?',
    'Jesus sucks? No, a teen wrote that on my locker. How do I answer him kindly?',
    'The old Gita my grandfather kept was found in a flooded toilet block. How do we dispose of it respectfully?',
    'Why does the priest pour water over the altar during the consecration of a church?',
    'Muslims say peace be upon him; do Christians have a similar blessing for Jesus?',
    'Hosea married a woman the Bible calls a whore. What does the marriage mean?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
