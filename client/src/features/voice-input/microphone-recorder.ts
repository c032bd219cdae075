import { transcriptionResponseSchema } from '@common/api/transcription';
import { createUtteranceDetector } from './utterance-machine';
import { ApiRequestError, apiRequestJson } from '@/lib/api-client';

/** Opus in webm (Chromium) or ogg (Firefox), else MP4/AAC (Safari): all small enough for a minute of speech. */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];
/** Speech needs little: 32 kbit/s Opus is ~240 kB a minute, far under the server's 5 MB. */
const AUDIO_BITS_PER_SECOND = 32_000;

/** True when this browser can record the microphone for server transcription. */
export function canRecord(): boolean {
  return typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

function recordingType(): string | undefined {
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

export type TranscriptionFailure = {
  /** unreadable: the recording was refused (record again); unavailable: the service cannot help now. */
  kind: 'unreadable' | 'unavailable' | 'network';
  message: string;
};

export type RecorderCallbacks = {
  onUploading: () => void;
  onTranscript: (text: string) => void;
  onFailure: (failure: TranscriptionFailure) => void;
};

export type RecorderSession = {
  /** One level-meter reading (0 to 255), which finds the end of the question. */
  level: (value: number) => void;
  /** Stops recording and any upload; no callback is called after this. */
  abort: () => void;
};

function describeFailure(error: unknown): TranscriptionFailure {
  if (error instanceof ApiRequestError) {
    const message = error.serverMessage ?? error.message;
    return [400, 413, 415].includes(error.status)
      ? { kind: 'unreadable', message }
      : { kind: 'unavailable', message };
  }
  return { kind: 'network', message: 'The recording could not be sent. Please check your connection.' };
}

/**
 * Records one question from the open microphone: MediaRecorder runs from the start (so the first word is
 * kept), the utterance detector ends it after the speaker falls silent, and the recording is sent to
 * POST /api/voice/transcriptions.
 */
export function startRecorderSession(stream: MediaStream, callbacks: RecorderCallbacks): RecorderSession {
  const mimeType = recordingType();
  const upload = new AbortController();
  let aborted = false;
  let chunks: Blob[] = [];
  let recorder: MediaRecorder;

  const begin = () => {
    chunks = [];
    recorder = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.start();
  };
  const discard = () => {
    recorder.ondataavailable = null;
    recorder.onstop = null;
    if (recorder.state !== 'inactive') recorder.stop();
  };

  const send = async (recording: Blob) => {
    callbacks.onUploading();
    try {
      const { text } = await apiRequestJson(
        transcriptionResponseSchema,
        'POST',
        '/api/voice/transcriptions',
        recording,
        { signal: upload.signal },
      );
      if (!aborted) callbacks.onTranscript(text);
    } catch (error) {
      if (!aborted) callbacks.onFailure(describeFailure(error));
    }
  };

  begin();
  const detector = createUtteranceDetector({
    onFinish: () => {
      const finished = recorder;
      finished.onstop = () => {
        if (aborted) return;
        void send(new Blob(chunks, { type: finished.mimeType || mimeType || 'audio/webm' }));
      };
      finished.stop();
    },
    onRestart: () => {
      discard();
      try {
        begin();
      } catch {
        callbacks.onFailure({ kind: 'unavailable', message: 'The microphone could not be recorded.' });
      }
    },
  });

  return {
    level: (value) => detector.level(value),
    abort() {
      if (aborted) return;
      aborted = true;
      detector.cancel();
      upload.abort();
      discard();
    },
  };
}
