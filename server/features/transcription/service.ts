import {
  baseMediaType,
  isTranscriptionAudioType,
  TRANSCRIPTION_AUDIO_TYPES,
  TRANSCRIPTION_MAX_BYTES,
  TRANSCRIPTION_MAX_SECONDS,
  type TranscriptionCapabilities,
} from '../../../common/api/transcription';
import { badRequest, HttpError } from '../../lib/http-error';
import { containerOfType, sniffContainer } from './audio-format';
import { transcriptionNotConfigured, type Transcriber } from './transcriber';

const ACCEPTED_LIST = 'audio/webm, audio/ogg, audio/wav, audio/mp4 or audio/mpeg';

export const recordingTooLarge = () =>
  new HttpError(
    413,
    `The recording is too large: at most ${TRANSCRIPTION_MAX_BYTES / (1024 * 1024)} MB (about ${TRANSCRIPTION_MAX_SECONDS} seconds) can be transcribed.`,
  );

/** The recording as the route received it, checked: a non-empty body whose bytes are the audio it claims. */
export function checkRecording(body: unknown, contentTypeHeader: string | undefined) {
  const contentType = baseMediaType(contentTypeHeader);
  if (!isTranscriptionAudioType(contentType)) {
    throw new HttpError(
      415,
      `Recordings of type '${contentType || 'none'}' cannot be transcribed. Send ${ACCEPTED_LIST}.`,
    );
  }
  if (!Buffer.isBuffer(body)) {
    throw new HttpError(
      415,
      `Send the recording itself as the request body, with its audio Content-Type (${ACCEPTED_LIST}).`,
    );
  }
  if (body.length === 0) throw badRequest('The recording is empty: nothing was recorded.');
  if (body.length > TRANSCRIPTION_MAX_BYTES) throw recordingTooLarge();
  const expected = containerOfType[contentType];
  if (sniffContainer(body) !== expected) {
    throw badRequest(`The recording is not ${expected} audio, although it was sent as ${contentType}.`);
  }
  const extension = TRANSCRIPTION_AUDIO_TYPES[contentType];
  return { audio: body, contentType, fileName: `recording.${extension}` };
}

export function capabilities(transcriber: Transcriber | null): TranscriptionCapabilities {
  return {
    available: transcriber !== null,
    maxBytes: TRANSCRIPTION_MAX_BYTES,
    maxSeconds: TRANSCRIPTION_MAX_SECONDS,
    acceptedTypes: Object.keys(TRANSCRIPTION_AUDIO_TYPES),
  };
}

export async function transcribe(
  transcriber: Transcriber | null,
  body: unknown,
  contentType: string | undefined,
): Promise<string> {
  if (!transcriber) throw transcriptionNotConfigured();
  return transcriber.transcribe(checkRecording(body, contentType));
}
