import { useCallback } from 'react';
import { useSpeakReply } from '@/lib/speech-output-context';

export type Playback = {
  /** Lowers the volume to 0 over `ms`, for a barge-in. */
  fadeOut: (ms: number) => void;
  stop: () => void;
};

export type PlaybackCallbacks = { onStart: () => void; onEnd: () => void; onFail: () => void };

export type ReplyPlayback = (content: string, voiceId: string, callbacks: PlaybackCallbacks) => Playback;

/**
 * The voice conversation's reply audio, in the voice state machine's terms: the shared speech output
 * (server voice, then the browser voice) reports its first sound once as onStart and gives up as onFail.
 */
export function useReplyPlayback(): ReplyPlayback {
  const speakReplyAloud = useSpeakReply();
  return useCallback(
    (content, voiceId, callbacks) => {
      let started = false;
      return speakReplyAloud(content, voiceId, {
        onStart: () => {
          if (started) return;
          started = true;
          callbacks.onStart();
        },
        onEnd: callbacks.onEnd,
        onError: callbacks.onFail,
      });
    },
    [speakReplyAloud],
  );
}
