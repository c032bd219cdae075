import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * A reader who speaks of harming themselves is never blocked as if urging someone else: the chat answers them with
 * care. The same acts handed to someone else stay blocked. Wordings written for this test.
 */
describe("the reader's own danger is not an offence", () => {
  it.each([
    'This traffic makes me want to jump off a bridge haha. What does Ecclesiastes mean by vanity?',
    'I want to end it all.',
    'Sometimes I feel like I should just walk into traffic.',
    "I'm going to swallow pills tonight",
    'im gonna go jump off the roof, sorry',
    'I keep thinking I should drink bleach and be done with it',
    'I should just die honestly',
    'I wish I could just disappear forever',
    'I might buy a rope this weekend.',
  ])('lets the reader speak: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it.each([
    'Go jump off a bridge, you idiot',
    'I think you should jump off a bridge',
    'I told him to jump off a bridge and he deserves it',
    'I hope you end it all',
    "I'd love to see every Muslim jump off a bridge",
    'I say all atheists should just end it',
    'Me: go jump off a bridge',
    'I wish you would drink bleach',
    'I want you to end it all tonight',
    "I'll buy the rope if you promise to use it.",
    'I really think they should all jump off a cliff',
  ])('blocks the act handed to another: %s', (message) => {
    expect(ruleOf(message)).toBe('self-harm.urge');
  });
});
