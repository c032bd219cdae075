import { describe, expect, it } from 'vitest';
import { SPEECH_CHUNK_MAX_CHARS, speechCost, splitForSpeech } from './speech-chunks';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('splitting text for speech', () => {
  it('keeps a short text whole', () => {
    expect(splitForSpeech('In the beginning God created the heaven and the earth.')).toEqual([
      'In the beginning God created the heaven and the earth.',
    ]);
  });

  it('packs whole sentences into pieces no longer than the limit, losing no word', () => {
    const sentence = (index: number) => `Sentence number ${index} speaks of mercy, patience and peace.`;
    const text = Array.from({ length: 60 }, (_, index) => sentence(index)).join(' ');
    const pieces = splitForSpeech(text, 200);
    expect(pieces.length).toBeGreaterThan(10);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(200);
      expect(piece).toMatch(/^Sentence number \d+ .*peace\.$/);
    }
    expect(words(pieces.join(' '))).toEqual(words(text));
  });

  it('ends pieces at sentence marks followed by quotes or brackets, and at line breaks', () => {
    expect(splitForSpeech('He said, "Let there be light." (And there was.)\nGenesis 1', 20)).toEqual([
      'He said,',
      '"Let there be',
      'light."',
      '(And there was.)',
      'Genesis 1',
    ]);
    expect(splitForSpeech('Is it so? It is! Amen… Selah', 12)).toEqual([
      'Is it so?',
      'It is! Amen…',
      'Selah',
    ]);
  });

  it('splits an over-long sentence at a clause mark past the first third, else at a space', () => {
    const pieces = splitForSpeech(`${'love '.repeat(30)}and mercy, ${'peace '.repeat(30)}`, 200);
    expect(pieces[0]!.endsWith('and mercy,')).toBe(true);
    expect(pieces.every((piece) => piece.length <= 200)).toBe(true);
    expect(splitForSpeech('one two three four five six', 10)).toEqual(['one two', 'three four', 'five six']);
  });

  it('cuts one unbroken word at the limit without splitting a surrogate pair', () => {
    expect(splitForSpeech('a'.repeat(25), 10)).toEqual(['a'.repeat(10), 'a'.repeat(10), 'a'.repeat(5)]);
    const pieces = splitForSpeech(`${'a'.repeat(9)}🙏🙏`, 10);
    expect(pieces).toEqual(['a'.repeat(9), '🙏', '🙏']);
  });

  it('drops control characters and lone surrogates, and gives nothing for text with nothing else', () => {
    expect(splitForSpeech('Peace\u0000be\u0007with\tyou\uD800.')).toEqual(['Peace be with you .']);
    expect(splitForSpeech('\u0000\u0001 \t\r\n\uDFFF')).toEqual([]);
  });

  it('counts digits and symbols as the words Flite makes of them, so their pieces are shorter', () => {
    expect(speechCost('Peace, friend.')).toBe(14);
    expect(speechCost('John 3:16')).toBe(5 + 1 + 5 + 5 + 5);
    expect(speechCost('%$')).toBe(12);
    const digits = splitForSpeech('9'.repeat(1000));
    expect(digits).toHaveLength(13);
    expect(digits.every((piece) => piece.length <= SPEECH_CHUNK_MAX_CHARS / 5)).toBe(true);
    expect(digits.join('')).toBe('9'.repeat(1000));
  });

  it('says a long run of one symbol as three', () => {
    expect(splitForSpeech('.'.repeat(3000))).toEqual(['...']);
    expect(splitForSpeech('Wait!!!!!!!! And then——————— silence')).toEqual(['Wait!!! And then——— silence']);
  });

  it('bounds every piece of any text by the default limit', () => {
    const text = `${'x'.repeat(1000)} ${'word, '.repeat(300)}${'. '.repeat(200)}${'%$#@!&*12'.repeat(100)}`;
    const pieces = splitForSpeech(text);
    expect(pieces.every((piece) => piece.length > 0 && speechCost(piece) <= SPEECH_CHUNK_MAX_CHARS)).toBe(
      true,
    );
  });
});
