import type { Voice } from '../../../../common/api/tts';
import { openAiVoiceForPersonaVoice } from './persona-voices';
import {
  upstreamError,
  voiceServiceFailed,
  type SpeakInput,
  type SpeechAudio,
  type TtsProvider,
} from './tts-provider';

const REQUEST_TIMEOUT_MS = 30_000;

const openAiVoices: Voice[] = [
  { voice_id: 'onyx', name: 'Onyx', category: 'premade', gender: 'male', description: 'Deep and steady' },
  { voice_id: 'echo', name: 'Echo', category: 'premade', gender: 'male', description: 'Warm and clear' },
  {
    voice_id: 'fable',
    name: 'Fable',
    category: 'premade',
    gender: 'male',
    description: 'Expressive, British',
  },
  { voice_id: 'alloy', name: 'Alloy', category: 'premade', gender: 'male', description: 'Neutral and even' },
  {
    voice_id: 'nova',
    name: 'Nova',
    category: 'premade',
    gender: 'female',
    description: 'Bright and friendly',
  },
  {
    voice_id: 'shimmer',
    name: 'Shimmer',
    category: 'premade',
    gender: 'female',
    description: 'Soft and gentle',
  },
];

/** Any server that speaks OpenAI's POST /audio/speech (TTS_BASE_URL, e.g. https://api.openai.com/v1). */
export class OpenAiSpeechProvider implements TtsProvider {
  readonly name = 'openai-compatible' as const;

  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | undefined,
    private readonly model: string,
  ) {}

  listVoices(): Promise<Voice[]> {
    return Promise.resolve(openAiVoices);
  }

  resolveVoiceId(voiceId: string): string {
    return openAiVoiceForPersonaVoice.get(voiceId) ?? voiceId;
  }

  async speak({ text, voiceId }: SpeakInput): Promise<SpeechAudio> {
    const url = new URL('audio/speech', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.model, input: text, voice: voiceId, response_format: 'mp3' }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw voiceServiceFailed(this.name, (error as Error).message);
    }
    if (!response.ok) throw await upstreamError(this.name, response);
    return {
      audio: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'audio/mpeg',
    };
  }
}
