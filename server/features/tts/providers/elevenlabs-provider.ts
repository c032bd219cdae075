import { voiceGenderSchema, type Voice } from '../../../../common/api/tts';
import {
  upstreamError,
  voiceServiceFailed,
  type SpeakInput,
  type SpeechAudio,
  type TtsProvider,
} from './tts-provider';

const REQUEST_TIMEOUT_MS = 30_000;
const MODEL_ID = 'eleven_multilingual_v2';

type ElevenLabsVoice = {
  voice_id: string;
  name?: string;
  category?: string;
  description?: string | null;
  labels?: Record<string, string | undefined>;
};

/** ElevenLabs (ADR 0060): premade voices, settings passed through as voice_settings. */
export class ElevenLabsProvider implements TtsProvider {
  readonly name = 'elevenlabs' as const;

  constructor(
    private readonly apiKey: string,
    private readonly baseUrl: string,
  ) {}

  async listVoices(): Promise<Voice[]> {
    const response = await this.call('/v1/voices', {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    const body = (await response.json()) as { voices?: ElevenLabsVoice[] };
    return (body.voices ?? []).map((voice) => {
      const gender = voiceGenderSchema.safeParse(voice.labels?.gender?.toLowerCase());
      const labels = [voice.labels?.accent, voice.labels?.description, voice.labels?.age].filter(Boolean);
      return {
        voice_id: voice.voice_id,
        name: voice.name ?? voice.voice_id,
        category: voice.category ?? 'premade',
        // ElevenLabs leaves gender out for some cloned voices; the reader's voice list only needs a best guess.
        gender: gender.success ? gender.data : 'male',
        description: voice.description ?? labels.join(', '),
      };
    });
  }

  resolveVoiceId(voiceId: string): string {
    return voiceId;
  }

  async speak({ text, voiceId, settings }: SpeakInput): Promise<SpeechAudio> {
    const response = await this.call(
      `/v1/text-to-speech/${encodeURIComponent(voiceId)}?output_format=mp3_44100_128`,
      {
        method: 'POST',
        headers: { accept: 'audio/mpeg', 'content-type': 'application/json' },
        body: JSON.stringify({
          text,
          model_id: MODEL_ID,
          voice_settings: {
            stability: settings.stability,
            similarity_boost: settings.similarityBoost,
            style: settings.style,
            use_speaker_boost: settings.useSpeakerBoost,
          },
        }),
      },
    );
    return {
      audio: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'audio/mpeg',
    };
  }

  private async call(
    path: string,
    init: RequestInit & { headers: Record<string, string> },
  ): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.baseUrl), {
        ...init,
        headers: { ...init.headers, 'xi-api-key': this.apiKey },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw voiceServiceFailed(this.name, (error as Error).message);
    }
    if (!response.ok) throw await upstreamError(this.name, response);
    return response;
  }
}
