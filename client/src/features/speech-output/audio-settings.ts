import { z } from 'zod';

/** Speeds, volume 0-1 in steps of 0.1, pause between verses 0.5-5 s in steps of 0.5 (docs/product.md, Reader). */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const VOLUME_STEP = 0.1;
export const PAUSE_MIN_SECONDS = 0.5;
export const PAUSE_MAX_SECONDS = 5;
export const PAUSE_STEP_SECONDS = 0.5;

export type AudioSettings = {
  speed: number;
  volume: number;
  pauseSeconds: number;
  /** null: the browser's default voice. */
  voiceId: string | null;
};

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

/** Rounds to the slider's step so 0.30000000000000004 shows and stores as 0.3. */
export function roundToStep(value: number, step: number): number {
  return Number((Math.round(value / step) * step).toFixed(2));
}
