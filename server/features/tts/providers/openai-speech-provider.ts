import type OpenAI from 'openai';
import type { Voice } from '../../../../common/api/tts';
import { classifyOpenAiError, createOpenAiClient, type OpenAiConnection } from '../../../lib/openai-client';
import { openAiVoiceForPersonaVoice } from './persona-voices';
import {
  voiceRequestRefused,
  voiceServiceFailed,
  type SpeakInput,
  type SpeechAudio,
  type TtsProvider,
} from './tts-provider';

/** The upstream's statuses that mean this request (the voice, the text) was refused. */
const requestRefusedStatuses = new Set([400, 404, 422]);

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

  private readonly client: OpenAI;

  constructor(
    connection: OpenAiConnection,
    private readonly model: string,
  ) {
    this.client = createOpenAiClient(connection);
  }

  listVoices(): Promise<Voice[]> {
    return Promise.resolve(openAiVoices);
  }

  resolveVoiceId(voiceId: string): string {
    return openAiVoiceForPersonaVoice.get(voiceId) ?? voiceId;
  }

  async speak({ text, voiceId }: SpeakInput): Promise<SpeechAudio> {
    let response: Response;
    try {
      response = await this.client.audio.speech.create({
        model: this.model,
        input: text,
        voice: voiceId,
        response_format: 'mp3',
      });
    } catch (error) {
      const failure = classifyOpenAiError(error, requestRefusedStatuses);
      if (failure.kind === 'refused') throw voiceRequestRefused(this.name, failure.reason);
      throw voiceServiceFailed(this.name, failure.detail);
    }
    return {
      audio: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'audio/mpeg',
    };
  }
}
