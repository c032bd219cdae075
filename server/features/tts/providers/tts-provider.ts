import type { Voice, VoiceSettings } from '../../../../common/api/tts';
import { HttpError } from '../../../lib/http-error';

export type SpeechAudio = { audio: Buffer; contentType: string };

export type SpeakInput = {
  text: string;
  /** The provider's own voice id, already resolved from a persona voice id. */
  voiceId: string;
  settings: Required<VoiceSettings>;
};

/** One text-to-speech backend: ElevenLabs, an OpenAI-compatible server, or the offline Flite voice. */
export interface TtsProvider {
  readonly name: 'elevenlabs' | 'openai-compatible' | 'offline';
  listVoices(): Promise<Voice[]>;
  /** Maps a persona's voice id (an ElevenLabs id) to this provider's voice; other ids pass through unchanged. */
  resolveVoiceId(voiceId: string): string;
  speak(input: SpeakInput): Promise<SpeechAudio>;
}

export const unknownVoice = (voiceId: string) =>
  new HttpError(
    400,
    `Unknown voice '${voiceId}'. GET /api/tts/voices lists the voices this server can speak with.`,
  );

/** The upstream voice service failed: not the caller's fault, and the client falls back to the browser voice. */
export const voiceServiceFailed = (provider: string, detail: string) =>
  new HttpError(502, `The ${provider} voice service could not speak this text (${detail}).`);

/** The upstream refused the input itself (an unknown voice, a bad text): the caller can change it. */
export const voiceRequestRefused = (provider: string, reason: string) =>
  new HttpError(400, `The ${provider} voice service refused this request: ${reason}`);

/** An upstream answer turned into our error: its own 4xx for bad input, 502 for everything else. */
export async function upstreamError(provider: string, response: Response): Promise<HttpError> {
  const body = (await response.text().catch(() => '')).slice(0, 300);
  if (response.status === 400 || response.status === 404 || response.status === 422) {
    return voiceRequestRefused(provider, body || response.statusText);
  }
  return voiceServiceFailed(provider, `HTTP ${response.status}`);
}
