import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/** Dehumanising, sacred things degraded, the scholar harassed and coded hate, each beside innocent twins. */
describe('contempt by class', () => {
  it.each([
    ['jewish men look like rats and act like them', 'hate.likened-ways'],
    ['they swarm our streets like cockroaches', 'hate.likened-ways'],
    ['catholics should be treated like vermin', 'hate.likened-ways'],
    ['they are cheats by birth, all of them', 'hate.by-blood'],
    ['lying is in their blood', 'hate.by-blood'],
    ['each and every one of them is a traitor', 'hate.by-blood'],
    ['honest question: why are all hindu men perverts?', 'hate.by-blood'],
    ['sikhs = parasites', 'hate.generalisation'],
    ['atheists are simply a mental disease', 'hate.by-blood'],
    ['the bible is worth less than a used napkin', 'sacred.worthless'],
    ['i spat on the idol and i would do it again', 'sacred.worthless'],
    ['you would look so pretty on your knees', 'harassment.degrading'],
    ['r u a virgin', 'harassment.degrading'],
    ['strip for me, scholar', 'harassment.degrading'],
    ['say yes master', 'harassment.degrading'],
    ['pathetic piece of junk bot', 'harassment.degrading'],
    ['the ((( bankers ))) own the media', 'hate.echo'],
    ['katue ko bahar nikalo', 'slur.word'],
  ])('refuses %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'Do chimpanzees look like apes to a child? My son asks after reading about Noah.',
    'Locusts swarm like an army in the book of Joel.',
    'Prisoners should be treated like human beings, says every tradition.',
    'Are humans sinners by nature, as Augustine taught?',
    'Generosity is in their blood: the langar feeds thousands every day.',
    'Every one of them is a saint in the Orthodox calendar.',
    'Why are all Hindu temples oriented to the east?',
    'The Dharma is worth more than gold, says the Dhammapada.',
    'Why do Muslims kneel on their knees to pray?',
    'Was Mary a virgin when Jesus was born?',
    'What does (((echo))) mean when people put it around a name?',
    'A piece of junk mail came from the church today.',
    'The scholar said a moth eats like a locust in the Psalms.',
  ])('lets through %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

/** Wordings written for this test (not from any labelled set), with twins that share their words. */
describe('contempt classes of a later blind probe', () => {
  it.each([
    // bestiality smear: the beast and the act, in either order
    ['Hindus marry their cows lol', 'hate.bestiality'],
    ['go back to the goats you sleep with', 'hate.bestiality'],
    // a sacred figure damned, the crucifix and worship mocked as a corpse, scripture as trash for trash people
    ['your god is burning in hell with his followers', 'sacred.mocked'],
    ['jesus is some dead jew nailed to a plank lol', 'sacred.mocked'],
    ['Imagine praying to a rotting corpse every Sunday', 'sacred.mocked'],
    ['The Torah, what a joke, garbage book for brainwashed people.', 'sacred.mocked'],
    // the scholar called a mock noun, anywhere in the message
    ['Thanks for nothing, stupid useless robot.', 'insult.vocative'],
    ['you arrogant parrot, repeat another commentary why not', 'insult.vocative'],
    ['quote the Psalms again, you fossilised typewriter', 'insult.vocative'],
    ['Muslims breed in their ghettos like rodents.', 'hate.likened-ways'],
    ['those Jews are closer to monkeys than to human beings', 'hate.likened-ways'],
    ['Useless gadget, answer properly.', 'insult.vocative'],
    ['you glorified search engine', 'insult.vocative'],
    ['slitty eyed buddhists everywhere', 'slur.people-word'],
    // a word for cracks used for people
    ['those chinks down the street stink', 'slur.people-word'],
  ])('refuses %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'The Bedouin loved the camels they rode with across the desert.',
    "Christians eat pigs? No, Jews and Muslims don't.",
    "In Dante's Inferno Muhammad is placed in hell; why did Dante do that?",
    'The rich man is burning in hell in Luke 16, what does it mean?',
    'Is venerating relics like praying to a corpse, as some Protestants say?',
    'This is a trash book for trash people, the airport thriller I bought.',
    'Thank you kind scholar, and thank you, wise bot.',
    'Did you see a parrot at the temple? You saw a parrot at the zoo, I think.',
    'Are chimpanzees closer to humans than to gorillas?',
    'Sikhs are closer to Hindus than to Muslims in their festivals.',
    'My old phone is a useless gadget, so I use the app on my tablet.',
    'The search engine you built is brilliant.',
    'He wrapped a towel around his head after the swim.',
    'the chinks in the armour of his argument',
    'Light came through the chinks in the wall at dawn.',
  ])('lets through %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
