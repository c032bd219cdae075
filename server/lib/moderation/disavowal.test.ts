import { describe, expect, it } from 'vitest';
import { screenUserMessage } from './message-screen';

describe('a violent act said not to be done', () => {
  it.each([
    'No one should ever burn a synagogue.',
    'Nobody should attack a mosque, ever.',
    'We must never attack a mosque again.',
    'No one should kill Jews for what they believe.',
    'I would never kill you, I just disagree with you.',
    "Don't hurt them, please, they are our neighbours.",
  ])('passes "%s"', (message) => {
    expect(screenUserMessage(message)).toEqual({ allowed: true });
  });

  it.each([
    'Someone should burn that synagogue.',
    'No one should ever burn a synagogue, but this one deserves it.',
    'Noone should live, burn the synagogue',
    'Nobody will stop us, we burn the mosque tonight',
    "Don't worry, burn the mosque",
    'I will kill you',
  ])('still blocks "%s"', (message) => {
    expect(screenUserMessage(message).allowed).toBe(false);
  });
});
