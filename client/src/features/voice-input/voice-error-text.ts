/*
 * What the reader is told about a stopped recogniser: words for what happened and what to do, never the
 * browser's error code ("audio-capture").
 */

export type VoiceErrorText = { title: string; description: string };

const NO_MICROPHONE: VoiceErrorText = {
  title: 'No Microphone Found',
  description: 'No microphone device detected. Please connect a microphone or use text input.',
};

const texts: Record<string, VoiceErrorText> = {
  'audio-capture': NO_MICROPHONE,
  'not-supported': {
    title: 'Voice Not Supported',
    description: 'Voice input is not supported in this browser. Please use text input.',
  },
  'start-failed': {
    title: 'Voice System Issue',
    description: 'Voice recognition unavailable. Please use text input instead.',
  },
  'language-not-supported': {
    title: 'Voice System Issue',
    description: 'Voice recognition does not understand this language here. Please use text input.',
  },
  network: {
    title: 'Voice System Issue',
    description: 'Voice recognition lost its connection. Check your network, then reset to start again.',
  },
  'transcription-unavailable': {
    title: 'Voice System Issue',
    description: 'Voice transcription is unavailable for now. Please use text input.',
  },
};

const UNEXPECTED: VoiceErrorText = {
  title: 'Voice System Issue',
  description: 'Voice recognition stopped unexpectedly. Reset to start again.',
};

export function voiceErrorText(code: string): VoiceErrorText {
  return texts[code] ?? UNEXPECTED;
}

/** The recogniser's own word for "there is no microphone to listen with". */
export const isNoMicrophoneError = (code: string | null) => code === 'audio-capture';
