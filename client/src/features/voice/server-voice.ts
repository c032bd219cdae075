import { stripPerspectiveTags } from '@common/chat/perspective-tags';
import { TTS_TEXT_MAX_LENGTH } from '@common/api/tts';
import { apiRequest } from '@/lib/api-client';
import { speakWithBrowser } from '@/lib/speech/browser-voice';

/** Spec §9: the chat's browser voice reads at rate 0.9, en-US (the default with no voice chosen), volume 0.8. */
export const CHAT_BROWSER_VOICE = { voiceId: null, speed: 1, baseRate: 0.9, volume: 0.8, pitch: 1 } as const;
export const CHAT_VOICE_VOLUME = 0.8;

/** A long answer is read up to the server's text limit, ending on a whole sentence where one fits. */
export function speakableText(content: string): string {
  const text = stripPerspectiveTags(content).trim();
  if (text.length <= TTS_TEXT_MAX_LENGTH) return text;
  const head = text.slice(0, TTS_TEXT_MAX_LENGTH);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('? '), head.lastIndexOf('! '));
  return sentenceEnd > 0 ? head.slice(0, sentenceEnd + 1) : head;
}

export type Playback = {
  /** Lowers the volume to 0 over `ms`, for a barge-in. */
  fadeOut: (ms: number) => void;
  stop: () => void;
};

export type PlaybackCallbacks = { onStart: () => void; onEnd: () => void; onFail: () => void };

/**
 * Spec §4: the server voice first (POST /api/tts/speak with the persona's voice id, text and voiceId only),
 * the browser voice if that fails, and onFail when neither can speak.
 */
export function speakReply(content: string, voiceId: string, callbacks: PlaybackCallbacks): Playback {
  const text = speakableText(content);
  let stopped = false;
  let audio: HTMLAudioElement | null = null;
  let browser: { cancel: () => void } | null = null;
  let fadeTimer: ReturnType<typeof setInterval> | undefined;

  const fallBackToBrowser = () => {
    if (stopped) return;
    if (typeof speechSynthesis === 'undefined') {
      callbacks.onFail();
      return;
    }
    callbacks.onStart();
    browser = speakWithBrowser(text, CHAT_BROWSER_VOICE, {
      onEnd: callbacks.onEnd,
      onError: callbacks.onFail,
    });
  };

  void (async () => {
    try {
      const response = await apiRequest('POST', '/api/tts/speak', { text, voiceId });
      const url = URL.createObjectURL(await response.blob());
      if (stopped) return;
      audio = new Audio(url);
      audio.volume = CHAT_VOICE_VOLUME;
      audio.onended = () => {
        URL.revokeObjectURL(url);
        callbacks.onEnd();
      };
      await audio.play();
      callbacks.onStart();
    } catch {
      audio = null;
      fallBackToBrowser();
    }
  })();

  return {
    fadeOut(ms) {
      const current = audio;
      if (!current) return;
      const step = current.volume / Math.max(1, ms / 30);
      fadeTimer = setInterval(() => {
        current.volume = Math.max(0, current.volume - step);
      }, 30);
    },
    stop() {
      stopped = true;
      clearInterval(fadeTimer);
      audio?.pause();
      browser?.cancel();
    },
  };
}
