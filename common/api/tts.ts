import { z } from 'zod';

/*
 * Text-to-speech contract: the voices, speaking a text and the server voice's settings (ADR 0060).
 * Field names are the voice list's own (voice_id, recommendedMaleVoices), so the reader and the chat share one shape.
 */

/** Long enough for a whole scholar reply (perspective tags stripped), short enough to bound synthesis time. */
export const TTS_TEXT_MAX_LENGTH = 3000;
export const TTS_VOICE_ID_MAX_LENGTH = 64;

/** Server voice stability 0.5, similarity 0.75; reader and preview also style 0 and speaker boost. */
export const DEFAULT_VOICE_SETTINGS = {
  stability: 0.5,
  similarityBoost: 0.75,
  style: 0,
  useSpeakerBoost: true,
} as const;

export const voiceGenderSchema = z.enum(['male', 'female']);

export const voiceSchema = z.object({
  voice_id: z.string(),
  name: z.string(),
  category: z.string(),
  gender: voiceGenderSchema,
  description: z.string(),
});
export type Voice = z.infer<typeof voiceSchema>;

export const voicesResponseSchema = z.object({
  voices: z.array(voiceSchema),
  recommendedMaleVoices: z.array(voiceSchema),
});
export type VoicesResponse = z.infer<typeof voicesResponseSchema>;

const unitInterval = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .min(0, `${name} must be between 0 and 1`)
    .max(1, `${name} must be between 0 and 1`);

export const voiceSettingsSchema = z.strictObject({
  stability: unitInterval('settings.stability').optional(),
  similarityBoost: unitInterval('settings.similarityBoost').optional(),
  style: unitInterval('settings.style').optional(),
  useSpeakerBoost: z.boolean({ message: 'settings.useSpeakerBoost must be true or false' }).optional(),
});
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

export const speakRequestSchema = z.strictObject({
  text: z
    .string({ message: 'text must be a string' })
    .trim()
    .min(1, 'There is no text to speak.')
    .max(TTS_TEXT_MAX_LENGTH, `text must be at most ${TTS_TEXT_MAX_LENGTH} characters`),
  voiceId: z
    .string({ message: 'voiceId must be a string' })
    .trim()
    .min(1, 'voiceId is required')
    .max(TTS_VOICE_ID_MAX_LENGTH, `voiceId must be at most ${TTS_VOICE_ID_MAX_LENGTH} characters`)
    .regex(/^[\w-]+$/, 'voiceId may only hold letters, digits, _ and -'),
  settings: voiceSettingsSchema.optional(),
});
export type SpeakRequest = z.infer<typeof speakRequestSchema>;
