/** How the reader's playback machine speaks one text: through the browser's voices or a server voice. */

export type SpeechCallbacks = { onEnd: () => void; onError: (error: unknown) => void };
export type SpeechHandle = {
  cancel: () => void;
  /** Pauses in place; false (or absent) when this voice cannot, and the reader reads the verse again instead. */
  pause?: () => boolean;
  resume?: () => boolean;
};

export interface VoiceDriver {
  /** Starts reading `text`; returns null when there is no voice to read it with. */
  speak(text: string, callbacks: SpeechCallbacks): SpeechHandle | null;
}
