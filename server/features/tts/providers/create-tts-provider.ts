import type { Config } from '../../../config';
import { ElevenLabsProvider } from './elevenlabs-provider';
import { FlitePool, type PoolLogger } from './flite-pool';
import { OfflineTtsProvider } from './offline-provider';
import { OpenAiSpeechProvider } from './openai-speech-provider';
import type { TtsProvider } from './tts-provider';

/** Same order as the health report's voice list: ElevenLabs, then an OpenAI-compatible server, then offline. */
export function createTtsProvider(
  config: Config,
  log?: PoolLogger,
): TtsProvider & { close?: () => Promise<void> } {
  if (config.ELEVENLABS_API_KEY)
    return new ElevenLabsProvider(config.ELEVENLABS_API_KEY, config.ELEVENLABS_BASE_URL);
  if (config.TTS_BASE_URL)
    return new OpenAiSpeechProvider(
      { baseURL: config.TTS_BASE_URL, apiKey: config.TTS_API_KEY },
      config.TTS_MODEL,
    );
  return new OfflineTtsProvider(new FlitePool({ log, retryAfterSeconds: config.BUSY_RETRY_AFTER_S }));
}
