import type { Voice } from '../../../../common/api/tts';
import { badRequest } from '../../../lib/http-error';
import { FlitePool, offlineVoiceUnavailable } from './flite-pool';
import { offlineVoiceForPersonaVoice } from './persona-voices';
import { SPEECH_MAX_COST, speechCost, splitForSpeech } from './speech-chunks';
import { unknownVoice, type SpeakInput, type SpeechAudio, type TtsProvider } from './tts-provider';
import { joinWavs } from './wav';

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

/**
 * The voice that needs no key and no network: Flite from npm, run in child processes (flite-pool.ts), the
 * text spoken in pieces of a few sentences and joined into one WAV file.
 */
export class OfflineTtsProvider implements TtsProvider {
  readonly name = 'offline' as const;

  constructor(private readonly pool = new FlitePool()) {}

  listVoices(): Promise<Voice[]> {
    return Promise.resolve(offlineVoices.map(({ flite: _flite, ...voice }) => voice));
  }

  resolveVoiceId(voiceId: string): string {
    return offlineVoiceForPersonaVoice.get(voiceId) ?? voiceId;
  }

  async speak({ text, voiceId }: SpeakInput): Promise<SpeechAudio> {
    const voice = offlineVoices.find((candidate) => candidate.voice_id === voiceId);
    if (!voice) throw unknownVoice(voiceId);
    if (speechCost(text) > SPEECH_MAX_COST) {
      throw badRequest(
        'This text would take too long to read aloud (each digit and symbol is read as a word). Please shorten it.',
      );
    }
    const pieces = splitForSpeech(text);
    // Only control characters: nothing a voice could say, and nothing to send to a synthesiser.
    if (pieces.length === 0) throw badRequest('There is no text to speak.');
    const wavs = await this.pool.synthesizeAll(voice.flite, pieces);
    try {
      return { audio: joinWavs(wavs), contentType: 'audio/wav' };
    } catch (error) {
      throw offlineVoiceUnavailable(`its audio could not be read: ${(error as Error).message}`);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
