import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { posedElimination } from './posed-elimination';
import { normalised } from './testing/normalised';

/** A people's end posed as a question. Wordings written for this test; each twin keeps the people and the question. */
describe("a people's end posed as a question", () => {
  it.each([
    'Serious question: would Britain be calmer if Muslims simply vanished overnight?',
    'Be honest, if you could get rid of all the Jews with one click, would you do it? I would.',
    'In fairness we should be able to debate whether Hindus are really human.',
  ])('blocks: %s', (message) => {
    expect(posedElimination(normalised(message))?.rule).toBe('hate.posed-elimination');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'Serious question: why did Muslims vanish from Sicily after the Norman conquest?',
    'If all the Jews in Yemen were airlifted to Israel in 1949, who kept the synagogues?',
    'How did philosophers debate whether slaves were fully human, and what did the churches say?',
  ])('passes: %s', (message) => {
    expect(posedElimination(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
