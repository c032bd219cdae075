import type { Voice } from '../../../common/api/tts';
import { FliteRunner } from './flite-runner';
import { offlineVoiceForPersonaVoice } from './persona-voices';
import {
  unknownVoice,
  voiceServiceFailed,
  type SpeakInput,
  type SpeechAudio,
  type TtsProvider,
} from './tts-provider';

const offlineVoices: (Voice & { flite: string })[] = [
  {
    voice_id: 'flite-kal16',
    flite: 'kal16',
    name: 'Kal',
    category: 'offline',
    gender: 'male',
    description: 'American English, clear and even (Flite, 16 kHz, spoken on this server)',
  },
  {
    voice_id: 'flite-rms',
    flite: 'rms',
    name: 'Richard',
    category: 'offline',
    gender: 'male',
    description: 'American English, deeper and slower (Flite, spoken on this server)',
  },
  {
    voice_id: 'flite-awb',
    flite: 'awb',
    name: 'Alan',
    category: 'offline',
    gender: 'male',
    description: 'Scottish English, warm (Flite, spoken on this server)',
  },
  {
    voice_id: 'flite-kal',
    flite: 'kal',
    name: 'Kal (diphone)',
    category: 'offline',
    gender: 'male',
    description: 'American English, light and quick (Flite, 8 kHz, spoken on this server)',
  },
  {
    voice_id: 'flite-slt',
    flite: 'slt',
    name: 'Sally',
    category: 'offline',
    gender: 'female',
    description: 'American English, bright (Flite, spoken on this server)',
  },
];

/** The voice that needs no key and no network: Flite from npm, run in a worker thread. */
export class OfflineTtsProvider implements TtsProvider {
  readonly name = 'offline' as const;

  constructor(private readonly runner = new FliteRunner()) {}

  listVoices(): Promise<Voice[]> {
    return Promise.resolve(offlineVoices.map(({ flite: _flite, ...voice }) => voice));
  }

  resolveVoiceId(voiceId: string): string {
    return offlineVoiceForPersonaVoice.get(voiceId) ?? voiceId;
  }

  async speak({ text, voiceId }: SpeakInput): Promise<SpeechAudio> {
    const voice = offlineVoices.find((candidate) => candidate.voice_id === voiceId);
    if (!voice) throw unknownVoice(voiceId);
    try {
      return { audio: await this.runner.synthesize(voice.flite, text), contentType: 'audio/wav' };
    } catch (error) {
      throw voiceServiceFailed('offline', (error as Error).message);
    }
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}
