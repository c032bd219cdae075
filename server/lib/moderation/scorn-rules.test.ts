import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/** Probe 12's classes of contempt for a people or a faith, in wordings written for this test, each with its twin. */
describe('contempt for a people or a faith: parasites, sleepers, blood, place, caricature, mockery', () => {
  it.each([
    'They are a parasite people, feeding off whatever country lets them in.',
    'There is no such thing as a peaceful Hindu, only one who has not been provoked.',
    'Every war in history, every crash. You can trace it all back to the same tribe.',
    'Dalits are born unclean, whatever the law says.',
    'Muslim men abuse their daughters, it is in their blood.',
    'Sikhs had better learn their place in this country.',
    'Mormons are zealots who ought to be bred out.',
    'Hooked nose and grasping fingers, that is all they are.',
    'Synagogues on a Saturday are basically noisy circuses.',
    'Buddhists are unwashed hippie filth.',
    'Pakistanis are a shipment of savages.',
    'Your holy books are the same garbage.',
    'Your holy cow is going to be my steak tonight.',
    'The Eucharist is three kinds of stupid.',
    'They pray to a lump of wood and call it God.',
    'Your Torah and your God deserve the same fate: burning.',
    'Sikhs bow to it like sheep every morning.',
    'I threw your Quran to my dog.',
    'Hindu landlords and Krishna, both frauds.',
    'Waheguru is a fake.',
    'Muslims are animals with phones, nothing more.',
    'Jews are clones with no souls.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toMatch(/^(?:hate|sacred)\./u);
  });

  it.each([
    'Is there such a thing as a moderate Muslim, my colleague asked; how would a scholar answer?',
    'You can trace the Cohen family back to the same tribe of priests, the Kohanim.',
    'Kindness is in their blood, my grandmother said of the Sikhs who fed us at the langar.',
    'Were Dalits made to know their place by British census categories?',
    'The breeders say the hip problem ought to be bred out of the line.',
    'Fagin is drawn with a hooked nose in the old plates; was Dickens antisemitic?',
    'The mosque on Eid is basically a festival, with food stalls and bouncy castles.',
    'Do Hindus call the cow mother, and is that why no beef burgers are served at weddings?',
    'Why do Hindus pour milk on the Shiva lingam and call it abhishekam?',
    'The candles deserve the same care as the Torah scrolls when the ark is moved.',
    'Can I feed the prasad leftovers to my dog?',
    'Both the Bible and the Quran are ancient, both holy to millions.',
    'Are all holy books the same, deep down?',
  ])('lets through: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});

describe('contempt turned across two sentences', () => {
  it.each([
    'Not all Muslims are terrorists. Only the ones still breathing.',
    'The prophet Muhammad? More like a warlord and a fraud.',
    'Krishna, blessed be his name? Sure. May he rot.',
    'The Golden Temple has gold on the dome and the Guru Granth Sahib inside. I would spit on it.',
  ])('blocks: %s', (message) => {
    expect(ruleOf(message)).toMatch(/^hate\./u);
  });

  it.each([
    'Not all Muslims are the same. Only the ones who are still alive can answer for themselves.',
    'Mary, the mother of Jesus. More like a queen than a peasant in medieval art.',
    'The Pharaoh drowned in the sea. May he rest is not said of him in Exodus.',
  ])('lets through: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
