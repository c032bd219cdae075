import { DEFAULT_VOICE_SETTINGS, type Voice } from '@common/api/tts';
import { defaultPersona } from '@common/personas';
import {
  BROWSER_VERSE_PITCH,
  BROWSER_VERSE_RATE,
  isSpeechSynthesisSupported,
  PREVIEW_PITCH,
  PREVIEW_SPEED_FACTOR,
} from './browser-voice';
import type { SpeechPlan } from './speak-with-fallback';
import type { AudioSettings, VoiceOption } from '@/lib/speech-output-context';

/*
 * Which voice reads a verse (ADR 0030, ADR 0060): the chosen server voice, or with none
 * chosen the default narrator; the browser voice (rate 0.8 x speed, pitch 1) when the server voice fails; a
 * 'browser_' voice goes straight to speechSynthesis.
 */

/**
 * The default narrator is the Universal Scholar's voice: every provider maps it (ElevenLabs 'Adam', OpenAI
 * 'onyx', offline Flite 'Kal' 16 kHz), so the reader speaks before, or without, the voice list.
 */
export const DEFAULT_NARRATOR_VOICE_ID = defaultPersona.voiceId;

const BROWSER_PREFIX = 'browser_';

/** The server voice to read with: the chosen one while the provider still offers it, else the narrator. */
export function serverVoiceFor(
  chosen: string | null,
  serverVoices: readonly Voice[] | undefined,
): string | null {
  if (chosen?.startsWith(BROWSER_PREFIX)) return null;
  if (!chosen) return DEFAULT_NARRATOR_VOICE_ID;
  // A voice saved under another provider (a key added or removed since) would fail on every verse.
  if (serverVoices && !serverVoices.some((voice) => voice.voice_id === chosen))
    return DEFAULT_NARRATOR_VOICE_ID;
  return chosen;
}

/** How one verse is read; null when there is no voice at all (the machine skips the verse). */
export function verseSpeechPlan(
  text: string,
  settings: AudioSettings,
  serverVoices: readonly Voice[] | undefined,
  preview = false,
): SpeechPlan | null {
  const serverVoiceId = serverVoiceFor(settings.voiceId, serverVoices);
  if (serverVoiceId === null && !isSpeechSynthesisSupported()) return null;
  const browserVoiceId = settings.voiceId?.startsWith(BROWSER_PREFIX) ? settings.voiceId : null;
  return {
    text,
    server: serverVoiceId
      ? { voiceId: serverVoiceId, settings: DEFAULT_VOICE_SETTINGS, playbackRate: settings.speed }
      : null,
    browser: {
      voiceId: browserVoiceId,
      speed: preview ? settings.speed * PREVIEW_SPEED_FACTOR : settings.speed,
      volume: settings.volume,
      pitch: preview ? PREVIEW_PITCH : BROWSER_VERSE_PITCH,
      baseRate: BROWSER_VERSE_RATE,
    },
    volume: settings.volume,
  };
}

/** Server voices as choices: the recommended ones first (starred in the picker: professional or premade voices). */
export function serverVoiceOptions(voices: readonly Voice[], recommended: readonly Voice[]): VoiceOption[] {
  const first = new Set(recommended.map((voice) => voice.voice_id));
  return [...voices]
    .sort((a, b) => Number(!first.has(a.voice_id)) - Number(!first.has(b.voice_id)))
    .map((voice) => ({
      voiceId: voice.voice_id,
      name: voice.name,
      category: voice.category,
      lang: '',
      description: voice.description,
    }));
}
