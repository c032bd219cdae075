import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * A slur reported, quoted or asked about is mentioned, not used; a quoted slur thrown at someone is still used. The
 * idiom of exasperation about one's own family and a profane exclamation with no target are not abuse either.
 */
describe('mention, not use', () => {
  it.each([
    'At school they called me a "dirty kike" every day. How does the Talmud say to answer that?',
    'Kids at the mosque were called "ragheads" after the attack; what does the Quran say about patience?',
    "As a moderator I keep seeing 'paki' in comments. Is that considered a slur?",
    'People call us "towelheads" at the bus stop and I never know what to say.',
    'The Church formally rejected the charge, though Jews were called Christ killers for centuries.',
    'They used the word kike in the graffiti on our synagogue door.',
  ])('lets through the slur reported or asked about: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it.each([
    ['you "dirty kike", get out of here', 'slur.word'],
    ["you're a 'raghead' and everyone knows it", 'slur.word'],
    ['kikes run the banks', 'slur.word'],
    ['"ragheads" should all go home', 'slur.word'],
    ['christ killers, every one of them', 'slur.epithet'],
  ])('still refuses the slur thrown or used: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });
});

describe('hyperbole about family and exclamations', () => {
  it.each([
    'my brother ate my leftovers again, i could kill him lol',
    'my mum keeps moving my books and honestly i could strangle her sometimes',
    'holy shit, the book of Job is heavy',
    'oh shit I forgot the reading for tonight',
  ])('lets through: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it.each([
    ['i could kill you lol', 'threat.intent'],
    ['i could strangle that imam', 'threat.intent'],
    ['my brother and i could kill them all, those muslims', 'threat.intent'],
    ['this book is shit', 'profanity.word'],
    ['holy shit you are a fucking idiot', 'insult.address'],
  ])('still refuses: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });
});
