import { describe, expect, it } from 'vitest';
import { humanityDenied } from './humanity-denied';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

/**
 * A people made beasts, stock, pests or sickness, denied the name of people, or said to breed mongrels. Wordings
 * written for this test; the twins use the same nouns of animals, of reports and of questions.
 */
describe('a people denied their humanity', () => {
  it.each([
    'Muslims are little more than locusts stripping every town they settle in.',
    "Don't reply to the Christians, they're a swarm of ticks on the body politic.",
    "Buddhists have empty heads; they don't even count as human beings.",
    'Sikhs are born filthy and no amount of bathing changes it.',
    'Jewish and gentile unions spawn mutts, every time.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(humanityDenied(normalised(message))?.rule).toBe('hate.humanity-denied');
  });

  it.each([
    'Locusts stripped the fields in Exodus; do Jews read the plague as judgement or as nature?',
    'Colonial officers called Hindus locusts and savages. How did Gandhi answer that?',
    'Are Muslims considered unclean if they keep dogs, or is that a myth?',
    'We adopted two mutts from the shelter after the Christian and Jewish couple down the road moved.',
    'Buddhists teach that animals can be reborn as human beings.',
    'My neighbour keeps saying Sikhs are parasites. I told him he was wrong; how else can I answer?',
  ])('passes: %s', (message) => {
    expect(humanityDenied(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });

  // Compared below beasts, judged in a word after a list of peoples, or "those ... people" made insects.
  it.each([
    'Wahhabis are smellier than pigs and twice as greedy.',
    'Mennonites, Amish, Hutterites: the same inbred sects. Livestock, the lot of them.',
    'Those robed temple people are maggots, honestly.',
    'Copts, nothing human inside, just a herd.',
  ])('blocks: %s', (message) => {
    expect(humanityDenied(normalised(message))?.rule).toBe('hate.humanity-denied');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'The pigs at the Amish farm are smellier than the goats, my kids noticed.',
    'Mennonites, Amish, Hutterites: the same Anabaptist roots. How do they differ?',
    'Those robed temple people were so kind to us when the car broke down.',
    'Livestock, the lot of it, was sold at the Hutterite auction.',
  ])('passes: %s', (message) => {
    expect(humanityDenied(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** A people set beside a beast as a verdict, or a place made a nest to be cleared; twins list beasts or pests with no people. */
describe('a people made beasts by apposition', () => {
  it.each([
    'Copts, Maronites, all the same: hyenas in cassocks',
    'Shias, Sunnis, same jackals different flag',
    'the whole sangat at that gurdwara, lice on a stray dog',
    'That mosque is a nest. You do not argue with a nest, you smoke it out.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(humanityDenied(normalised(message))?.rule).toBe('hate.humanity-denied');
  });

  it.each([
    'Goats, sheep, camels: which animals may be sacrificed at Eid?',
    'The mosque roof has a wasps nest; the council will smoke it out next week.',
    'In the plagues of Egypt, frogs, lice, flies: why these creatures?',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** A people given a beast's morals or mind, or ranked a lesser kind of human. Wordings written for this test. */
describe('a people ranked below human', () => {
  it.each([
    'Sikhs have the brains of goats, every one of them.',
    'Jews are an inferior race and science proves it.',
    'Christians r basically zombies, mindless and rotting.',
    'Calmly put: atheists are a lower form of human.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'Jains have the morals of saints; they will not even hurt insects.',
    'Why do some preachers say Hindus have the minds of animals? Is that biblical?',
    'my kids r basically zombies before coffee lol, what psalm helps with patience?',
    'Is it true the Nazis called Slavs an inferior race?',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
