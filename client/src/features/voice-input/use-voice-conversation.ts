import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  initialVoiceState,
  startVoiceConversation,
  type VoiceConversation,
  type VoiceEffect,
  type VoiceEvent,
  type VoiceState,
} from './voice-machine';
import { transcriptionCapabilitiesSchema } from '@common/api/transcription';
import { apiRequestJson } from '@/lib/api-client';
import { useToast } from '@/lib/use-toast';
import { readStoredValue, writeStoredValue } from '@/lib/stored-value';
import { microphoneErrorToast, openMicrophoneLevels, type MicrophoneLevels } from './microphone-levels';
import {
  canRecord,
  startRecorderSession,
  type RecorderSession,
  type TranscriptionFailure,
} from './microphone-recorder';
import { useReplyPlayback, type Playback } from './server-voice';
import { getRecognitionConstructor, readLatestResult, type Recognition } from './speech-recognition';

export const MICROPHONE_TOAST_MS = 6000;
export const START_FAILURE_TOAST_MS = 4000;
export const AUTO_SEND_HINT_KEY = 'sacred-circle:voice-auto-send-hint';
/** The auto-send hint is shown once per browser; the stored 1 says it has been. */
const autoSendHintShownSchema = z.literal(1).nullable();

/**
 * How this browser hears the user: its own recogniser (Web Speech), else a recording the server transcribes
 * when it can, else none (text chat). 'checking' while the server is asked.
 */
export type VoiceInputMode = 'speech' | 'recorder' | 'checking' | 'none';

function useVoiceInputMode(): VoiceInputMode {
  const [mode, setMode] = useState<VoiceInputMode>(() => {
    if (getRecognitionConstructor()) return 'speech';
    return canRecord() ? 'checking' : 'none';
  });
  useEffect(() => {
    if (mode !== 'checking') return;
    let live = true;
    apiRequestJson(transcriptionCapabilitiesSchema, 'GET', '/api/voice/transcriptions/capabilities').then(
      (capabilities) => live && setMode(capabilities.available ? 'recorder' : 'none'),
      () => live && setMode('none'),
    );
    return () => {
      live = false;
    };
  }, [mode]);
  return mode;
}

export type VoiceConversationOptions = {
  /** Sends the question as a chat message; resolves false when it was not sent. */
  onSend: (text: string) => Promise<boolean>;
  /** The newest scholar reply, once complete. */
  lastReply: { key: string; content: string } | null;
  /** The persona's voice id for the server voice. */
  voiceId: string;
};

/** Wires the voice state machine to the recogniser, the microphone, the reply audio and the chat. */
export function useVoiceConversation({ onSend, lastReply, voiceId }: VoiceConversationOptions) {
  const { toast } = useToast();
  const [state, setState] = useState<VoiceState>(initialVoiceState);
  const [level, setLevel] = useState(0);
  const [permitted, setPermitted] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const mode = useVoiceInputMode();
  const speakReply = useReplyPlayback();
  const recognition = useRef<Recognition | null>(null);
  const recording = useRef<RecorderSession | null>(null);
  const microphone = useRef<MicrophoneLevels | null>(null);
  const playback = useRef<Playback | null>(null);
  const conversation = useRef<VoiceConversation | null>(null);
  const latest = useRef({ onSend, voiceId, mode });
  useEffect(() => {
    latest.current = { onSend, voiceId, mode };
  }, [onSend, voiceId, mode]);

  const dispatch = useCallback((event: VoiceEvent) => {
    conversation.current?.dispatch(event);
  }, []);

  const onTranscriptionFailure = useCallback(
    (failure: TranscriptionFailure) => {
      if (failure.kind === 'network') {
        dispatch({ type: 'recogniserError', error: 'network' });
        return;
      }
      toast(
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
      dispatch(
        failure.kind === 'unreadable'
          ? { type: 'recogniserEnded' }
          : { type: 'recogniserError', error: 'transcription-unavailable' },
      );
    },
    [dispatch, toast],
  );

  /** The recogniser (or recorder) could not start. */
  const startFailed = useCallback(() => {
    toast({
      title: 'Voice System Issue',
      description: 'Voice recognition unavailable. Please use text input instead.',
      duration: START_FAILURE_TOAST_MS,
    });
    queueMicrotask(() => dispatch({ type: 'recogniserError', error: 'start-failed' }));
  }, [dispatch, toast]);

  /** Recorder mode's recogniser: one recording, ended by silence, transcribed on the server. */
  const startRecording = useCallback(() => {
    const stream = microphone.current?.stream;
    if (!stream) return;
    recording.current?.abort();
    try {
      recording.current = startRecorderSession(stream, {
        onUploading: () => setTranscribing(true),
        onTranscript: (text) => {
          setTranscribing(false);
          dispatch({ type: 'transcribed', text });
        },
        onFailure: (failure) => {
          setTranscribing(false);
          onTranscriptionFailure(failure);
        },
      });
    } catch {
      recording.current = null;
      startFailed();
    }
  }, [dispatch, onTranscriptionFailure, startFailed]);

  const stopRecording = useCallback(() => {
    recording.current?.abort();
    recording.current = null;
    setTranscribing(false);
  }, []);

  const perform = useCallback(
    (effect: VoiceEffect) => {
      switch (effect.type) {
        case 'startRecogniser': {
          if (latest.current.mode === 'recorder') {
            startRecording();
            return;
          }
          const Constructor = getRecognitionConstructor();
          if (!Constructor) return;
          recognition.current?.abort();
          const recogniser = new Constructor();
          recogniser.continuous = true;
          recogniser.interimResults = true;
          recogniser.lang = 'en-US';
          recogniser.onresult = (event) => dispatch({ type: 'result', ...readLatestResult(event) });
          recogniser.onerror = (event) => dispatch({ type: 'recogniserError', error: event.error });
          recogniser.onend = () => {
            if (recognition.current === recogniser) dispatch({ type: 'recogniserEnded' });
          };
          recognition.current = recogniser;
          try {
            recogniser.start();
          } catch {
            startFailed();
          }
          return;
        }
        case 'abortRecogniser': {
          stopRecording();
          const recogniser = recognition.current;
          recognition.current = null;
          recogniser?.abort();
          return;
        }
        case 'send':
          void latest.current.onSend(effect.text).then((sent) => {
            if (!sent) dispatch({ type: 'sendFailed' });
          });
          return;
        case 'fadeOutAudio':
          playback.current?.fadeOut(effect.ms);
          return;
        case 'stopAudio':
          playback.current?.stop();
          playback.current = null;
          return;
        case 'interruptedToast':
          toast({ title: '🎤 Interrupted—Listening...' });
          return;
        case 'permissionDenied':
          setPermitted(false);
          return;
        case 'releaseMicrophone':
          stopRecording();
          microphone.current?.release();
          microphone.current = null;
          return;
        case 'muteMicrophone':
        case 'unmuteMicrophone':
          // The recogniser is what hears the user; it is aborted and restarted by its own effects. The level
          // meter stays open so loud input can still interrupt the reply.
          return;
      }
    },
    [dispatch, toast, startFailed, startRecording, stopRecording],
  );

  useEffect(() => {
    const created = startVoiceConversation({ perform: (effect) => perform(effect), onChange: setState });
    conversation.current = created;
    return () => {
      created.dispatch({ type: 'dispose' });
      created.stop();
    };
  }, [perform]);

  const lastSpokenKey = useRef<string | null>(null);
  useEffect(() => {
    if (!lastReply || lastReply.key === lastSpokenKey.current) return;
    lastSpokenKey.current = lastReply.key;
    if (conversation.current?.state.status !== 'processing') return;
    playback.current?.stop();
    playback.current = speakReply(lastReply.content, latest.current.voiceId, {
      onStart: () => dispatch({ type: 'playbackStarted' }),
      onEnd: () => dispatch({ type: 'playbackEnded' }),
      onFail: () => dispatch({ type: 'replyNotSpoken' }),
    });
  }, [lastReply, dispatch, speakReply]);

  const start = useCallback(async () => {
    if (!microphone.current) {
      try {
        microphone.current = await openMicrophoneLevels((value) => {
          setLevel(value);
          dispatch({ type: 'audioLevel', level: value });
          recording.current?.level(value);
        });
        setPermitted(true);
      } catch (error) {
        setPermitted(false);
        toast({ ...microphoneErrorToast(error), variant: 'destructive', duration: MICROPHONE_TOAST_MS });
        return;
      }
    }
    if (readStoredValue(AUTO_SEND_HINT_KEY, autoSendHintShownSchema, null) === null) {
      writeStoredValue(AUTO_SEND_HINT_KEY, 1);
      toast({
        title: 'Voice auto-send',
        description: 'Your question is sent 1.5 seconds after you stop speaking.',
      });
    }
    dispatch({ type: 'startListening' });
  }, [dispatch, toast]);

  const toggleFailures = useRef(0);
  const toggle = useCallback(async () => {
    try {
      const status = conversation.current?.state.status;
      if (status === 'idle') await start();
      else if (status === 'listening' || status === 'interrupted') dispatch({ type: 'stopListening' });
      toggleFailures.current = 0;
    } catch {
      toggleFailures.current += 1;
      toast(
        toggleFailures.current > 1
          ? {
              title: 'Critical Voice Error',
              description: 'Voice system needs to be reset. Please refresh the page.',
              variant: 'destructive',
            }
          : {
              title: 'Voice Error',
              description: 'Voice system encountered an error. Please refresh the page if this persists.',
              variant: 'destructive',
            },
      );
    }
  }, [dispatch, start, toast]);

  const supported = mode === 'speech' || mode === 'recorder';
  return { state, level, permitted, supported, checking: mode === 'checking', transcribing, toggle };
}
