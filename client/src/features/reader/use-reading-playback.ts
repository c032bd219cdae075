import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  createBrowserVoiceDriver,
  isSpeechSynthesisSupported,
  listBrowserVoices,
  PREVIEW_PITCH,
  PREVIEW_SPEED_FACTOR,
  PREVIEW_TEXT,
  speakWithBrowser,
  subscribeToBrowserVoices,
} from '@/lib/speech/browser-voice';
import type { VoiceOption } from '@/lib/speech/voice-driver';
import { readStoredValue, useStoredValue } from '@/lib/stored-value';
import { useToast } from '@/lib/use-toast';
import {
  AUDIO_SETTINGS_STORAGE_KEY,
  defaultAudioSettings,
  parseAudioSettings,
  type AudioSettings,
} from './audio-settings';
import { PlaybackMachine, type PlaybackState } from './playback-machine';

export const SPEECH_NOT_SUPPORTED = {
  title: 'Speech Not Supported',
  description: 'Text-to-speech is not supported in your browser',
} as const;
export const SPEECH_ERROR = { title: 'Speech Error', description: 'Could not read the verse aloud' } as const;

const noVoices: VoiceOption[] = [];

function readAudioSettings(): AudioSettings {
  return readStoredValue(AUDIO_SETTINGS_STORAGE_KEY, parseAudioSettings, defaultAudioSettings);
}

function useBrowserVoices(): VoiceOption[] {
  const [voices, setVoices] = useState<VoiceOption[]>(() =>
    isSpeechSynthesisSupported() ? listBrowserVoices() : noVoices,
  );
  useEffect(() => subscribeToBrowserVoices(() => setVoices(listBrowserVoices())), []);
  return voices;
}

export type ReadingPlayback = {
  state: PlaybackState;
  settings: AudioSettings;
  updateSettings: (patch: Partial<AudioSettings>) => void;
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

/** Binds the playback machine to the browser's voices, the saved audio settings and the toasts. */
export function useReadingPlayback(texts: readonly string[]): ReadingPlayback {
  const { toast } = useToast();
  const [settings, setSettings] = useStoredValue(
    AUDIO_SETTINGS_STORAGE_KEY,
    parseAudioSettings,
    defaultAudioSettings,
  );
  const [machine] = useState(
    () =>
      // The voice reads the saved settings at each verse, so a change applies from the next verse on.
      new PlaybackMachine(
        createBrowserVoiceDriver(readAudioSettings),
        { onVerseFailed: () => toast({ ...SPEECH_ERROR, variant: 'destructive', duration: 4000 }) },
        { pauseBetweenVersesMs: settings.pauseSeconds * 1000 },
      ),
  );
  const state = useSyncExternalStore(
    useCallback((onChange: () => void) => machine.subscribe(onChange), [machine]),
    () => machine.getState(),
  );

  useEffect(() => machine.load(texts), [machine, texts]);
  useEffect(
    () => machine.setPauseBetweenVerses(settings.pauseSeconds * 1000),
    [machine, settings.pauseSeconds],
  );
  useEffect(() => () => machine.dispose(), [machine]);

  const whenSupported = useCallback(
    (action: () => void) => {
      if (!isSpeechSynthesisSupported()) {
        toast({ ...SPEECH_NOT_SUPPORTED, variant: 'destructive', duration: 5000 });
        return;
      }
      action();
    },
    [toast],
  );

  const [isTestingVoice, setTestingVoice] = useState(false);
  const testVoice = useCallback(
    () =>
      whenSupported(() => {
        machine.stop();
        setTestingVoice(true);
        const { voiceId, speed, volume } = readAudioSettings();
        speakWithBrowser(
          PREVIEW_TEXT,
          { voiceId, speed: speed * PREVIEW_SPEED_FACTOR, volume, pitch: PREVIEW_PITCH },
          {
            onEnd: () => setTestingVoice(false),
            onError: (error) => {
              // Spec §8: a failed preview is only logged; the testing state ends.
              console.warn('Failed to generate test audio', error);
              setTestingVoice(false);
            },
          },
        );
      }),
    [machine, whenSupported],
  );

  const voices = useBrowserVoices();
  const controls = useMemo(
    () => ({
      play: (from = 0) => whenSupported(() => machine.play(from)),
      readVerse: (index: number) => whenSupported(() => machine.play(index, { single: true })),
      pause: () => machine.pause(),
      resume: () => whenSupported(() => machine.resume()),
      stop: () => machine.stop(),
      toggle: () => whenSupported(() => machine.toggle()),
    }),
    [machine, whenSupported],
  );
  return {
    state,
    settings,
    updateSettings: (patch) => setSettings({ ...settings, ...patch }),
    voices,
    ...controls,
    testVoice,
    isTestingVoice,
  };
}
