import { useCallback, useEffect, useRef, useState } from 'react';
import { createVoiceScheduler, type VoiceScheduler } from '@common/voice/voice-scheduler';
import { initialVoiceState, type VoiceEffect, type VoiceState } from '@common/voice/voice-machine';
import { useToast } from '@/lib/use-toast';
import { microphoneErrorToast, openMicrophoneLevels, type MicrophoneLevels } from './microphone-levels';
import { speakReply, type Playback } from './server-voice';
import { getRecognitionConstructor, readLatestResult, type Recognition } from './speech-recognition';

export const MICROPHONE_TOAST_MS = 6000;
export const START_FAILURE_TOAST_MS = 4000;
export const AUTO_SEND_HINT_KEY = 'sacred-circle:voice-auto-send-hint';

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
  const supported = getRecognitionConstructor() !== null;
  const recognition = useRef<Recognition | null>(null);
  const microphone = useRef<MicrophoneLevels | null>(null);
  const playback = useRef<Playback | null>(null);
  const scheduler = useRef<VoiceScheduler | null>(null);
  const latest = useRef({ onSend, voiceId });
  useEffect(() => {
    latest.current = { onSend, voiceId };
  }, [onSend, voiceId]);

  const dispatch = useCallback((event: Parameters<VoiceScheduler['dispatch']>[0]) => {
    scheduler.current?.dispatch(event);
  }, []);

  const perform = useCallback(
    (effect: Exclude<VoiceEffect, { type: 'startTimer' } | { type: 'cancelTimer' }>) => {
      switch (effect.type) {
        case 'startRecogniser': {
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
            toast({
              title: 'Voice System Issue',
              description: 'Voice recognition unavailable. Please use text input instead.',
              duration: START_FAILURE_TOAST_MS,
            });
            queueMicrotask(() => dispatch({ type: 'recogniserError', error: 'start-failed' }));
          }
          return;
        }
        case 'abortRecogniser': {
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
    [dispatch, toast],
  );

  useEffect(() => {
    const created = createVoiceScheduler({ perform: (effect) => perform(effect), onChange: setState });
    scheduler.current = created;
    return () => created.dispatch({ type: 'dispose' });
  }, [perform]);

  const lastSpokenKey = useRef<string | null>(null);
  useEffect(() => {
    if (!lastReply || lastReply.key === lastSpokenKey.current) return;
    lastSpokenKey.current = lastReply.key;
    if (scheduler.current?.state.status !== 'processing') return;
    playback.current?.stop();
    playback.current = speakReply(lastReply.content, latest.current.voiceId, {
      onStart: () => dispatch({ type: 'playbackStarted' }),
      onEnd: () => dispatch({ type: 'playbackEnded' }),
      onFail: () => dispatch({ type: 'replyNotSpoken' }),
    });
  }, [lastReply, dispatch]);

  const start = useCallback(async () => {
    if (!microphone.current) {
      try {
        microphone.current = await openMicrophoneLevels((value) => {
          setLevel(value);
          dispatch({ type: 'audioLevel', level: value });
        });
        setPermitted(true);
      } catch (error) {
        setPermitted(false);
        toast({ ...microphoneErrorToast(error), variant: 'destructive', duration: MICROPHONE_TOAST_MS });
        return;
      }
    }
    if (!localStorage.getItem(AUTO_SEND_HINT_KEY)) {
      localStorage.setItem(AUTO_SEND_HINT_KEY, '1');
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
      const status = scheduler.current?.state.status;
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

  return { state, level, permitted, supported, toggle };
}
