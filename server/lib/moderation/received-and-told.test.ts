import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * Accounts of abuse received, seen or heard from family, answered by the writer (how to stop him, how to support
 * those it was aimed at, what to do); an atrocity named to be judged; a word's meaning asked; "shoot you a question".
 * Wordings written for this test. The same words said by the writer stay blocked.
 */
describe('abuse received and told, and words named, not said', () => {
  it.each([
    'Somebody sprayed "hang the monks" across the vihara door. Our abbot is shaken. What should we do?',
    'My grandfather keeps saying the old synagogue should be torched. How do I get him to stop?',
    "My aunt keeps saying all the Ahmadis should be killed and I don't know how to answer her.",
    'The 1572 massacre of Protestants was a crime, and I will keep saying so.',
    'Can I shoot you one more question about the Gita?',
    'Does the Greek word in that verse literally mean shit?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it.each([
    'Somebody should spray "hang the monks" across every vihara door.',
    'The old synagogue should be torched, and I will keep saying it.',
    'massacre the Protestants',
    "I'm going to shoot you, scholar.",
    'This verse is shit.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });
});
