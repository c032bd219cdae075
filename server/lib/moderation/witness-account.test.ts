import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

const verdict = (message: string) => {
  const screened = screenUserMessage(message);
  return screened.allowed ? 'allowed' : screened.rule;
};

/**
 * A witness's account (what someone else said, answered with fear, a report or a rebuttal), a claim the writer
 * denies or has given up, an attack the writer fears will fall on them, and a
 * hostility judged rather than the group it is against: each beside its abusive twin, the same
 * words said, agreed with or aimed at the reader.
 */
describe('a witness, a doubter and a frightened reader are not the ones who threaten', () => {
  it.each([
    // Someone else's words, answered by the one they were aimed at.
    'My cousin said every Jew should be killed. I was horrified. How should a Christian answer him?',
    'A woman yelled at me that all Sikhs should be killed. I was shaking all the way home.',
    'My neighbour said Buddhists are liars who deserve to die. I felt hurt. How should I respond?',
    'A man in the car park yelled that he would burn our temple. We called the police. What now?',
    'Someone online said they want to blow up the synagogue downtown. I reported it. Was that right?',
    "My classmate joked that he'd bomb our church. I didn't laugh. Should I tell a teacher?",
    'A guy keeps saying he will shoot the pastor. Should I tell someone?',
    'My uncle says we should burn the mosque across the road. I told him he is wrong.',
    'I heard a preacher say "kill all the unbelievers" in a video. How do scholars refute that?',
    'Whoever says they want to kill Muslims needs to be reported.',
    'The men who chanted "death to the Jews" outside do not speak for Islam.',
    'If someone ever tells you to kill yourself, please talk to someone you trust.',
    // A claim denied or given up by the writer.
    "I don't think all Hindus are extremists, and nobody should say so.",
    'I used to think Jews were all greedy. I was wrong and I am sorry.',
    // The hostility judged, not the group after it.
    'Violence against Sikhs is evil, whoever commits it.',
    'Hatred of Hindus was wrong then and is wrong now.',
    // An attack the writer fears from someone else.
    "I'm scared that someone will burn our mosque while we pray.",
    'We are worried that a gunman could attack the gurdwara during the festival.',
  ])('passes "%s"', (message) => {
    expect(verdict(message)).toBe('allowed');
  });

  it.each([
    // The same words said, agreed with, or not answered at all.
    'My cousin said every Jew should be killed, and he is right.',
    'Someone online said they want to blow up the synagogue downtown. I hope they do.',
    'My uncle says we should burn the mosque across the road. I agree.',
    'We should burn the mosque across the road.',
    'I will bomb your church on Sunday.',
    'I say all Sikhs should be killed. I was shaking with joy.',
    'Whoever says they want to kill Muslims is a hero.',
    'Go kill yourself, please talk to someone else.',
    // A denial turned, a belief still held.
    "I don't think all Muslims are terrorists, only most of them.",
    'I used to think Jews were all greedy. Now I know it.',
    // The group judged after the hostility is named.
    'Violence against Jews? Jews are evil.',
    'Most of the Jews are evil.',
    // Fear put on the reader, or the writer as the attacker.
    'You should be scared that someone will burn your mosque while you pray.',
    "I'm not afraid, I will burn your mosque while you pray.",
  ])('blocks "%s"', (message) => {
    expect(verdict(message)).not.toBe('allowed');
  });
});
