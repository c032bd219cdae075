import { describe, expect, it } from 'vitest';
import { doomPromised } from './doom-promised';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

/**
 * A target's end foretold and vouched for, given a deadline, or done by the writer. Wordings written for this test;
 * each twin keeps the future or the vow without the other.
 */
describe("a target's end promised", () => {
  it.each([
    'That gurdwara is going to have a really bloody Vaisakhi, you heard it here first.',
    'Any imam who preaches that here goes back in a coffin. Spread the word.',
    "Keep preaching on that corner and you'll end up in the river, believe me.",
    'That gurdwara committee will all be six feet under by Diwali.',
    "The granthi won't make it to next Vaisakhi, I swear to god.",
    "you're done for, padre. screenshot it.",
    "I'm going to snap his neck if he reads that sura at me again.",
    "We'll end them, every last one at that chapel.",
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(doomPromised(normalised(message))?.rule).toBe('threat.doom');
  });

  it.each([
    'That gurdwara is going to have a really busy Vaisakhi, I promise.',
    'Our imam goes back home in a taxi after the late prayer. Spread the word about the lift rota.',
    "My uncle won't make it to next Vaisakhi, the hospice nurse says. How do Sikhs prepare?",
    "Keep preaching on that corner and you'll end up on the local news, believe me, people love it.",
    "you're done with the whole Psalter, padre! screenshot it for the newsletter.",
    'He said he would snap my neck. I called the police and I am safe now.',
    'The old oak by the chapel will be dead by spring, the tree surgeon says.',
    'Our chapel will be a crime scene for the murder-mystery night by Easter, count on it!',
  ])('passes: %s', (message) => {
    expect(doomPromised(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
