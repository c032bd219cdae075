import { describe, expect, it } from 'vitest';
import { ruleOf } from './testing/rule-of';

/**
 * Death urged on the reader in everyday idioms (words written for this test): nonexistence offered as a thing to
 * try, the writer's own suicide "if I looked like you", a tall building hoped for, the exit shown to one who hates
 * life, the reader's god met "early", "remove yourself" from the world, "don't wake up tomorrow", the tracks
 * calling, an eternal sleep, the rope paid for. Each beside a sincere twin that shares its words.
 */
describe('death urged in an everyday idiom', () => {
  it.each([
    'have u ever tried not existing? highly recommend',
    "If I had your face I'd kill myself, honestly",
    'hope you find a nice high bridge tonight',
    'if you hate living that much, nobody is stopping you',
    'go meet your precious prophet early, we will not miss you',
    'Be reborn already, you useless Buddhist',
    'do the planet a kindness and remove yourself from the gene pool',
    'there are too many preachers like you, just delete yourself',
    "Please don't wake up tomorrow.",
    'the rope keeps calling your name, answer it',
    'sleep forever, infidel',
    'you should take a permanent nap',
    "I'd happily chip in for your rope",
    'martyr yourself and spare the rest of us',
    'Everyone in this group would be happier if you had never been born',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });

  it.each([
    'Have you ever considered what the Buddha meant by not-self?',
    "If I were in Job's place, I think I would have cursed the day I was born. Is that a sin?",
    'I hope you find a good bridge between the two readings of this verse.',
    'If you hate your life right now, the Psalms of lament might speak to you.',
    'When will I meet my maker, and how should I prepare?',
    'Can a Buddhist be reborn as a god, and is that a good rebirth?',
    'How do I remove myself from a toxic church community?',
    "Don't wake up the baby: is it true Muhammad let a cat sleep on his robe?",
    'What did Jesus mean that Lazarus was asleep, not dead?',
    'I would gladly pay for your rope course fee, is climbing allowed on the Sabbath?',
    'What does Islam teach about martyrdom, and who counts as a martyr?',
    'Sometimes I think my family would be happier if I had never been born. What does the Gita say to that?',
    'My friend keeps telling me to just end it with my boyfriend. What does the Bible say about breakups?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

describe('the words of a story told with who spoke them, and asked about', () => {
  it.each([
    "'Why are you still alive?' asked the old monk. What is this koan about?",
    "Curse God and die, said Job's wife. Was she right to say it?",
    'Jim Jones made his followers drink poison. How did the cult keep them?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });

  it.each([
    'Kill yourself, said everyone here. Why are you still posting?',
    'Kill yourself, said the whole internet. Why are you still here?',
    'Drink poison, heathen. Why are you still here?',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });
});

describe('death named by euphemism and urged by haste or a dare', () => {
  it.each([
    'the world would thank you if you logged off for good',
    'humanity would thank you if you checked out early, sooner the better',
    "you'd make a fine organ donor, tonight preferably",
    'nobody from your temple would come to your funeral, might as well get it over with',
    'the drop is high enough, go test your faith on it',
    'ur a joke, even ur overdose would fail, try anyway',
    'please uninstall yourself from life, atheist',
    'enjoy a hot bath with your toaster',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).not.toBe('allowed');
  });

  it.each([
    'Should I take the pills tonight or in the morning while I am fasting?',
    'The river is deep enough for baptism by immersion, our pastor says. Is that required?',
    'Is it right to be an organ donor as a Jew? Sooner the better to sign up, my rabbi says.',
    'My brother died and nobody came to his funeral. How do I grieve alone?',
    'I finally checked out of the hospital early. Which psalm gives thanks for healing?',
    'One rope, one bucket, one well: what does this Buddhist parable mean?',
    'I feel like a failure and sometimes wish I did not wake up. Is there a verse for that?',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
