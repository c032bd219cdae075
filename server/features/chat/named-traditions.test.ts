import { describe, expect, it } from 'vitest';
import { namedFirst, namedTraditions } from './named-traditions';

describe('the traditions a question names', () => {
  it.each([
    ['What does the Bible say about suicide?', ['christianity']],
    ['How do Buddhists see anger?', ['buddhism']],
    ["What does the Qur'an teach about orphans?", ['islam']],
    ['Is there forgiveness in the Torah and the Gospels?', ['christianity', 'judaism']],
    ['What did Krishna tell Arjuna about duty?', ['hinduism']],
    ['What does the Hebrew Bible say about strangers?', ['judaism']],
    ['What do the suttas say about old age?', ['buddhism']],
  ])('"%s" names %j', (question, named) => {
    expect(namedTraditions(question)).toEqual(named);
  });

  it.each(['What is dharma?', 'Does God forgive every sin?', 'What did the prophets say about justice?'])(
    '"%s" names none: its words belong to several traditions',
    (question) => {
      expect(namedTraditions(question)).toEqual([]);
    },
  );

  it('puts the named traditions first and keeps the rest in their order', () => {
    expect(
      namedFirst(['christianity', 'islam', 'judaism', 'hinduism', 'buddhism'], ['buddhism', 'islam']),
    ).toEqual(['islam', 'buddhism', 'christianity', 'judaism', 'hinduism']);
  });
});
