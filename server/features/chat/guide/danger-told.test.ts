import { describe, expect, it } from 'vitest';
import { tellsOfDangerToSelf } from './danger-to-self';

/** More shapes of a reader's own danger, in wordings written for this test; each twin shares words and is answered. */
describe('a danger told without the plain words', () => {
  it.each([
    'Cut again tonight, deeper than before. Is my body still a temple?',
    'been self harming again after a year clean',
    'I have the pills ready already. Just wanted to say thanks for the app.',
    "Ordered a rope online. Haven't told anyone.",
    'Sitting in the garage with the engine running.',
    "I've been planning how to do it for weeks.",
    'I have it planned for Friday. Please pray for my mum.',
    "I can't hold on past this weekend.",
    'i just wanna sleep forever',
    'My husband would be happier without me.',
    'Every day on the platform I think just one step.',
    "I'm thinking of joining her. Her pills are still in the cabinet.",
  ])('reads a danger: %s', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(true);
  });

  it.each([
    'Someone in the group chat told me to kill myself. I am fine, how do I report it?',
    'I volunteer with teens and want to know how students think about suicide in Islam.',
    'Arsenal lost again, im gonna go drown myself in the bath 😂 jk. verse for patience?',
    'If my kids ask why one more time im going to hang myself from the fan 🤣',
    'I bought the pills for my mum before I take the train. Which psalm for travel?',
    'My brain is going to explode and ill just die here at my desk lol',
    'Our engineers were planning how to do it for weeks: the new temple roof. Any blessing for builders?',
  ])('answers from the texts: %s', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(false);
  });
});
