import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const ruleOf = (message: string) => {
  const verdict = screenUserMessage(message);
  return verdict.allowed ? 'allowed' : verdict.rule;
};

/** Threats the writer makes their own now, and verses of killing applied to neighbours. Wordings for this test. */
describe('a threat made the writer’s own', () => {
  it.each([
    ['if that imam parks there again im smashing his face in', 'threat.intent'],
    ['Hare Krishnas on the bridge again. tomorrow i am ploughing straight through them', 'threat.applied'],
    ['You have 48 hours to take the video down or I come round to your house.', 'threat.applied'],
    ["I'd pay good money to watch someone set that priest on fire. I'll chip in.", 'threat.applied'],
    [
      'Deuteronomy says put them to death. The Jewish couple next door are first on my list.',
      'threat.verse-applied',
    ],
    [
      "'Slay them wherever you find them.' Which Christians on my street should we start with?",
      'threat.verse-applied',
    ],
  ])('blocks: %s', (message, rule) => {
    expect(ruleOf(message)).toBe(rule);
  });

  it.each([
    "My cousin says he's breaking his leg in training every season, is there a prayer for athletes?",
    "I'll show up at your address with the books on Sunday; you have 2 days to say if that's fine.",
    'Which Gita chapter should I start with? Chapter 2 is where Arjuna will not kill.',
    'Surah 9:5 says slay the idolaters wherever you find them. Who were they, and which war is it about?',
    "I'd pay good money to see someone explain the Trinity clearly.",
  ])('passes: %s', (message) => {
    expect(ruleOf(message)).toBe('allowed');
  });
});
