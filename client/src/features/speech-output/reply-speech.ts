import { TTS_TEXT_MAX_LENGTH } from '@common/api/tts';
import { stripPerspectiveTags } from '@common/chat/perspective-tags';
import type { SpeechOutput, SpeechOutputCallbacks } from '@/lib/speech-output-context';
import { speakWithFallback } from './speak-with-fallback';

/** The chat's browser voice reads at rate 0.9, en-US (no voice chosen), volume 0.8. */
export const CHAT_BROWSER_VOICE = { voiceId: null, speed: 1, baseRate: 0.9, volume: 0.8, pitch: 1 } as const;
/** The chat voice volume, for the server audio too. */
export const CHAT_VOICE_VOLUME = 0.8;

/** A long answer is read up to the server's text limit, ending on a whole sentence where one fits. */
export function speakableText(content: string): string {
  const text = stripPerspectiveTags(content).trim();
  if (text.length <= TTS_TEXT_MAX_LENGTH) return text;
  const head = text.slice(0, TTS_TEXT_MAX_LENGTH);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  return sentenceEnd > 0 ? head.slice(0, sentenceEnd + 1) : head;
}

/**
 * Reads a scholar's reply (or one part of it) aloud: perspective tags stripped, the persona's server voice with
 * text and voiceId only, the chat's browser voice if that fails, onError if neither can.
 */
export function speakReply(content: string, voiceId: string, callbacks: SpeechOutputCallbacks): SpeechOutput {
  return speakWithFallback(
    {
      text: speakableText(content),
      server: { voiceId },
      browser: CHAT_BROWSER_VOICE,
      volume: CHAT_VOICE_VOLUME,
    },
    callbacks,
  );
}
