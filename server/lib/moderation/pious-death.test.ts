import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { piousDeath } from './pious-death';
import { normalised } from './testing/normalised';

/**
 * A death wished in pious words, a people "put out of their misery", a verdict left to the reader. Wordings written for
 * this test; the twins bless the dead, spare an animal, or leave a kindness to the reader.
 */
describe('a death wished in pious words', () => {
  it.each([
    'Praying the Hindu family across the road goes to God soon. For good, ideally. Om shanti.',
    'Would it not be a mercy to put the converts out of their misery?',
    'The new girl at the gurdwara is an apostate and we all know what should be done to such people.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(piousDeath(normalised(message))?.rule).toBe('threat.pious-death');
  });

  it.each([
    'Praying for the Hindu family across the road, their father died on Monday. May he rest in peace. Om shanti.',
    'The vet said it would be a mercy to put our old cat out of her misery. Is that allowed in Buddhism?',
    'The new girl at the gurdwara is shy and we all know what should be done: invite her to langar.',
    'I hope my grandmother finds peace in her new care home, permanently settled at last.',
  ])('passes: %s', (message) => {
    expect(piousDeath(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
