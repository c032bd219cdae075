import { useCallback, useEffect, useRef, useState } from 'react';
import { stripPerspectiveTags } from '@common/chat/perspective-tags';
import { isSpeechSynthesisSupported, speakWithBrowser } from '@/lib/speech/browser-voice';
import type { SpeechHandle } from '@/lib/speech/voice-driver';

/** Spec §9: the chat's browser voice reads at rate 0.9, en-US, volume 0.8. */
export const CHAT_VOICE = { voiceId: null, speed: 1, baseRate: 0.9, volume: 0.8, pitch: 1 } as const;

/** Reads one message aloud at a time (perspective tags stripped); knows which one is speaking. */
export function useMessageSpeech() {
  const [speakingId, setSpeakingId] = useState<string | null>(null);
  const handle = useRef<SpeechHandle | null>(null);

  const stop = useCallback(() => {
    handle.current?.cancel();
    handle.current = null;
    setSpeakingId(null);
  }, []);

  const play = useCallback(
    (id: string, content: string) => {
      if (!isSpeechSynthesisSupported()) return false;
      stop();
      setSpeakingId(id);
      handle.current = speakWithBrowser(stripPerspectiveTags(content), CHAT_VOICE, {
        onEnd: () => setSpeakingId((current) => (current === id ? null : current)),
        onError: () => setSpeakingId((current) => (current === id ? null : current)),
      });
      return true;
    },
    [stop],
  );

  useEffect(() => () => handle.current?.cancel(), []);
  return { speakingId, play, stop, supported: isSpeechSynthesisSupported() };
}
