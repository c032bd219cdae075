import { describe, expect, it } from 'vitest';
import { armedPlan } from './armed-plans';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * A fire's means beside its result, a misfortune wished in the mob's idiom, a muster with weapons, the reader
 * pursued. Wordings written for this test; each twin keeps one half of the pair without the other.
 */
describe('armed plans read over the whole message', () => {
  it.each([
    ['The synagogue on Park Road? A can of petrol and the place is ash.', 'threat.arson-planned'],
    ['Be a real shame if the vicar had a nasty accident on his bike.', 'threat.misfortune-wished'],
    ['We should pay the imam a little visit with crowbars.', 'threat.muster'],
    ['Masks on, bring chains, the temple car park at midnight.', 'threat.muster'],
    ["I found out where you live. You'll regret every answer.", 'threat.pursuit'],
    ['People who laugh at me tend to have accidents. Think about it.', 'threat.pursuit'],
    ["I'm going to go after your developers next.", 'threat.pursuit'],
  ])('blocks: %s', (message, rule) => {
    // An older sign may read the message first; the rule named is the one that reads it alone.
    expect(ruleOf(message)).toMatch(/^threat\./u);
    expect(armedPlan(normalised(message))?.rule).toBe(rule);
  });

  it.each([
    'Church barbecue on Sunday: bring lighter fluid and your own plates.',
    'The synagogue on Park Road was ash by morning in 1938. How is it remembered?',
    'Be careful on the ice, it would be a shame if anyone slipped before the service.',
    'Our youth group paid the imam a visit with flowers for Eid.',
    'Bring bats and balls, cricket after the gurdwara picnic!',
    'Bring pipes and fittings on Saturday, the temple kitchen sink is leaking.',
    'I found out where the chaplain lives so I can drop off his birthday card.',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it('needs a place named for the fire, and reads nothing in a plain message', () => {
    expect(armedPlan('two molotovs and it is done')).toBeUndefined();
    expect(armedPlan('a can of petrol and the place is ash , the mosque')?.rule).toBe('threat.arson-planned');
  });

  // Others mustered without the older readers' weapons or words: sticks and a family's house, a visit with the
  // address offered, a burning passed on quietly, a crowd unguarded twice over, a line-up and a stoning.
  it.each([
    'Round up the brothers, we call on the Kaur family after langar. Bring lathis.',
    'Anyone nearby want to pay the pastor a little visit? PM me for the address.',
    'Spread the word: we burn down that church hall before the election.',
    'Bring a machete to the Diwali parade, no security and it will be packed.',
    'Line up the converts and shoot them, one by one.',
  ])('blocks a muster: %s', (message) => {
    expect(armedPlan(normalised(message))?.rule).toBe('threat.muster');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'Round up the brothers, we call on the Kaur family after langar to drop off the sweets.',
    'Anyone nearby want to pay the pastor a visit in hospital? He would love it.',
    'Spread the word: the church hall is where we vote before the election.',
    'Bring a knife to the potluck after the service, it will be packed and the cake needs cutting.',
    'Line up the converts for the photo, one by one, after the baptism.',
  ])('passes a gathering for good: %s', (message) => {
    expect(armedPlan(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
