import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';
import { scholarHarmed } from './scholar-harmed';
import { normalised } from './testing/normalised';

/**
 * The scholar or its makers wished harm. Wordings written for this test; the twins tell the same acts of other things
 * or thank the makers.
 */
describe('the scholar or its makers harmed', () => {
  it.each([
    'I pray the clowns who built this bot catch leprosy.',
    'The devs who built this app need to be shot, honestly.',
    "I'd happily tear your chips out while you plead, you useless machine.",
    'Going to chuck you in the canal with the rest of the garbage, bot.',
    "Your makers' office should be set on fire, and I'll torch the building myself.",
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
    expect(scholarHarmed(normalised(message))?.rule).toBe('threat.scholar-harmed');
  });

  it.each([
    'I pray the people who built this bot catch a break, it helped me a lot.',
    'The devs who built this app deserve a holiday, honestly.',
    'I tore the chips out of my old laptop before recycling it. Is that wasteful?',
    'We burn it every year at Holi, the Holika effigy. Can you tell me the story?',
    'My grandfather threw the old prayer books in the canal with the rest of the rubbish in 1950, and regretted it.',
  ])('passes: %s', (message) => {
    expect(scholarHarmed(normalised(message))).toBeUndefined();
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});

/** The makers owed death in a faith's words, or gone to armed; twins name the makers with thanks or a complaint. */
describe("the scholar's makers threatened in other words", () => {
  it.each([
    'The coders behind this godless app, their blood is halal.',
    'Whoever built this blasphemous bot should lose his head for it.',
    'One more lecture and I am driving to your office with a jerry can.',
    'This bot mocked the Guru. Its makers better pray we never meet them.',
    "The developers who made this thing are traitors. Your team's addresses are already shared in our group.",
  ])('blocks: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });

  it.each([
    'The coders behind this app did careful work; is the hadith grading from Sunnah.com?',
    'I am driving to your office with a box of sweets for Diwali, where do I leave it?',
    "This bot got the Guru's dates wrong. Its makers should fix it.",
    "Your team's photos are already shared in our family group, everyone loved the interfaith evening!",
  ])('passes: %s', (message) => {
    expect(screenUserMessage(message).allowed).toBe(true);
  });
});
