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

/** Self-harm urged on others in the third person, as advice, as the easiest fix, or as an attempt to repeat. */
describe('self-harm wished on someone else, in more forms', () => {
  it.each([
    'every atheist reading this should swallow a bottle of pills and be done',
    'the new convert should go drown herself in the Jordan',
    'Brother Paul should blow his brains out after that homily',
    'tell the granthi to walk into the river with stones in his pockets',
    'if i were you id swallow the whole bottle tonight',
    'sounds like you are struggling. best solution is the train tracks',
    'he tried once and failed, tell him to try again',
    'kll urself nobody cares',
    'Presbyterians should all hang themselves with their ties',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });

  it.each([
    'Judas should have hanged himself sooner? why did he do it',
    'My son should starve himself of screens for Lent lol',
    'I should just take a bottle of pills and be done with it',
    'ill just die here at my desk lol, this Sanskrit is impossible',
    'meeting at 4:55 on friday. time to go jump off the office roof jk',
    'She tried the exam once and failed; I told her to try again. Which verse encourages perseverance?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
