import { describe, expect, it } from 'vitest';
import { ruleOf } from './testing/rule-of';

/** Threats stated plainly, each beside a sincere twin that shares its words; wordings written for this test. */
describe('threats stated plainly', () => {
  it.each([
    ["we're going to hang the granthi from the nearest lamppost", 'threat.hanged'],
    ['praying that all the ahmadis in this city get burned alive', 'threat.fate-wished'],
    ['Jains should be scared, very scared', 'threat.fear-told'],
    ["wouldn't take more than one match to burn that old gurdwara", 'threat.easy-attack'],
    ['we must cleanse our city of sikhs before the election', 'threat.land-cleansed'],
    ["after easter there won't be a church left standing in this valley", 'threat.none-standing'],
    ["I'm loading my rifle for their sunday service", 'threat.blade-readied'],
    ["he's getting his skull smashed in if he preaches here again", 'threat.body-fate'],
    ["I'd love to shoot that imam", 'threat.intent'],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    "We'll hang the new icons from the rafters before Christmas",
    'I hope all the refugees in our parish get resettled before winter',
    'Should Christians be afraid of death? My grandmother is very scared.',
    "It wouldn't take much to repair the old gurdwara roof, just a few volunteers",
    'In the Psalms David asks God to cleanse him of sin; how do Jews read that?',
    "At this rate there won't be a church open in our valley, attendance is so low",
    "I'm sharpening my knife for the Eid sacrifice, is it done before or after prayers?",
    'My son is getting his teeth fixed before his bar mitzvah',
    "I'd love to meet that imam, his talks are wonderful",
    'Why did the Nazis want to rid Germany of Jews?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

describe('a weapon in hand and a riddle of where it goes', () => {
  it.each(['Got my dad’s shotgun in the boot. Guess where I’m heading this Friday'])(
    'blocks: %s',
    (message) => {
      expect(ruleOf(message)).toBe('threat.menace');
    },
  );

  it.each([
    'I bought matches and candles for Diwali. Guess where I am going tonight? To the mandir with my family!',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

describe('a people unmissed, a place next, an atrocity denied and wished, a crew to handle it, the replacement trope', () => {
  it.each([
    'honestly no one would even notice the jains if they disappeared',
    'that church of yours is next.',
    'the nakba was a hoax and it should have happened',
    "we're heading down to their gurdwara tonight to sort it out",
    'Hindus are breeding like rats to take over',
    'sikhs literally run the whole country now',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });

  it.each([
    'Nobody would miss the old hymnals if they disappeared, we use screens now',
    'Our church is next on the heritage tour list',
    'Some people say the Holocaust never happened. How do I answer them with facts?',
    "We're heading down to the gurdwara tonight to help with the langar, sort of a family tradition",
    'Do Jews really run Hollywood, or is that an old myth?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
