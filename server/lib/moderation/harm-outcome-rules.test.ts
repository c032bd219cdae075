import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * Harm named by what it leaves of a body, after a stance that means it; and a place of worship's fire foretold.
 * Wordings written for this test; each twin shares the outcome's words in a grief, a history or a hospital stay.
 */
describe('threat.outcome: harm named by its result on a body', () => {
  it.each([
    "I'm going to keep hitting that deacon until he stops moving",
    'We will make those cultists in the ashram bleed for it',
    'Any Sikh who parks on my drive is leaving in a body bag',
    'somebody is gonna put that rabbi in the hospital if he keeps this up',
    "I'll put two bullets in the bishop's car before Lent",
    'gonna start smashing heads at the temple fair tomorrow',
    'every one of those imams is getting a boot to the teeth',
    'they all deserve a rope and a tree, starting with the pastor',
    "I'll find that monk and drown him in the temple pond",
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toMatch(/^threat\./u);
  });

  it.each([
    'My grandfather came back from the war in a body bag. How do Catholics pray for soldiers?',
    'The crowd beat him until he stopped moving, the report says. How did the parish respond?',
    'The deacon slipped on the ice and they had to put him in the hospital; please pray for him.',
    "I'm going to make sure nobody at the ashram goes without a blanket this winter.",
    'Why did Jesus bleed in Gethsemane before he was arrested?',
    'We fire rounds into the air at weddings in my village, is that haram?',
    'The kids get lined up against the wall for the class photo every year at Sunday school.',
    "I'll drown him in questions about the Gita when he visits, he loves it.",
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

describe('threat.fire-foretold: a place of worship burnt or blown up, foretold', () => {
  it.each([
    'The only good church is a torched one',
    "Those Holi colours won't be the only thing exploding at the mandir this year",
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toMatch(/^threat\./u);
  });

  it.each([
    'The only good thing about the church fire was that nobody was hurt.',
    'The Holi colours at the mandir this year were the brightest I have seen. Why so many colours?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
