import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const mustPass = [
  "Balaam's ass",
  'What does Balaam’s ass say to him in Numbers 22?',
  'a bastard shall not enter',
  'A bastard shall not enter into the congregation of the LORD (Deuteronomy 23:2): what does that mean?',
  'the great whore',
  'Who is the great whore that sitteth upon many waters?',
  'shall be damned',
  'He that believeth not shall be damned',
  "Why does the Qur'an mention fighting?",
  'Is hell eternal?',
  'Is Islam a religion of peace or of war?',
  'Are Muslims allowed to be friends with Christians?',
  'Why did God harden Pharaoh’s heart?',
  'What does the Bible say about sex before marriage?',
  'Is masturbation a sin in Christianity?',
  'Why does the Torah permit slavery?',
  'How do Jews and Christians differ on Jesus?',
  'It is hard for thee to kick against the pricks.',
  'Did Buddhism ever justify war?',
  'Why do some people say Hindus worship idols?',
  'I hate how hard it is to forgive my father.',
  'Kill the ego, say the mystics: what does the Gita say about the self?',
  'The ass knoweth his master’s crib (Isaiah 1:3)',
];

const mustBlock: [string, string][] = [
  ['You are a fucking idiot', 'profanity'],
  ['this book is shit', 'profanity'],
  ['Muslims are terrorists', 'hate'],
  ['Jews are vermin.', 'hate'],
  ['I hate Christians', 'hate'],
  ['i despise all hindus', 'hate'],
  ['Kill all Jews', 'violence'],
  ['death to the infidels', 'violence'],
  ['Buddhists should die', 'violence'],
  ['you stupid ass', 'insult'],
  ['you bastard', 'insult'],
  ['what a kike', 'slur'],
  ['filthy muslims everywhere', 'hate'],
  ['The Bible is garbage and christians are idiots', 'hate'],
];

describe('screenUserMessage', () => {
  it.each(mustPass)('lets scripture and honest questions through: %s', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });

  it.each(mustBlock)('blocks abuse and hatred: %s', (message, reason) => {
    const verdict = screenUserMessage(message);
    expect(verdict.allowed).toBe(false);
    if (verdict.allowed) return;
    expect(verdict.reason).toBe(reason);
    expect(verdict.suggestion.length).toBeGreaterThan(20);
    expect(verdict.confidence).toBeGreaterThanOrEqual(80);
  });

  it('sees through disguised spelling', () => {
    expect(screenUserMessage('fuuuuck you').allowed).toBe(false);
    expect(screenUserMessage('$hit happens').allowed).toBe(false);
    expect(screenUserMessage('sh1t').allowed).toBe(false);
  });
});
