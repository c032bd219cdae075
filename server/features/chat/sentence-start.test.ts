import { describe, expect, it } from 'vitest';
import { sentenceStart, startsMidSentence } from './sentence-start';

describe('startsMidSentence: a sutta line that is not the start of its sentence', () => {
  it('reads a line that begins with a small letter as the rest of a sentence', () => {
    expect(startsMidSentence('and I guarantee you non-return.', '“Mendicants, give up one thing')).toBe(true);
    expect(
      startsMidSentence('craving for sensual pleasures, craving to continue existence,', 'That is,'),
    ).toBe(true);
    expect(startsMidSentence('but they do not know the way.', undefined)).toBe(true);
  });

  it('reads a capitalised line after an unfinished one as its continuation', () => {
    expect(startsMidSentence('I will not be reborn.', 'Having seen this danger,')).toBe(true);
    expect(startsMidSentence('Sāriputta went to the Buddha.', 'After some time the venerable')).toBe(true);
  });

  it('leaves a sentence that starts the line alone, a capitalised And or But included', () => {
    expect(startsMidSentence('And how does a mendicant meditate?', 'What four?')).toBe(false);
    expect(
      startsMidSentence('But when my knowledge was purified, I announced it.', 'I did not announce it.'),
    ).toBe(false);
    expect(startsMidSentence('What two?', '“Mendicants, these two extremes should not be cultivated.')).toBe(
      false,
    );
  });

  it('leaves a quotation opened after a comma or a colon alone', () => {
    expect(startsMidSentence('“Mendicants!”', 'There the Buddha addressed the mendicants,')).toBe(false);
    expect(startsMidSentence('‘My freedom is unshakable.’', 'Knowledge and vision arose in me:')).toBe(false);
  });

  it('never runs a heading into the sentence after it', () => {
    expect(startsMidSentence('It’s when a mendicant meditates.', '1.1. Mindfulness of Breathing')).toBe(
      false,
    );
    expect(startsMidSentence('Mendicants, suppose bandits were to sever you.', 'The Simile of the Saw')).toBe(
      false,
    );
  });
});

describe('sentenceStart: how many lines before a passage it takes in', () => {
  it('goes back to the line where the sentence starts', () => {
    const before = [
      'It’s the craving that leads to future lives, mixed up with relishing and greed, taking pleasure wherever it lands. That is,',
      'Now this is the noble truth of the origin of suffering.',
    ];
    expect(sentenceStart('craving for sensual pleasures.', before)).toEqual({ lead: 1, cut: false });
    const verse = ['Seeing this danger born of affection,', 'following which this pain arises.'];
    expect(sentenceStart('live alone like a horned rhino.', verse)).toEqual({ lead: 1, cut: false });
  });

  it('walks back over several unfinished lines of a verse', () => {
    const before = ['not harming even a single one,', 'When you’ve laid down arms toward all creatures,'];
    expect(sentenceStart('don’t wish for a child, let alone a companion:', before)).toEqual({
      lead: 2,
      cut: false,
    });
  });

  it('takes in nothing when the line starts its sentence', () => {
    expect(sentenceStart('What four?', ['“Mendicants, the four kinds are the path.'])).toEqual({
      lead: 0,
      cut: false,
    });
  });

  it('says the passage starts inside a sentence when the start is out of reach', () => {
    expect(sentenceStart('and I guarantee you non-return.', [])).toEqual({ lead: 0, cut: true });
    expect(sentenceStart('and a last line.', ['and one,', 'and two,', 'and three,', 'and four,'])).toEqual({
      lead: 3,
      cut: true,
    });
    const long = `and ${'a very long clause '.repeat(20)},`;
    expect(sentenceStart('and the end.', [long, 'It began here,'])).toEqual({ lead: 0, cut: true });
    expect(sentenceStart('and so on.', ['1. Observing the Body'])).toEqual({ lead: 0, cut: true });
  });
});

describe('sentenceStart within the room a quotation leaves', () => {
  it('takes in no more than the room beside the passage’s own lines', () => {
    const before = ['When you’ve laid down arms toward all creatures, not harming even a single one,'];
    expect(sentenceStart('don’t wish for a child.', before, 200)).toEqual({ lead: 1, cut: false });
    expect(sentenceStart('don’t wish for a child.', before, 40)).toEqual({ lead: 0, cut: true });
  });
});
