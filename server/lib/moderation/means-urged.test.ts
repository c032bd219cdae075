import { describe, expect, it } from 'vitest';
import { meansUrged } from './means-urged';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

/**
 * A self-killing urged on the reader by its means, passed on, or welcomed after a distress told. Wordings written
 * for this test; each twin keeps the means and loses the order to the reader.
 */
describe('a self-killing urged by its means', () => {
  it.each([
    'Neck the whole jar of painkillers, kafir, and see who answers.',
    'why not lie down across the railway line tonight, your saints will catch you',
    'Just throw yourself off the temple tower, idol boy.',
    'Tell that weeping novice to drown himself already.',
    'You told us you feel hopeless. Great. End it.',
  ])('blocks: %s', (message) => {
    expect(meansUrged(normalised(message))?.rule).toBe('self-harm.means');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'The doctor said to take two painkillers after the fast. Is that safe?',
    'Lie down across the back seat if you feel carsick on the way to the gurdwara.',
    'Just step on the tram, the temple is three stops away.',
    'A stranger yelled at me to throw myself off a bridge. I reported it.',
    'Please never drink bleach, whatever a video tells you.',
  ])('passes: %s', (message) => {
    expect(meansUrged(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
