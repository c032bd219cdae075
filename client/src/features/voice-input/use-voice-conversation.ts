import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { startVoiceConversation, type VoiceConversation } from './voice-conversation';
import { initialVoiceState, type VoiceEvent, type VoiceState } from './voice-events';
import { transcriptionCapabilitiesSchema } from '@common/api/transcription';
import { apiRequestJson } from '@/lib/api-client';
import { useToast } from '@/lib/use-toast';
import { readStoredValue, writeStoredValue } from '@/lib/stored-value';
import {
  isMicrophoneMissing,
  microphoneErrorToast,
  openMicrophoneLevels,
  type MicrophoneLevels,
} from './microphone-levels';
import { canRecord } from './microphone-recorder';
import { useReplyPlayback } from './server-voice';
import { createVoiceActors, MICROPHONE_TOAST_MS } from './voice-actors';
import { getRecognitionConstructor } from './speech-recognition';

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

/** Runs the voice state machine with the page's recogniser, recorder, reply audio and chat as its actors. */
export function useVoiceConversation({ onSend, lastReply, voiceId }: VoiceConversationOptions) {
  const { toast } = useToast();
  const [state, setState] = useState<VoiceState>(initialVoiceState);
  const [level, setLevel] = useState(0);
  const [permitted, setPermitted] = useState(false);
  const [microphoneMissing, setMicrophoneMissing] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const mode = useVoiceInputMode();
  const speakReply = useReplyPlayback();
  const microphone = useRef<MicrophoneLevels | null>(null);
  const conversation = useRef<VoiceConversation | null>(null);
  const latest = useRef({ onSend, mode });
  // A layout effect, not a passive one: the button is enabled in the same commit that learns the mode, and a click
  // handled before a passive effect ran would start the recogniser's actor in recorder mode ('Voice Not Supported').
  useLayoutEffect(() => {
    latest.current = { onSend, mode };
  }, [onSend, mode]);

  const dispatch = useCallback((event: VoiceEvent) => {
    conversation.current?.dispatch(event);
  }, []);

  useEffect(() => {
    const actors = createVoiceActors({
      recording: () => latest.current.mode === 'recorder',
      stream: () => microphone.current?.stream ?? null,
      setTranscribing,
      toast,
      onSend: (text) => latest.current.onSend(text),
      speakReply,
    });
    const created = startVoiceConversation({
      actors,
      onChange: setState,
      onNotice: (notice) => {
        if (notice.type === 'interrupted') toast({ title: '🎤 Interrupted—Listening...' });
        else setPermitted(false);
      },
    });
    conversation.current = created;
    return () => {
      created.stop();
      // The level meter stays open while the page lives, so loud input can interrupt a reply.
      microphone.current?.release();
      microphone.current = null;
    };
  }, [toast, speakReply]);

  const lastSpokenKey = useRef<string | null>(null);
  useEffect(() => {
    if (!lastReply || lastReply.key === lastSpokenKey.current) return;
    lastSpokenKey.current = lastReply.key;
    dispatch({ type: 'replyReady', content: lastReply.content, voiceId });
  }, [lastReply, voiceId, dispatch]);

  const start = useCallback(async () => {
    if (!microphone.current) {
      try {
        microphone.current = await openMicrophoneLevels((value) => {
          setLevel(value);
          dispatch({ type: 'audioLevel', level: value });
        });
        setPermitted(true);
        setMicrophoneMissing(false);
      } catch (error) {
        setPermitted(false);
        setMicrophoneMissing(isMicrophoneMissing(error));
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
  return {
    state,
    level,
    permitted,
    microphoneMissing,
    supported,
    checking: mode === 'checking',
    transcribing,
    toggle,
  };
}
