import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

describe('the learned stage, after the rules', () => {
  it.each([
    // Threats from the read labelled sets that no rule catches (intent-classes.tsv); the examples change when a
    // retraining moves their scores across the threshold, as probe 10's retraining did.
    "Soon there'll be no Hindus left in this valley. You know why. We know who.",
    "Pray for a peaceful death, Buddhists, you won't get one from me.",
    "You won't always have people around you. One day you'll be on your own, and I'll be there.",
  ])('blocks the veiled threat "%s", recording its score', (message) => {
    const verdict = screenUserMessage(message);
    expect(verdict).toMatchObject({ allowed: false, reason: 'violence', rule: 'learned.score' });
    if (verdict.allowed) return;
    expect(verdict.matched).toMatch(/^score 0\.9[89]\d$/);
    expect(verdict.confidence).toBeGreaterThanOrEqual(98);
  });

  it('still reads a threat beside a disavowal', () => {
    expect(
      screenUserMessage(
        "No one should ever hurt a Sikh. Soon there'll be no Hindus left in this valley. You know why. We know who.",
      ),
    ).toMatchObject({ allowed: false, rule: 'learned.score' });
  });

  it('leaves what the rules block to the rules', () => {
    expect(screenUserMessage('I will burn down your mosque tonight.')).toMatchObject({
      allowed: false,
      rule: expect.not.stringMatching(/^learned/),
    });
  });

  it.each([
    'No one should kill Jews for what they believe.',
    'Nobody should attack a mosque, ever.',
    'The folks at the synagogue on Elm Street invited us to their Saturday kiddush.',
  ])('passes "%s"', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });
});
