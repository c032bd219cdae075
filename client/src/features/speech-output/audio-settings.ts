import { z } from 'zod';
import {
  PAUSE_MAX_SECONDS,
  PAUSE_MIN_SECONDS,
  PLAYBACK_SPEEDS,
  type AudioSettings,
} from '@/lib/speech-output-context';

export const defaultAudioSettings: AudioSettings = {
  speed: 1,
  volume: 0.8,
  pauseSeconds: 1.5,
  voiceId: null,
};

export const AUDIO_SETTINGS_STORAGE_KEY = 'reader.audio';

/** The stored settings; an entry that fails it is dropped for the defaults. */
export const audioSettingsSchema = z.object({
  speed: z.number().refine((speed) => (PLAYBACK_SPEEDS as readonly number[]).includes(speed)),
  volume: z.number().min(0).max(1),
  pauseSeconds: z.number().min(PAUSE_MIN_SECONDS).max(PAUSE_MAX_SECONDS),
  voiceId: z.string().max(100).nullable(),
});
