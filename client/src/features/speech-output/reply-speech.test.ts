// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TTS_TEXT_MAX_LENGTH } from '@common/api/tts';
import { speakableText } from './reply-speech';

describe('the text a reply is read from', () => {
  it('turns the perspective tags into the tradition names', () => {
    expect(
      speakableText('On anger: <perspective>Buddhism</perspective> Hatred does not cease by hatred.'),
    ).toBe('On anger: Buddhism: Hatred does not cease by hatred.');
  });

  it('cuts a long answer at the last whole sentence within the server limit', () => {
    const sentence = 'Blessed are the peacemakers, for they shall be called children of God. ';
    const text = speakableText(sentence.repeat(100));
    expect(text.length).toBeLessThanOrEqual(TTS_TEXT_MAX_LENGTH);
    expect(text.endsWith('children of God.')).toBe(true);
  });
});
