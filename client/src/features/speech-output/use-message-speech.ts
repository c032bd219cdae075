import { useCallback, useEffect, useRef, useState } from 'react';
import { defaultPersona } from '@common/personas';
import { useEscapeStopsSpeech } from '@/lib/escape-stops-speech';
import type { MessageSpeech, PlayRequest, SpeechOutput, SpeechSource } from '@/lib/speech-output-context';
import { speakReply } from './reply-speech';
import { isSpeechOutputActive } from './speak-with-fallback';

/**
 * Reads one message (or one tradition's part of it) aloud at a time: the server voice, the browser voice if
 * that fails, then idle (docs/product.md). Auto-play (a call without `byUser`) only starts when nothing else is playing.
 */
export function useMessageSpeech(options: { voiceId?: string } = {}): MessageSpeech {
  const [speakingId, setSpeakingId] = useState<string | null>(null);
  const [source, setSource] = useState<SpeechSource | null>(null);
  const output = useRef<SpeechOutput | null>(null);
  const voiceId = options.voiceId ?? defaultPersona.voiceId;

  const stop = useCallback(() => {
    output.current?.stop();
    output.current = null;
    setSpeakingId(null);
    setSource(null);
  }, []);

  const play = useCallback(
    (id: string, content: string, request: PlayRequest = {}) => {
      if (!request.byUser && isSpeechOutputActive()) return false;
      stop();
      setSpeakingId(id);
      let current: SpeechOutput | null = null;
      const finished = () => {
        if (output.current !== current) return;
        output.current = null;
        setSpeakingId(null);
        setSource(null);
      };
      current = speakReply(content, request.voiceId ?? voiceId, {
        onStart: (from) => {
          if (output.current === current) setSource(from);
        },
        onEnd: finished,
        onError: finished,
      });
      output.current = current;
      return true;
    },
    [stop, voiceId],
  );

  // A reply read aloud (by its speaker button or auto-play) stops on Escape like the reader's read-aloud.
  useEscapeStopsSpeech(stop, speakingId !== null);
  useEffect(() => () => output.current?.stop(), []);
  return { speakingId, source, play, stop };
}
