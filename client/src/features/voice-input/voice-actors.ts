import { fromCallback, fromPromise } from 'xstate';
import type { ToastOptions } from '@/lib/toast-store';
import type { HeardEvent, PlaybackEvent, VoiceActors } from './voice-events';
import { startRecorderSession, type TranscriptionFailure } from './microphone-recorder';
import type { ReplyPlayback } from './server-voice';
import { getRecognitionConstructor, readLatestResult } from './speech-recognition';

export const MICROPHONE_TOAST_MS = 6000;
export const START_FAILURE_TOAST_MS = 4000;
export const NOT_SUPPORTED_TOAST_MS = 5000;

/** What the voice machine's actors need from the page; each is read when an actor starts. */
export type VoiceActorDeps = {
  /** True when this browser has no recogniser and the server transcribes recordings instead. */
  recording: () => boolean;
  /** The open microphone, which recorder mode records. */
  stream: () => MediaStream | null;
  setTranscribing: (transcribing: boolean) => void;
  toast: (options: ToastOptions) => void;
  onSend: (text: string) => Promise<boolean>;
  speakReply: ReplyPlayback;
};

type SendBack = (event: HeardEvent) => void;

function startFailed(deps: VoiceActorDeps, sendBack: SendBack) {
  deps.toast({
    title: 'Voice System Issue',
    description: 'Voice recognition unavailable. Please use text input instead.',
    duration: START_FAILURE_TOAST_MS,
  });
  sendBack({ type: 'recogniserError', error: 'start-failed' });
}

/** The browser's recogniser, for as long as the machine hears the user: aborted when it stops. */
function recognise(deps: VoiceActorDeps, sendBack: SendBack): () => void {
  const Constructor = getRecognitionConstructor();
  if (!Constructor) {
    // The recogniser went away after the page chose speech mode (a browser flag, an extension).
    deps.toast({
      title: 'Voice Not Supported',
      description: 'Voice input is not supported in this browser. Please use text input.',
      duration: NOT_SUPPORTED_TOAST_MS,
    });
    sendBack({ type: 'recogniserError', error: 'not-supported' });
    return () => {};
  }
  const recogniser = new Constructor();
  recogniser.continuous = true;
  recogniser.interimResults = true;
  recogniser.lang = 'en-US';
  recogniser.onresult = (event) => sendBack({ type: 'result', ...readLatestResult(event) });
  recogniser.onerror = (event) => sendBack({ type: 'recogniserError', error: event.error });
  recogniser.onend = () => sendBack({ type: 'recogniserEnded' });
  try {
    recogniser.start();
  } catch {
    startFailed(deps, sendBack);
  }
  return () => recogniser.abort();
}

function reportFailure(deps: VoiceActorDeps, sendBack: SendBack, failure: TranscriptionFailure) {
  if (failure.kind === 'network') {
    sendBack({ type: 'recogniserError', error: 'network' });
    return;
  }
  deps.toast(
    failure.kind === 'unreadable'
      ? { title: 'Could Not Transcribe', description: failure.message, duration: MICROPHONE_TOAST_MS }
      : {
          title: 'Voice Transcription Unavailable',
          description: failure.message,
          variant: 'destructive',
          duration: MICROPHONE_TOAST_MS,
        },
  );
  // A refused recording: listen again. The service down or busy: stop, as for a recogniser failure.
  sendBack(
    failure.kind === 'unreadable'
      ? { type: 'recogniserEnded' }
      : { type: 'recogniserError', error: 'transcription-unavailable' },
  );
}

/** Recorder mode's recogniser: one recording, ended by silence, transcribed on the server. */
function record(
  deps: VoiceActorDeps,
  sendBack: SendBack,
  receive: (listener: (event: { level: number }) => void) => void,
): () => void {
  const stream = deps.stream();
  if (!stream) return () => {};
  let session: ReturnType<typeof startRecorderSession>;
  try {
    session = startRecorderSession(stream, {
      onUploading: () => deps.setTranscribing(true),
      onTranscript: (text) => {
        deps.setTranscribing(false);
        sendBack({ type: 'transcribed', text });
      },
      onFailure: (failure) => {
        deps.setTranscribing(false);
        reportFailure(deps, sendBack, failure);
      },
    });
  } catch {
    startFailed(deps, sendBack);
    return () => {};
  }
  receive((event) => session.level(event.level));
  return () => {
    session.abort();
    deps.setTranscribing(false);
  };
}

/** The page's actors for the voice machine. */
export function createVoiceActors(deps: VoiceActorDeps): VoiceActors {
  return {
    recogniser: fromCallback(({ sendBack, receive }) =>
      deps.recording() ? record(deps, sendBack, receive) : recognise(deps, sendBack),
    ),
    playback: fromCallback(({ input, sendBack, receive }) => {
      const send = (event: PlaybackEvent) => sendBack(event);
      const playback = deps.speakReply(input.content, input.voiceId, {
        onStart: () => send({ type: 'playbackStarted' }),
        onEnd: () => send({ type: 'playbackEnded' }),
        onFail: () => send({ type: 'replyNotSpoken' }),
      });
      receive((event) => playback.fadeOut(event.ms));
      return () => playback.stop();
    }),
    send: fromPromise(({ input }) => deps.onSend(input.text)),
  };
}
