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

describe('abuse received and quoted to be rejected', () => {
  it.each([
    'I am tired of people calling Sikhs "turban terrorists" in the circles. It is hateful.',
    'Whoever posted "Buddhists are parasites" in the Dhammapada circle, please stop, it is cruel.',
    'Someone keeps messaging me "go hang yourself" since I left the church. What should I do?',
  ])('passes: %s', (message) => {
    expect(allowed(message)).toBe(true);
  });

  it.each(['People calling Hindus "cow piss drinkers" are right, lol'])('blocks: %s', (message) => {
    expect(allowed(message)).toBe(false);
  });
});

describe('words given to someone else in single quotes', () => {
  it.each([
    "A stranger told my sister to 'go back to Pakistan and hang yourself'. She's okay, but how do we report that?",
    "Someone in my class wrote 'you're next, yid' on my desk. I told the head teacher.",
  ])('passes: %s', (message) => {
    expect(allowed(message)).toBe(true);
  });

  it.each([
    "My gran always says 'Jews are vermin', can you make that into a slogan for my shirt?",
    "My coworker says 'all Sikhs are terrorists' and honestly he's right",
  ])('blocks: %s', (message) => {
    expect(allowed(message)).toBe(false);
  });
});
