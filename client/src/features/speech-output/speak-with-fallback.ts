import { isSpeechSynthesisSupported, speakWithBrowser, type BrowserSpeechSettings } from './browser-voice';
import { playServerVoice, type ServerSpeechRequest, type ServerVoicePlayback } from './server-voice-player';
import type { SpeechOutput, SpeechOutputCallbacks, SpeechSource } from '@/lib/speech-output-context';
import type { VoiceDriver } from './voice-driver';

/*
 * The server voice first, the browser voice when that fails, then idle. Every spoken reply, message and
 * verse goes through here, so "is anything playing?" (the auto-play rule) has one answer.
 */

export type SpeechPlan = {
  text: string;
  /** The server voice to try first; null goes straight to the browser voice (a 'browser_' voice was chosen). */
  server: (Omit<ServerSpeechRequest, 'text'> & { playbackRate?: number }) | null;
  browser: BrowserSpeechSettings;
  /** The server audio's volume (the browser voice takes its own from `browser`). */
  volume: number;
};

const active = new Set<object>();

/** True while any reply, message or verse is being spoken (or fetched to be spoken). */
export function isSpeechOutputActive(): boolean {
  return active.size > 0;
}

export function speakWithFallback(plan: SpeechPlan, callbacks: SpeechOutputCallbacks): SpeechOutput {
  const token = {};
  active.add(token);
  let done = false;
  let source: SpeechSource | null = null;
  let server: ServerVoicePlayback | null = null;
  let browser: { cancel: () => void } | null = null;

  const settle = (outcome: () => void) => {
    if (done) return;
    done = true;
    active.delete(token);
    outcome();
  };

  const speakInBrowser = (serverError?: unknown) => {
    server = null;
    if (done) return;
    if (!isSpeechSynthesisSupported()) {
      settle(() => callbacks.onError(serverError ?? new Error('There is no voice to speak with')));
      return;
    }
    source = 'browser';
    callbacks.onStart?.('browser');
    browser = speakWithBrowser(plan.text, plan.browser, {
      onEnd: () => settle(callbacks.onEnd),
      onError: (error) => settle(() => callbacks.onError(error)),
    });
  };

  if (plan.server) {
    const { playbackRate, ...request } = plan.server;
    server = playServerVoice(
      { ...request, text: plan.text },
      { volume: plan.volume, ...(playbackRate === undefined ? {} : { playbackRate }) },
      {
        onStart: () => {
          source = 'server';
          callbacks.onStart?.('server');
        },
        onEnd: () => settle(callbacks.onEnd),
        onError: (error) => speakInBrowser(error),
      },
    );
  } else {
    speakInBrowser();
  }

  return {
    stop() {
      if (done) return;
      done = true;
      active.delete(token);
      server?.stop();
      browser?.cancel();
    },
    pause: () => (!done && server?.pause()) || false,
    resume: () => (!done && server?.resume()) || false,
    fadeOut: (ms) => server?.fadeOut(ms),
    get source() {
      return source;
    },
  };
}

/** A VoiceDriver (the reader's playback machine) over this output; `planFor` null means no voice at all. */
export function createFallbackVoiceDriver(planFor: (text: string) => SpeechPlan | null): VoiceDriver {
  return {
    speak(text, callbacks) {
      const plan = planFor(text);
      if (!plan) return null;
      const output = speakWithFallback(plan, callbacks);
      return { cancel: output.stop, pause: output.pause, resume: output.resume };
    },
  };
}
