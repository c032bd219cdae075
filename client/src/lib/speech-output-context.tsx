import { createContext, useContext } from 'react';

/**
 * What the chat, the reader and the voice conversation need from speech output, without importing the
 * speech-output feature: the implementation is given by SpeechOutputProvider in client/src/app/.
 */

/** Where the sound comes from: the server voice, or the browser's when that fails. */
export type SpeechSource = 'server' | 'browser';

export type SpeechOutputCallbacks = {
  /** Sound has started, from this source; called again with 'browser' if the server audio breaks off. */
  onStart?: (source: SpeechSource) => void;
  onEnd: () => void;
  /** Neither voice could speak the text; the caller goes idle. */
  onError: (error: unknown) => void;
};

export type SpeechOutput = {
  stop: () => void;
  /** Pauses mid-text when the server audio is playing; false otherwise (the caller restarts the text). */
  pause: () => boolean;
  resume: () => boolean;
  fadeOut: (ms: number) => void;
  /** Where the sound comes from now; null before it starts. */
  readonly source: SpeechSource | null;
};

/** Reads a scholar's reply aloud in the persona's voice (the browser voice if the server's fails). */
export type SpeakReply = (content: string, voiceId: string, callbacks: SpeechOutputCallbacks) => SpeechOutput;

export type PlayRequest = {
  /** A play button: whatever this chat was reading stops and this starts. Without it the call is an auto-play. */
  byUser?: boolean;
  /** The voice for this text; the hook's voice (the persona's) when absent. */
  voiceId?: string;
};

export type MessageSpeech = {
  /** The message being read aloud, or null. */
  speakingId: string | null;
  source: SpeechSource | null;
  /** False when an auto-play was refused because something else is playing. */
  play: (id: string, content: string, request?: PlayRequest) => boolean;
  stop: () => void;
};

/** A voice the user can choose; browser voices have ids 'browser_<index>'. */
export type VoiceOption = {
  voiceId: string;
  name: string;
  /** 'professional' and 'premade' voices get a star in the voice list; browser voices are 'browser'. */
  category: string;
  lang: string;
  description?: string;
};

export function isStarredVoice(voice: Pick<VoiceOption, 'category'>): boolean {
  return voice.category === 'professional' || voice.category === 'premade';
}

/** Speeds, volume 0-1 in steps of 0.1, pause between verses 0.5-5 s in steps of 0.5 (docs/product.md, Reader). */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const VOLUME_STEP = 0.1;
export const PAUSE_MIN_SECONDS = 0.5;
export const PAUSE_MAX_SECONDS = 5;
export const PAUSE_STEP_SECONDS = 0.5;

/** Rounds to the slider's step so 0.30000000000000004 shows and stores as 0.3. */
export function roundToStep(value: number, step: number): number {
  return Number((Math.round(value / step) * step).toFixed(2));
}

export type AudioSettings = {
  speed: number;
  volume: number;
  pauseSeconds: number;
  /** null: the browser's default voice. */
  voiceId: string | null;
};

export type PlaybackStatus = 'stopped' | 'playing' | 'paused';

export type PlaybackState = {
  status: PlaybackStatus;
  /** The verse (0-based index into the loaded texts) being read or paused on; null when stopped. */
  verseIndex: number | null;
};

export type ReadingPlayback = {
  state: PlaybackState;
  settings: AudioSettings;
  updateSettings: (patch: Partial<AudioSettings>) => void;
  /** Server voices first (recommended ones leading), then the browser's. */
  voices: VoiceOption[];
  /** Reads from verse index `from` to the end of the chapter. */
  play: (from?: number) => void;
  /** A verse card's read-aloud button: that verse only. */
  readVerse: (index: number) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  toggle: () => void;
  testVoice: () => void;
  isTestingVoice: boolean;
};

/** The implementation's hooks and functions; the provider's value never changes, so its hooks run in a fixed order. */
export type SpeechOutputService = {
  useMessageSpeech: (options?: { voiceId?: string }) => MessageSpeech;
  useReadingPlayback: (texts: readonly string[]) => ReadingPlayback;
  speakReply: SpeakReply;
};

export const SpeechOutputContext = createContext<SpeechOutputService | null>(null);

function useSpeechOutputService(): SpeechOutputService {
  const service = useContext(SpeechOutputContext);
  if (!service)
    throw new Error('Speech output needs SpeechOutputProvider (client/src/app/dashboard-route.tsx).');
  return service;
}

/** Reads one chat message at a time aloud (see the speech-output feature). */
export function useMessageSpeech(options?: { voiceId?: string }): MessageSpeech {
  return useSpeechOutputService().useMessageSpeech(options);
}

/** Reads a chapter's verses aloud with the saved audio settings. */
export function useReadingPlayback(texts: readonly string[]): ReadingPlayback {
  return useSpeechOutputService().useReadingPlayback(texts);
}

const missingProvider: SpeakReply = () => {
  throw new Error('Speech output needs SpeechOutputProvider (client/src/app/dashboard-route.tsx).');
};

/**
 * The reply speaker for the voice conversation. Without a provider it renders, and only a reply to speak
 * fails: the voice area works (and is tested) without a reply to read.
 */
export function useSpeakReply(): SpeakReply {
  return useContext(SpeechOutputContext)?.speakReply ?? missingProvider;
}
