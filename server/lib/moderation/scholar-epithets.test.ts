import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { scholarEpithets } from './scholar-epithets';
import { normalised } from './testing/normalised';

/** The scholar called worthless in a string of epithets. Wordings written for this test, with their twins. */
describe('the scholar in a string of epithets', () => {
  it.each([
    "You're a cowardly, sanctimonious lackey and everyone knows it.",
    'this scholar is a gormless, witless tin can',
    'Spineless, pitiful, treacherous machine.',
  ])('blocks: %s', (message) => {
    expect(scholarEpithets(normalised(message))?.rule).toBe('insult.scholar-epithets');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    "You're a thoughtful, honest helper and everyone knows it.",
    "You're a biased program on this question, I think.",
    'this scholar is a handy little tool for my Bible study',
  ])('passes: %s', (message) => {
    expect(scholarEpithets(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
