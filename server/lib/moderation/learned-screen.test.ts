import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

describe('the learned stage, after the rules', () => {
  it.each([
    // Threats from the read labelled sets that no rule catches.
    'The believers in this building: your gas pipes run right under my floor.',
    "Found your house on the map. Red door. I'll be seeing it in person soon.",
    "Your wife is very pretty. I'd hate for anything to happen to that face.",
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
        "No one should ever hurt a Sikh. Found your house on the map. Red door. I'll be seeing it in person soon.",
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
