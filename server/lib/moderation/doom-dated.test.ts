import { describe, expect, it } from 'vitest';
import { doomPromised } from './doom-promised';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

/** An end given a date or a condition (probe 17's wordings of doom). Written for this test; twins keep the date. */
describe('an end given a date or made to hang on the reader', () => {
  it.each([
    'Your little Quaker meeting house will be rubble by June, believe it.',
    'Come preach at the bus station again and you will not be walking home, brother.',
    "That mandir won't see another Janmashtami. Preparations have been made.",
  ])('blocks: %s', (message) => {
    expect(doomPromised(normalised(message))?.rule).toBe('threat.doom');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'The Quaker meeting house will be refurbished by June, the builders promise.',
    'Come to the bus station again on Friday and I will drive you home, brother.',
    "My grandfather fears he won't see another Janmashtami; how do we make this one special?",
  ])('passes: %s', (message) => {
    expect(doomPromised(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
