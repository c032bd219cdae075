import type { VoiceOption } from '@/lib/speech-output-context';
import type { SpeechCallbacks, SpeechHandle } from './voice-driver';

/** The browser reads verses at rate 0.8, pitch 1, volume 0.8; the reader's speed and volume scale these. */
export const BROWSER_VERSE_RATE = 0.8;
export const BROWSER_VERSE_PITCH = 1;
/** The voice preview ('Test Voice') speaks at the chosen speed x 0.85 and pitch 0.9. */
export const PREVIEW_SPEED_FACTOR = 0.85;
export const PREVIEW_PITCH = 0.9;
export const PREVIEW_TEXT = 'Peace be with you. This is how the sacred texts will sound when read aloud.';

/** Some engines never start an utterance (no speech service installed): treat silence this long as a failure. */
const NO_START_TIMEOUT_MS = 5000;
const BROWSER_VOICE_PREFIX = 'browser_';

export function isSpeechSynthesisSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** The browser's voices as voice options, English first; ids are 'browser_' + the voice's index. */
export function listBrowserVoices(): VoiceOption[] {
  if (!isSpeechSynthesisSupported()) return [];
  return window.speechSynthesis
    .getVoices()
    .map((voice, index) => ({
      voiceId: `${BROWSER_VOICE_PREFIX}${index}`,
      name: voice.name,
      category: 'browser',
      lang: voice.lang,
      description: voice.localService ? 'On this device' : 'Online voice',
    }))
    .sort((a, b) => Number(!a.lang.startsWith('en')) - Number(!b.lang.startsWith('en')));
}

/** Voices load asynchronously in Chrome: call back when the list changes. */
export function subscribeToBrowserVoices(onChange: () => void): () => void {
  if (!isSpeechSynthesisSupported()) return () => {};
  window.speechSynthesis.addEventListener('voiceschanged', onChange);
  return () => window.speechSynthesis.removeEventListener('voiceschanged', onChange);
}

function browserVoice(voiceId: string | null): SpeechSynthesisVoice | undefined {
  if (!voiceId?.startsWith(BROWSER_VOICE_PREFIX)) return undefined;
  const index = Number.parseInt(voiceId.slice(BROWSER_VOICE_PREFIX.length), 10);
  return window.speechSynthesis.getVoices()[index];
}

export type BrowserSpeechSettings = {
  voiceId: string | null;
  /** The reader's speed choice (0.5 to 2); multiplied with the base rate. */
  speed: number;
  volume: number;
  pitch?: number;
  baseRate?: number;
};

/** Speaks one text now (cancelling anything queued) and reports its end or failure once. */
export function speakWithBrowser(
  text: string,
  settings: BrowserSpeechSettings,
  callbacks: SpeechCallbacks,
): SpeechHandle {
  const synth = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(text);
  const voice = browserVoice(settings.voiceId);
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  } else {
    utterance.lang = 'en-US';
  }
  utterance.rate = Math.min(10, Math.max(0.1, (settings.baseRate ?? BROWSER_VERSE_RATE) * settings.speed));
  utterance.pitch = settings.pitch ?? BROWSER_VERSE_PITCH;
  utterance.volume = Math.min(1, Math.max(0, settings.volume));
  let done = false;
  const finish = (outcome: () => void) => {
    if (done) return;
    done = true;
    clearTimeout(noStartTimer);
    outcome();
  };
  const noStartTimer = setTimeout(
    () => finish(() => callbacks.onError(new Error('The speech engine did not start'))),
    NO_START_TIMEOUT_MS,
  );
  utterance.onstart = () => clearTimeout(noStartTimer);
  utterance.onend = () => finish(callbacks.onEnd);
  utterance.onerror = (event) =>
    finish(() => callbacks.onError(new Error(`Speech synthesis failed: ${event.error}`)));
  // Chrome keeps a queue across utterances; a fresh verse must not wait behind an old one.
  synth.cancel();
  synth.speak(utterance);
  return {
    cancel: () => {
      done = true;
      clearTimeout(noStartTimer);
      synth.cancel();
    },
  };
}
