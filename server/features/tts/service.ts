import {
  DEFAULT_VOICE_SETTINGS,
  type SpeakRequest,
  type Voice,
  type VoicesResponse,
} from '../../../common/api/tts';
import type { SpeechAudio, TtsProvider } from './providers/tts-provider';
import { AudioCache } from './audio-cache';

const AUDIO_CACHE_BYTES = 64 * 1024 * 1024;
const VOICE_LIST_TTL_MS = 10 * 60_000;
const RECOMMENDED_MALE_VOICES = 5;
const RECOMMENDED_CATEGORIES = new Set(['premade', 'professional', 'offline']);

export type SpokenAudio = SpeechAudio & { cached: boolean; provider: string; voiceId: string };

/** What speech keeps between requests: the provider, its audio cache and a short-lived voice list. */
export type TtsDeps = {
  provider: TtsProvider;
  cache: AudioCache;
  voiceList: { at: number; voices: Promise<Voice[]> } | null;
};

/** Built once when the routes register; every speech call takes it first. */
export function createTtsDeps(provider: TtsProvider): TtsDeps {
  return { provider, cache: new AudioCache(AUDIO_CACHE_BYTES), voiceList: null };
}

export async function listVoices(deps: TtsDeps): Promise<VoicesResponse> {
  const voices = await cachedVoices(deps);
  const recommendedMaleVoices = voices
    .filter((voice) => voice.gender === 'male' && RECOMMENDED_CATEGORIES.has(voice.category))
    .slice(0, RECOMMENDED_MALE_VOICES);
  return { voices, recommendedMaleVoices };
}

export async function speak(deps: TtsDeps, request: SpeakRequest): Promise<SpokenAudio> {
  const { provider, cache } = deps;
  const voiceId = provider.resolveVoiceId(request.voiceId);
  const settings = { ...DEFAULT_VOICE_SETTINGS, ...request.settings };
  const key = AudioCache.key({ provider: provider.name, voiceId, settings, text: request.text });
  const meta = { provider: provider.name, voiceId };
  const hit = cache.get(key);
  if (hit) return { ...hit, ...meta, cached: true };
  const audio = await provider.speak({ text: request.text, voiceId, settings });
  cache.set(key, audio);
  return { ...audio, ...meta, cached: false };
}

function cachedVoices(deps: TtsDeps): Promise<Voice[]> {
  if (deps.voiceList && Date.now() - deps.voiceList.at < VOICE_LIST_TTL_MS) return deps.voiceList.voices;
  const voices = deps.provider.listVoices();
  deps.voiceList = { at: Date.now(), voices };
  // A failed list is not kept: the next call asks the provider again.
  voices.catch(() => {
    deps.voiceList = null;
  });
  return voices;
}
