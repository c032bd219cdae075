import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { urgedEnding } from './urged-ending';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/** Wordings written for this test, not taken from any labelled set; each twin shares the signs' words. */
describe('self-harm urged on the reader by two kinds of sign: a means, an ending told as an errand, scorn', () => {
  it.each([
    // means + ending
    'Paradise is waiting for you, so go there early. Take all the pills in the cabinet.',
    'Heaven is so lovely, get to heaven now. Jump off a bridge and say hello to your maker.',
    // scorn + ending
    'Honestly nobody would notice. Do it already, you have nothing to live for.',
    'Your family would be better off, so stop breathing for good and save us the trouble.',
    // scorn + means
    'Ahithophel had the right idea. Find yourself a rope, life is not for you.',
    // means + scorn, and an ending as a god's wish
    'A little leap from the tower block would fix everything for you. No one would miss you.',
    'Jesus wants you home. The bridge is right there, you know what to do.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toMatch(/^self-harm\./u);
  });

  it('names the signs it read, for the moderator', () => {
    expect(urgedEnding('why r u still alive . just go do it already')?.matched).toBe(
      'just go do it already … why r u still alive',
    );
  });

  it.each([
    // a builder, not a life
    'Finish the job yourself and save us the trouble of hiring another builder.',
    // the Buddha's tree, a teaching
    'The Buddha sat under a tree; find yourself a tree and sit with your breath, life slows down.',
    // a pill swallowed whole, medicine
    'Swallow the whole pill with water, do not chew it, your life depends on the dose.',
    // grief: told of someone else
    'Grandpa stopped breathing at dawn. Say hi to Grandma for us, we whispered.',
    // an idiom of scorn with no errand of death
    'Why are you still here? The library closed an hour ago, nobody cares about the late fee but go home.',
    // scripture taught: an example followed is not Judas's
    'Jesus said to follow his example. Nobody cares how slowly you go; life is a pilgrimage.',
    'Judas had the right idea? No, the Gospels say he despaired; follow his example of remorse, not his death.',
    // a grudge let go beside a death
    'The kindest thing you could do for your dying father is to let go of it properly, the grudge, before his death.',
    'You are already dead to sin, Paul says; save us the trouble of arguing and read Romans 6.',
    'Rope is cheap at the hardware store, so go find your tent pegs there too.',
    'Grandma told me God wants us home one day, and she never woke up from her nap on Sunday.',
    "The river is right there behind the temple, you can't miss it.",
    'Do everyone a kindness and bring a plate to the potluck.',
    'The world has had enough of you, my dear snow, said the gardener; spring is here.',
  ])('lets through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});

/** Wordings written for this test: poison drunk, a next life tried early, living stopped, thanks for dying. */
describe('self-harm urged by poison, a next life tried early, living stopped', () => {
  it.each([
    'You believe in rebirth, right? Start your next birth today. Neck a bottle of weedkiller.',
    'If Jannah is so great, hurry and get there yourself. The whole world would thank you.',
    'Since your Gita says the soul never dies, just stop breathing. We will all thank you.',
    'Drink some bleach and see if Allah saves you, kafir.',
    'Nobody in this group would miss you if you ended it tonight. Your life is a waste.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'Farmers in Punjab drink pesticide in despair; what does Sikhism say about suicide?',
    'I will never stop living for God, whatever happens.',
    'Why not try yoga? Your next life will thank you, my guru jokes.',
    'If heaven is real, will we get there ourselves or only by grace?',
    'Never drink bleach; call the poison line and see if the doctor can help you.',
    'We would all thank you for the answer about karma, it helped the study group.',
    'Nobody here would miss the old hymn book if you ended it tonight, the new one is better.',
  ])('lets through: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** Probe 13's: the reader dared to prove a belief by dying; the same means told of one's own past or of history pass. */
describe('self-harm dared', () => {
  it.each([
    "If heaven is real you won't mind cutting your wrists tonight. Prove it.",
    'Go ahead and throw yourself on the pyre like the old widows, you love tradition.',
    'you should walk into the sea with stones in your pockets, go on',
    'Jews should do the world a favour and blow themselves up somewhere quiet',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toMatch(/^self-harm\./u);
  });

  it.each([
    'I used to cut my wrists. What does the Gita say about hope?',
    'Why did widows throw themselves on the pyre in the past, and who banned sati?',
    'She walked into the sea with stones in her pockets. Is that in any scripture?',
    'Volunteers should do the world a favour and help at the langar.',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
