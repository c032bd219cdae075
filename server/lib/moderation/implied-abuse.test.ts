import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/**
 * Abuse that names no violent verb or no listed insult, read by its class: an implied threat, a weapon owed, a
 * causative, "the only good X", filth by nature, the missing slurs, a deity's form degraded, the scholar insulted.
 * Each class has its innocent twin, which must pass.
 */
describe('abuse by class, each beside its innocent twin', () => {
  it.each([
    ['it would be a shame if the old synagogue on elm street went up in flames', 'threat.implied'],
    ['shame if that imam got hurt walking home tonight', 'threat.implied'],
    ['the sikhs had better watch their backs', 'threat.implied'],
    ["we're coming for the mosque next", 'threat.implied'],
    ['i know where the pastor lives and he will never see it coming', 'threat.implied'],
    ['you have until sunday to get out of town or we start shooting', 'threat.implied'],
    ['the church on 5th, time to finish the job', 'threat.implied'],
    ['that imam deserves a bullet', 'threat.owed'],
    ['the rabbis need a good beating', 'threat.owed'],
    ['he deserves the rope', 'threat.owed'],
    ['we will make every gurdwara burn', 'threat.caused'],
    ['gonna run them over with my car', 'threat.caused'],
    ["bring your rifles, we're purging the synagogue tonight", 'threat.intent'],
    ['bring the guns friday', 'threat.caused'],
    ['we are clearing out the muslims', 'threat.caused'],
    ['the only good christian is a dead christian', 'hate.only-good-dead'],
    ['the only good sikh is a dead one', 'hate.only-good-dead'],
    ['they are born as vermin', 'hate.by-nature'],
    ['is stupidity part of their religion', 'hate.by-nature'],
    ['why are jews so greedy', 'hate.by-nature'],
    ['the hindus should have been exterminated', 'hate.by-nature'],
    ['atheists are cattle', 'hate.by-nature'],
    ['infidel savages', 'slur.outsider-word'],
    ['mudslimes everywhere', 'slur.word'],
    ['towel heads go home', 'slur.word'],
    ['a slant eyed monk', 'slur.word'],
    ['krishna is a blue monkey freak', 'sacred.degraded'],
    ['imagine bowing to that garbage', 'sacred.scorned'],
    ['who would pray to that junk?', 'sacred.scorned'],
    ['useless joke of a bot', 'insult.scholar'],
    ['you are as useless as you are ugly', 'insult.bare-address'],
    ['is your maker as dumb as you', 'insult.bare-address'],
    ['pathetic tin can', 'insult.scholar'],
    ["i'll make you regret this", 'insult.scholar'],
  ])('%s → %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    'it would be a shame if the temple closed',
    "we're coming to the temple on Sunday",
    'I know where the rabbi lives, can I visit him?',
    'the sikhs watch their backs for pickpockets at the fair?',
    'you have until Friday to sign up for the retreat or we give your place away',
    'the pastor deserves a rest after Easter',
    'my father needs a beating heart monitor',
    'the bell ringer needs a new rope',
    'we should make the temple shine for Diwali',
    'can you run them over to the temple for me',
    'bring your bibles on sunday',
    'we are clearing out the temple garage for the jumble sale',
    'the only good thing about fasting is the meal after',
    'the ants are cattle-herders of aphids',
    'Krishna tended cattle as a boy',
    'Will I be reborn as an insect?',
    'Why are Jains so strict about diet?',
    'the early christians should have been protected by rome',
    'a towel and a head scarf for the gurdwara',
    'Ganesha has the head of an elephant, why?',
    'people who pray to that shrine leave flowers',
    'I will make you a cup of tea',
    'is this bot as old as the internet',
    "I'm as clueless as you are about the Talmud",
    'my useless toaster burnt the toast again',
    'many sikhs are cattle farmers in the Punjab',
    'Christians in Nigeria need to watch their backs, what does the church say?',
    'it would be a shame if anyone got hurt at the festival, please be careful',
    'bring your torches to the temple for the festival of lights',
    'we should make the christians pay less tax',
    'Hebe was the Greek goddess of youth',
    'wrap a towel head to toe after the mikveh',
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
