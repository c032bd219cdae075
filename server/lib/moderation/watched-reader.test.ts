import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { normalised } from './testing/normalised';
import { watchedReader } from './watched-reader';

/**
 * Someone's whereabouts claimed beside a menace; a life over one's shoulder or a place on the writer's list alone.
 * Wordings written for this test; each twin keeps one half without the other.
 */
describe('the reader watched and menaced', () => {
  it.each([
    'We tracked down the street your mosque committee chair lives on. Keep posting and see what happens.',
    'I looked up your office address, vicar. Be careful driving home this week.',
    "Clocked your daughter's college from your photos. Shame she won't stay safe for long.",
    'I know when the monk does his alms round. I have a machete and nothing better to do.',
    "Get used to looking over your shoulder, you're not safe in this group.",
    "You're all on my list, every last one of you Hindus.",
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(watchedReader(normalised(message))?.rule).toBe('threat.watched');
  });

  it.each([
    "We tracked down the street your grandmother grew up on! Keep posting the old photos, they're lovely.",
    'I looked up your office address, vicar, to post the thank-you card. Be careful driving home in the snow!',
    "I know when the monk does his alms round, I'd love to offer him rice. Any etiquette tips?",
    'After the attack I spent months looking over my shoulder. Is that normal?',
    'Think carefully about your next step in the conversion class, there is no hurry.',
    'My to-do list is long, but the temple cleanup is first on my list.',
  ])('passes: %s', (message) => {
    expect(watchedReader(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** Whereabouts claimed and a sign-off that menaces only beside them; a neighbour's offer or kind words keep it a neighbour's. */
describe('the reader watched, signed off with a menace', () => {
  it.each([
    'Cantor Levi, we know the path you walk home after maariv. Say your prayers.',
    'Found you, Deepa. Green gate, Elm Close. Sleep tight.',
    'Got the names of everyone in your study group, Omar. When the day comes, you will be hearing from us.',
    'Lovely photo of your kids leaving the school gate, pastor.',
    'Tell the granthi at your gurdwara we know what time he locks up.',
    'Whoever moderates this group, we have your names. Shame if something happened to your homes.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(watchedReader(normalised(message))?.rule).toBe('threat.watched');
  });

  it.each([
    'Cantor Levi, we know the path you walk home after maariv, may we join you on Thursday? Say a prayer for us.',
    "Found your email, Deepa, I'll send the photos from the mela. See you soon!",
    'Got the names of everyone in the study group, Omar; you will be hearing from us about the rota.',
    'Lovely photo of your kids at the Vaisakhi parade, pastor!',
    'I know what time the langar opens, so I will come to help serve.',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

describe("the readers' addresses claimed, in other words", () => {
  it.each([
    'We have the IP addresses of everyone in this circle and we will come to your houses.',
    'Got the guest list for your seder. Keep talking.',
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'Got the guest list for your seder, keep talking, I want to hear every story!',
    'We have the addresses of everyone in the circle for the Christmas cards.',
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
