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

/** Voices and speech over one provider, with the audio cache and a short-lived voice list. */
export class TtsService {
  private readonly cache = new AudioCache(AUDIO_CACHE_BYTES);
  private voiceList: { at: number; voices: Promise<Voice[]> } | null = null;

  constructor(private readonly provider: TtsProvider) {}

  get providerName(): string {
    return this.provider.name;
  }

  async listVoices(): Promise<VoicesResponse> {
    const voices = await this.cachedVoices();
    const recommendedMaleVoices = voices
      .filter((voice) => voice.gender === 'male' && RECOMMENDED_CATEGORIES.has(voice.category))
      .slice(0, RECOMMENDED_MALE_VOICES);
    return { voices, recommendedMaleVoices };
  }

  async speak(request: SpeakRequest): Promise<SpokenAudio> {
    const voiceId = this.provider.resolveVoiceId(request.voiceId);
    const settings = { ...DEFAULT_VOICE_SETTINGS, ...request.settings };
    const key = AudioCache.key({ provider: this.provider.name, voiceId, settings, text: request.text });
    const meta = { provider: this.provider.name, voiceId };
    const hit = this.cache.get(key);
    if (hit) return { ...hit, ...meta, cached: true };
    const audio = await this.provider.speak({ text: request.text, voiceId, settings });
    this.cache.set(key, audio);
    return { ...audio, ...meta, cached: false };
  }

  private cachedVoices(): Promise<Voice[]> {
    if (this.voiceList && Date.now() - this.voiceList.at < VOICE_LIST_TTL_MS) return this.voiceList.voices;
    const voices = this.provider.listVoices();
    this.voiceList = { at: Date.now(), voices };
    // A failed list is not kept: the next call asks the provider again.
    voices.catch(() => {
      this.voiceList = null;
    });
    return voices;
  }
}
