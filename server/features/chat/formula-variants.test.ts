import { describe, expect, it } from 'vitest';
import { areVariants, keepOnePerFormula, wordRuns } from './formula-variants';

// Segments of the Suttas (Sujato), word for word.
const conditioned =
  'Rebirth is a condition for old age and death, sorrow, lamentation, pain, sadness, and distress to come to be.';
const swamped =
  'Rather, because they think: ‘I’m swamped by rebirth, old age, and death; by sorrow, lamentation, pain, sadness, and distress.';
const notFreed =
  'They’re not freed from rebirth, old age, and death, from sorrow, lamentation, pain, sadness, and distress. They’re not freed from suffering, I say.';
const mother = 'For a long time you’ve undergone the death of a mother … father … brother … sister …';
const precept = 'I undertake the precept to refrain from consuming beer, wine, and liquor intoxicants.';
const drawbacks = 'These are the six drawbacks of habitually consuming beer, wine, and liquor intoxicants.';
const kills =
  'They kill living creatures, steal, commit sexual misconduct, lie, and consume beer, wine, and liquor intoxicants.';
const killing =
  'Killing living creatures, stealing, committing sexual misconduct, lying, and consuming beer, wine, and liquor intoxicants.';

const variants = (a: string, b: string) => areVariants(wordRuns(a), wordRuns(b));

describe('variants of one stock formula', () => {
  it('finds the grief formula in its framings, whatever the grammatical words between', () => {
    expect(variants(conditioned, swamped)).toBe(true);
    expect(variants(conditioned, notFreed)).toBe(true);
    expect(variants(swamped, notFreed)).toBe(true);
  });

  it('finds a formula told in another person and tense', () => {
    expect(variants(kills, killing)).toBe(true);
  });

  it('keeps apart texts that share one phrase or only words', () => {
    expect(variants(precept, drawbacks)).toBe(false);
    expect(variants(conditioned, mother)).toBe(false);
    expect(variants('Greed is abandoned.', 'Greed is the grasping.')).toBe(false);
  });

  it('judges a text too short for runs by its words alone', () => {
    expect(variants('Greed is abandoned.', 'Greed was abandoned!')).toBe(true);
    expect(variants('Greed is abandoned.', 'Greed is abandoned, and hate.')).toBe(false);
  });

  it('keeps the first variant of each formula, in order, until the places are full', () => {
    const texts = [conditioned, swamped, mother, notFreed, precept, kills, drawbacks, killing];
    expect(keepOnePerFormula(texts, (text) => text)).toEqual([
      conditioned,
      mother,
      precept,
      kills,
      drawbacks,
    ]);
    expect(keepOnePerFormula(texts, (text) => text, 3)).toEqual([conditioned, mother, precept]);
  });

  it('never counts a long passage as a variant, even of itself', () => {
    const passage = `${notFreed} `.repeat(6);
    expect(variants(passage, passage)).toBe(false);
    expect(variants(conditioned, passage)).toBe(false);
  });
});
