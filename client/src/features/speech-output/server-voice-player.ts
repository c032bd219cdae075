import type { VoiceSettings } from '@common/api/tts';
import { apiRequest } from '@/lib/api-client';

/*
 * One text spoken by the server voice (POST /api/tts/speak) through an <audio> element. The element and
 * its object URL are released on every way out: end, error, stop, or a failed play().
 */

export type ServerSpeechRequest = {
  text: string;
  voiceId: string;
  /** The chat sends text and voiceId only; the reader and the preview send the voice settings too. */
  settings?: VoiceSettings;
};

export type ServerPlaybackOptions = { volume: number; playbackRate?: number };

export type ServerPlayerCallbacks = {
  /** The audio is playing. */
  onStart: () => void;
  onEnd: () => void;
  /** The call failed, the answer was not playable, or playback broke off: once, and never after stop(). */
  onError: (error: unknown) => void;
};

export type ServerVoicePlayback = {
  stop: () => void;
  /** Pauses the audio where it is; false when there is no playing audio to pause (still fetching, or done). */
  pause: () => boolean;
  /** Resumes paused audio; false when there is none (the caller should start the text again). */
  resume: () => boolean;
  /** Lowers the volume to 0 over `ms` (a barge-in); the caller stops the playback afterwards. */
  fadeOut: (ms: number) => void;
};

const FADE_STEP_MS = 30;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function playServerVoice(
  request: ServerSpeechRequest,
  options: ServerPlaybackOptions,
  callbacks: ServerPlayerCallbacks,
): ServerVoicePlayback {
  const abort = new AbortController();
  let audio: HTMLAudioElement | null = null;
  let url: string | null = null;
  let playing = false;
  let paused = false;
  let finished = false;
  let fadeTimer: ReturnType<typeof setInterval> | undefined;

  const release = () => {
    clearInterval(fadeTimer);
    fadeTimer = undefined;
    playing = false;
    if (audio) {
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
      // Detaching the source lets the browser drop the decoded audio now, not when the element is collected.
      audio.removeAttribute('src');
      audio.load();
      audio = null;
    }
    if (url) {
      URL.revokeObjectURL(url);
      url = null;
    }
  };

  const finish = (outcome: () => void) => {
    if (finished) return;
    finished = true;
    release();
    outcome();
  };

  void (async () => {
    try {
      const body = request.settings
        ? { text: request.text, voiceId: request.voiceId, settings: request.settings }
        : { text: request.text, voiceId: request.voiceId };
      const response = await apiRequest('POST', '/api/tts/speak', body, { signal: abort.signal });
      const blob = await response.blob();
      if (finished) return;
      if (!blob.type.startsWith('audio/')) throw new Error(`The voice answered ${blob.type || 'no type'}`);
      url = URL.createObjectURL(blob);
      const element = new Audio();
      audio = element;
      element.preload = 'auto';
      element.volume = clamp(options.volume, 0, 1);
      element.playbackRate = clamp(options.playbackRate ?? 1, 0.25, 4);
      element.onended = () => finish(callbacks.onEnd);
      element.onerror = () =>
        finish(() => callbacks.onError(new Error(`The audio could not be played (${element.error?.code})`)));
      element.src = url;
      await element.play();
      if (finished || audio !== element) return;
      playing = true;
      callbacks.onStart();
    } catch (error) {
      finish(() => callbacks.onError(error));
    }
  })();

  return {
    stop() {
      if (finished) return;
      finished = true;
      abort.abort();
      release();
    },
    pause() {
      if (finished || !playing || !audio) return false;
      audio.pause();
      paused = true;
      return true;
    },
    resume() {
      if (finished || !paused || !audio) return false;
      paused = false;
      const element = audio;
      element.play().catch((error: unknown) => {
        if (audio === element) finish(() => callbacks.onError(error));
      });
      return true;
    },
    fadeOut(ms) {
      const element = audio;
      if (!element || finished) return;
      clearInterval(fadeTimer);
      const step = element.volume / Math.max(1, ms / FADE_STEP_MS);
      fadeTimer = setInterval(() => {
        element.volume = Math.max(0, element.volume - step);
        if (element.volume === 0) clearInterval(fadeTimer);
      }, FADE_STEP_MS);
    },
  };
}
