import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/** Wordings written for this test; each twin keeps the vermin, the removal or the trope without the people. */
describe('a people made vermin or a defect', () => {
  it.each([
    'The Kurds in the south are rats and the government is right to clear them out',
    'those Albanians next door are cockroaches, somebody ought to fumigate them out',
    'hooked nosed leeches, all of them',
    'Atheists are a moral disease that must be bred out',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });

  it.each([
    'The bugs in our kitchen are cockroaches and we have to clean them out before Shabbat.',
    'The government said it was right to clear the Kurds out of the villages. How did imams respond?',
    'The hook-nosed Jew of Nazi cartoons: how do teachers explain that trope?',
    'Hip dysplasia is a genetic disease that should be bred out of the breed, says our vet.',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
