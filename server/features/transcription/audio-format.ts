import { TRANSCRIPTION_AUDIO_TYPES, type TranscriptionAudioType } from '../../../common/api/transcription';

export type AudioContainer = 'webm' | 'ogg' | 'wav' | 'mp4' | 'mp3';

/** Which container each accepted media type must hold: its file extension, except that m4a is an MP4 file. */
export const containerOfType = Object.fromEntries(
  Object.entries(TRANSCRIPTION_AUDIO_TYPES).map(([type, extension]) => [
    type,
    extension === 'm4a' ? 'mp4' : extension,
  ]),
) as Record<TranscriptionAudioType, AudioContainer>;

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/**
 * The container the bytes really are, from their magic numbers, or null. A body labelled audio/webm that is
 * text or an image is refused here, before it costs an upstream call.
 */
export function sniffContainer(bytes: Buffer): AudioContainer | null {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  if (ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame starts with 11 set sync bits.
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return 'mp3';
  return null;
}
