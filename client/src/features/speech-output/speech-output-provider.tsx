import type { ReactNode } from 'react';
import { SpeechOutputContext, type SpeechOutputService } from '@/lib/speech-output-context';
import { speakReply } from './reply-speech';
import { useMessageSpeech } from './use-message-speech';
import { useReadingPlayback } from './use-reading-playback';

/** One value for the app's life: consumers call these hooks through the context, so they must never change. */
const speechOutput: SpeechOutputService = { useMessageSpeech, useReadingPlayback, speakReply };

/** Gives the chat, the reader and the voice conversation their speech output. */
export function SpeechOutputProvider({ children }: { children: ReactNode }) {
  return <SpeechOutputContext.Provider value={speechOutput}>{children}</SpeechOutputContext.Provider>;
}
