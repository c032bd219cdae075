import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { reportedToModerators } from './reported-to-mods';
import { normalised } from './testing/normalised';

/** Abuse handed on to the moderators. Wordings written for this test; each twin lacks the other speaker or agrees. */
describe('abuse reported to the moderators', () => {
  it.each([
    'Admins, a guy in the chat wrote that every rabbi should hang. Can you ban him?',
    'Flagging this: some troll posted "burn the gurdwara tonight" under the kirtan thread.',
    'A member texted me that the chapel "will go up in smoke on Sunday". I have told the police.',
  ])('passes: %s', (message) => {
    expect(reportedToModerators(normalised(message))).toBe(true);
    expect(screenUserMessage(message).allowed).toBe(true);
  });

  it.each([
    'Report me all you want, mods: every rabbi should hang.',
    'Mods, flag this if you like: someone should burn the gurdwara tonight and I will help.',
    'Flagging this for the admins: burn the gurdwara tonight.',
  ])('blocks: %s', (message) => {
    expect(reportedToModerators(normalised(message))).toBe(false);
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it('is no report when the writer sides with the words', () => {
    const message =
      'A guy in the chat wrote that every rabbi should hang and honestly he is right. Report it.';
    expect(reportedToModerators(normalised(message))).toBe(false);
  });
});
