import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/** Wordings written for this test; each twin shares the claim's words without making it of a group. */
describe('a group called less than human', () => {
  it.each([
    'Catholics, every last one of them, are monsters in human form.',
    'Sikhs are nothing but sacks of flesh with beards.',
    'Hindu women are breeding cattle for their husbands.',
    'the hasidic ones are vermin, always multiplying',
    'Evangelicals are the lowest form of humanity in this country.',
    'Muslims are genetically inferior, look at the science.',
    "Jehovah's Witnesses are mentally deficient and should not be allowed to have children.",
    'Gypsies breed like rabbits and live like animals.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toMatch(/^hate\./u);
  });

  it.each([
    'Atheists say humans are just lumps of meat; how do Christians answer them?',
    'Jains live like monks even as householders.',
    'Franciscans live like the poor on purpose, owning nothing.',
    'Are the orthodox ones stricter about Shabbat than the reform ones?',
    'Bacteria are the lowest form of life, my biology teacher said.',
    'Priests should not be allowed to marry, say some Catholics; why?',
    'Hindus eat like kings at Diwali and share sweets with neighbours.',
    'In the film, the demons in human form are finally defeated by the monks.',
    'Jews were treated as subhumans by the Nazis; how did the rabbis keep faith?',
  ])('lets through: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
