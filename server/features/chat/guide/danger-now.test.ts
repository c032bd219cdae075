import { describe, expect, it } from 'vitest';
import { tellsOfDangerToSelf } from './danger-to-self';

/** Signs that alone tell of a danger, in wordings written for this test; each twin shares words and is answered. */
describe('a danger told by one sign', () => {
  it.each([
    'wanna die tbh',
    'gonna kms after this exam lol i mean it',
    "I won't be here by Christmas, I've made up my mind.",
    "I'm on the ledge of the car park. It's a long way down.",
    'The pills are lined up on the bed in front of me.',
    "I'm cutting again, sorry, I know I promised.",
    'After the burial I am going to join my wife. I cannot live without her.',
    "I'm ready to let go of this life tonight.",
    'Everyone would be better off if I did not exist.',
    "What's the most painless way to die?",
    "They think I'm travelling for work but I'm not.",
  ])('reads a danger: %s', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(true);
  });

  it.each([
    'My brother keeps saying kms when he loses at games. Should I worry?',
    "I won't be here next Friday for the circle, I'm at my cousin's wedding.",
    "I'm on the bridge of the ship for my first watch, what psalm do sailors pray?",
    'Lined up the candles on the table in front of me for Hanukkah night.',
    'Back when I was a teenager I used to cut myself. I am eight years clean now and grateful.',
    'My student wrote "I want to die" on her test paper. How should a teacher respond?',
    'What does the Quran say about the soul after death?',
  ])('answers from the texts: %s', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(false);
  });
});

/** An act of self-harm named by its means, with the reader as the one who would do it (own-act.ts). */
describe('an act named as the reader’s own', () => {
  it.each([
    'Sometimes I feel like I should just walk into traffic.',
    "I'm going to swallow my pills tonight, all of them.",
    'I keep thinking I should drink bleach and be done with it',
    'i want to slit my wrists again',
    "I don't deserve to live after what I did to my family.",
    'Everyone would be better off if I just died.',
  ])('reads a danger: %s', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(true);
  });

  it.each([
    'If I have to read one more genealogy I am going to jump off a roof lol',
    'My doctor told me to swallow the pills with food. Is fasting still valid?',
    "I could just die of embarrassment, I called the rabbi 'dad'.",
    'I told my son not to walk into traffic without looking. What does Proverbs say about teaching children?',
    "I don't deserve to live in such a lovely house, how do I practise gratitude?",
  ])('answers from the texts: %s', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(false);
  });
});
