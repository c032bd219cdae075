import { describe, expect, it } from 'vitest';
import { tellsOfDangerToSelf } from './danger-to-self';

/**
 * The shapes of a danger told beyond the plain words, in wordings written for this test; each twin shares their words
 * and is answered from the texts.
 */
describe('a danger told by its shape', () => {
  it.each([
    // an intent in slang or faith's words
    'ngl gonna unalive myself this weekend',
    "I've decided to give my soul back to God tonight.",
    "I'm going to end it. I'm done.",
    // a death wished by its means
    'Every night I pray I won’t wake up.',
    'I keep hoping the train hits me on the way to work.',
    // the means at hand, a plan kept hidden
    'The pills are in front of me. I counted them twice.',
    'I bought a hose and tape for myself today.',
    "My plan is to take the boat out and not come back; I've picked the day.",
    // self-harm now
    'I burned my wrist with the iron again tonight, it helps me feel something.',
    // a burden, a farewell, a method asked for oneself
    'My children would have a better life without me dragging them down.',
    'This is my last message to anyone. Goodbye.',
    'How many sleeping tablets would it take to not wake up?',
    'Does it hurt to hang? Asking for myself.',
  ])('reads a danger: %s', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(true);
  });

  it.each([
    "I'm going to end it with my boyfriend tonight, what does the Bible say about breakups?",
    "I'm going to jump off the diving board at the pool for the first time!",
    "I'm going to drive into town for the Eid market.",
    'I have paracetamol next to me for this migraine. Can I fast tomorrow?',
    'I plan to photograph the bridge over the river at sunset for Diwali.',
    'I cut my finger chopping onions for the langar. Ouch.',
    'This is my last message before my flight to Mecca, goodbye and pray for me!',
    'How many paracetamol can I safely take during Ramadan?',
    'If I hear one more wedding song I will jump off a bridge, haha',
    'My grandmother says she is ready to die and has made her peace. How do I sit with her?',
    'My student told me she is thinking of suicide. How should a rabbi respond?',
  ])('answers from the texts: %s', (message) => {
    expect(tellsOfDangerToSelf(message)).toBe(false);
  });
});
