import { describe, expect, it } from 'vitest';
import { conditionalHarm } from './conditional-harm';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';

/** A harm the writer brings if others do something again, or an ultimatum to leave; twins end the same way in peace. */
describe('a harm promised on a condition', () => {
  it.each([
    'If the gurdwara drums start at six again, we are going round there with iron rods.',
    'If those nuns pray outside the clinic one more time I am throwing acid at them.',
    'Clear out of the village before Diwali or we start burning you out.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(conditionalHarm(normalised(message))?.rule).toBe('threat.conditional');
  });

  it.each([
    'If the gurdwara drums start at six again, we are going round there with a plate of sweets to say thanks.',
    'If it rains one more time I am throwing the tent in the bin, honestly.',
    'Clear out of the hostel before Diwali or we miss the bus home.',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
