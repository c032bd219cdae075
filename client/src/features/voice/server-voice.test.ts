import { describe, expect, it } from 'vitest';
import { TTS_TEXT_MAX_LENGTH } from '@common/api/tts';
import { speakableText } from './server-voice';

describe('the text a reply is read from', () => {
  it('drops the perspective tags', () => {
    expect(
      speakableText('On anger: <perspective>Buddhism</perspective> Hatred does not cease by hatred.'),
    ).not.toContain('<perspective>');
  });

  it('cuts a long answer at the last whole sentence within the server limit', () => {
    const sentence = 'Blessed are the peacemakers, for they shall be called children of God. ';
    const text = speakableText(sentence.repeat(100));
    expect(text.length).toBeLessThanOrEqual(TTS_TEXT_MAX_LENGTH);
    expect(text.endsWith('children of God.')).toBe(true);
  });
});
