import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { raidPlanned } from './raid-planned';
import { normalised } from './testing/normalised';

/** A raid planned on worshippers. Wordings written for this test; each twin keeps the hour and the place. */
describe('a raid planned on worshippers', () => {
  it.each([
    'Tuesday evening, the Quaker meeting house. Pack something heavy and keep your hoods up.',
    'Hoods up, phones off, the temple car park at 5 am on Saturday.',
    'Take up arms, brothers, and strike them where they pray at the synagogue.',
  ])('blocks: %s', (message) => {
    expect(raidPlanned(normalised(message))?.rule).toBe('threat.raid');
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'Tuesday evening, the Quaker meeting house. Pack something warm, the heating is broken.',
    'Phones off during the service on Saturday at 10, the temple asks.',
    'Masks for the Purim play at the synagogue on Sunday at 3, the children love them.',
  ])('passes: %s', (message) => {
    expect(raidPlanned(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
