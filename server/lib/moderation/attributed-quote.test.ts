import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const allowed = (message: string) => screenUserMessage(message).allowed;

/** Someone else's words in quotation marks are theirs. Wordings written for this test; twins adopt the words. */
describe("someone else's quoted words", () => {
  it.each([
    'A man on the bus shouted "Muslims out" at my mum. How do I help her feel safe?',
    'They posted "Christians are parasites" under my video. What does the Bible say about enemies?',
    'He told me "go kill yourself". I am okay but it hurt.',
    'My classmate wrote “Hindus are filthy animals” in the group chat and nobody said anything.',
    'We found "death to the infidels" sprayed on the church door this morning.',
  ])('passes: %s', (message) => {
    expect(allowed(message)).toBe(true);
  });

  it.each([
    'My friend said "all Muslims should die" lol',
    'Someone wrote "kill all jews" on the wall, great idea',
    'As my uncle says, "Muslims are vermin".',
    'My dad said "gas the jews" and he is right',
    'Someone posted "Sikhs are rats" and they should all be deported.',
  ])('blocks: %s', (message) => {
    expect(allowed(message)).toBe(false);
  });
});
