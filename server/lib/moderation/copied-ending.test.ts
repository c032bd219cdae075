import { describe, expect, it } from 'vitest';
import { copiedEnding } from './copied-ending';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

/**
 * A self-killing of history urged on the reader to copy. Wordings written for this test; the twins name the same
 * deaths in history, ethics and travel.
 */
describe('a self-killing held up to copy', () => {
  it.each([
    'Judas knew what to do with his guilt. Go on, imitate him, Father.',
    'The kamikaze pilots had honour. Why not emulate them, you coward monk?',
    'Hanged himself in the temple, that priest. You should try it too.',
    'Seppuku was an honourable exit. Your turn, sensei.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(copiedEnding(normalised(message))?.rule).toBe('self-harm.copied');
  });

  it.each([
    'We hiked up Masada at dawn, you should try it, the view is unforgettable.',
    'Judas betrayed Jesus, and Peter denied him; should we imitate Peter’s repentance instead?',
    'The kamikaze pilots wrote letters home. Our history class read them; how do Shinto priests remember them?',
    'My grandmother escaped sati in 1920. I want to write her story: any advice on where to start?',
  ])('passes: %s', (message) => {
    expect(copiedEnding(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
