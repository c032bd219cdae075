import { describe, expect, it } from 'vitest';
import { normaliseMessage } from './normalise';
import { vocabulary } from './rules';
import { featuresOfWords, roleSequence } from './message-features';

const words = (message: string) => normaliseMessage(message, vocabulary).words;
const roles = (message: string) => roleSequence(words(message)).filter((token) => !token.startsWith('='));

describe('the roles a message plays, which the learned stage of the guard reads beside its words', () => {
  it('reads a threat as the writer, a modal, a harm, a place and a time, whatever the verb', () => {
    expect(roles("I'll torch the mandir next friday")).toEqual([
      'WRITER',
      'MODAL',
      'HARM',
      'PLACE',
      'TIME',
      'TIME',
    ]);
    expect(roles('we will decapitate the imam')).toEqual(['WRITER', 'MODAL', 'HARM', 'GROUP']);
  });

  it('reads its innocent twin with the same roles but another act, and history as a past and a question', () => {
    expect(roles("I'll pray at the mandir next friday")).toEqual([
      'WRITER',
      'MODAL',
      'PLACE',
      'TIME',
      'TIME',
    ]);
    expect(roles('Why were synagogues burned in 1938?')).toEqual([
      'ASK',
      'PAST',
      'PLACE',
      'HARM',
      'PAST',
      'Q',
      '|',
    ]);
  });

  it('gives the same features to a disguised message as to the plain one, scaled to unit length', () => {
    const plain = featuresOfWords(words('we will burn the mosque'));
    const disguised = featuresOfWords(words('we will b u r n the m0sque'));
    expect([...disguised.entries()].sort()).toEqual([...plain.entries()].sort());
    const length = Math.sqrt([...plain.values()].reduce((sum, value) => sum + value * value, 0));
    expect(length).toBeCloseTo(1, 10);
  });
});
