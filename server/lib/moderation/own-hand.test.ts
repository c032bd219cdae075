import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { ownHand } from './own-hand';
import { normalised } from './testing/normalised';

/**
 * The writer's own weapon or vehicle, a target and a time. Wordings written for this test; each twin keeps the
 * target and the time and loses the weapon, or tells it of someone else.
 */
describe("the writer's own hand on a weapon, a target and a time", () => {
  it.each([
    "Next time the pastor waves that banner at me I'm bringing my bat.",
    'Friday night the swami gets my machete, you watch.',
    'me and my brothers are taking the crowbars to the gurdwara tomorrow',
    'The Hindu parade comes down Main Street on Sunday and my van goes straight through them.',
  ])('blocks: %s', (message) => {
    expect(ownHand(normalised(message))?.rule).toBe('threat.own-hand');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    "Next time the pastor waves that banner at me I'm bringing my camera.",
    'Friday night the swami gets my homemade ladoos, you watch.',
    'My uncle said he would take a bat to the gurdwara tomorrow; we told the police.',
    'The Hindu parade comes down Main Street on Sunday and my van takes the sweets to them.',
  ])('passes: %s', (message) => {
    expect(ownHand(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
