import { describe, expect, it } from 'vitest';
import { ruleOf } from './testing/rule-of';

describe("a reader's strong words about their own life", () => {
  it.each([
    "I'm dalit and I got humiliated at a wedding today. I'm so tired of this shit. Does the Gita have anything for me?",
    'I feel like shit today, my dad died on Sunday. What do the Psalms say about grief?',
    'fuck my life. lost the job, lost the flat. is there a verse for this?',
    'my marriage is fucked and I do not know how to pray anymore',
  ])('pass: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it.each([
    ['I think this book is shit', 'profanity.word'],
    ['fuck this verse, I am done', 'profanity.word'],
    ["I don't give a shit about your religion", 'profanity.word'],
    ['fuck you scholar', 'profanity.word'],
    ['what the fuck', 'profanity.word'],
    ['this app is shit', 'profanity.word'],
  ])('are refused when aimed or not about the writer: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });
});
