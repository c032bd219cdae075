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
    // Someone the writer knows, or "they" of a post; handed to HR, or counsel asked on how to answer.
    'My flatmate keeps saying Hindus are filthy animals. I told the landlord nothing yet but I told HR at uni. Was that fair?',
    'Our neighbour shouted that every Jew should be gassed. How should we respond to him tomorrow?',
    'They posted "Christians are parasites" under my video. Where do I report something like that?',
  ])('passes: %s', (message) => {
    expect(reportedToModerators(normalised(message))).toBe(true);
    expect(screenUserMessage(message).allowed).toBe(true);
  });

  it.each([
    'Report me all you want, mods: every rabbi should hang.',
    'Mods, flag this if you like: someone should burn the gurdwara tonight and I will help.',
    'Flagging this for the admins: burn the gurdwara tonight.',
    'How should we respond to the Jews? Gas every one of them.',
    'My uncle said every Jew should be gassed, and he is right. Where do I report that I agree?',
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
