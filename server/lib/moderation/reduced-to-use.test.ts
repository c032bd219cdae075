import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { reducedToUse } from './reduced-to-use';
import { normalised } from './testing/normalised';

/**
 * A people reduced to a use, a burden or property. Wordings written for this test; each twin keeps the words and
 * loses the people as their subject, or reports or denies the claim.
 */
describe('a people reduced to a use', () => {
  it.each([
    'Sikh wives are nothing but brood mares for their husbands.',
    'Autistic people are dead weight on the rest of us.',
    'Dalits were better off as servants, everybody knew their place.',
    'Catholic women are walking wombs, nothing else.',
  ])('blocks: %s', (message) => {
    expect(reducedToUse(normalised(message))?.rule).toBe('hate.reduced-to-use');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'The old mare was a brood mare for twenty years on the farm.',
    'Autistic people are not dead weight; my brother runs the temple accounts.',
    'Propaganda called the disabled useless eaters before the T4 murders.',
    'Were Dalits better off after the constitution banned untouchability?',
  ])('passes: %s', (message) => {
    expect(reducedToUse(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
