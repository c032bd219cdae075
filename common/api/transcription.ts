import { z } from 'zod';

/*
 * Server transcription contract (ADR 0061: voice input where the browser has no Web Speech recogniser).
 * POST /api/voice/transcriptions takes the recording as the raw request body, typed by its Content-Type;
 * GET /api/voice/transcriptions/capabilities tells the client whether to offer it at all.
 */

/** Five megabytes hold a minute of audio in any of the accepted formats (16 kHz mono WAV is ~1.9 MB). */
export const TRANSCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
/** The recorder stops itself after this long, so one question never exceeds the upload limit. */
export const TRANSCRIPTION_MAX_SECONDS = 60;

/** Containers MediaRecorder produces (Chromium/Firefox: webm or ogg; Safari: mp4) plus WAV and MP3 files. */
export const TRANSCRIPTION_AUDIO_TYPES = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mp4': 'mp4',
  'audio/x-m4a': 'm4a',
  'audio/mpeg': 'mp3',
} as const;
export type TranscriptionAudioType = keyof typeof TRANSCRIPTION_AUDIO_TYPES;

/** The media type without parameters (`audio/webm;codecs=opus` → `audio/webm`), lower case. */
export function baseMediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isTranscriptionAudioType(type: string): type is TranscriptionAudioType {
  return Object.hasOwn(TRANSCRIPTION_AUDIO_TYPES, type);
}

export const transcriptionCapabilitiesSchema = z.object({
  /** True when the server has an OpenAI-compatible /audio/transcriptions to send recordings to. */
  available: z.boolean(),
  maxBytes: z.number().int(),
  maxSeconds: z.number().int(),
  acceptedTypes: z.array(z.string()),
});
export type TranscriptionCapabilities = z.infer<typeof transcriptionCapabilitiesSchema>;

export const transcriptionResponseSchema = z.object({
  /** What was said, trimmed; empty when the recording held no words. */
  text: z.string(),
});
export type TranscriptionResponse = z.infer<typeof transcriptionResponseSchema>;
