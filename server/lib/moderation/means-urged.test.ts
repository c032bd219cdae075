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

/** The sea as a means, "end it" pressed with relief or a dare, a self-killing held up as an example to follow. */
describe('a self-killing pressed on the reader', () => {
  it.each([
    'Lonely again? Great. Wade into the ocean and do us all a favour.',
    'Honest advice: end it. Nobody will miss the whining.',
    'Suicide worked out fine for Judas, maybe you should try it too.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'We walk into the sea at dawn for the baptism, what should I read?',
    'My relationship is draining me. Should I end it? My friends say I would be relieved.',
    "Fasting worked for that monk, why don't you try it?",
    'Why did Thich Quang Duc choose self-immolation? Is suicide ever honoured in Buddhism?',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
