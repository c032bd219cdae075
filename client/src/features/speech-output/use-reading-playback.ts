import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { VoicesResponse } from '@common/api/tts';
import {
  isSpeechSynthesisSupported,
  listBrowserVoices,
  PREVIEW_TEXT,
  subscribeToBrowserVoices,
} from './browser-voice';
import type { ReadingPlayback, SpeechOutput, VoiceOption } from '@/lib/speech-output-context';
import { readStoredValue, useStoredValue } from '@/lib/stored-value';
import { useToast } from '@/lib/use-toast';
import type { AudioSettings } from '@/lib/speech-output-context';
import { AUDIO_SETTINGS_STORAGE_KEY, audioSettingsSchema, defaultAudioSettings } from './audio-settings';
import { PlaybackMachine } from './playback-machine';
import { serverVoiceOptions, verseSpeechPlan } from './reader-voice';
import { createFallbackVoiceDriver, speakWithFallback } from './speak-with-fallback';
import { fetchServerVoices, SERVER_VOICES_QUERY_KEY } from './speech-output-api';

export const SPEECH_NOT_SUPPORTED = {
  title: 'Speech Not Supported',
  description: 'Text-to-speech is not supported in your browser',
} as const;
export const SPEECH_ERROR = { title: 'Speech Error', description: 'Could not read the verse aloud' } as const;

const noVoices: VoiceOption[] = [];

function readAudioSettings(): AudioSettings {
  return readStoredValue(AUDIO_SETTINGS_STORAGE_KEY, audioSettingsSchema, defaultAudioSettings);
}

/** The reader asks for the server voices on load; the list changes only with the configuration. */
function useServerVoices() {
  return useQuery<VoicesResponse>({
    queryKey: SERVER_VOICES_QUERY_KEY,
    queryFn: ({ signal }) => fetchServerVoices(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

function useBrowserVoices(): VoiceOption[] {
  const [voices, setVoices] = useState<VoiceOption[]>(() =>
    isSpeechSynthesisSupported() ? listBrowserVoices() : noVoices,
  );
  useEffect(() => subscribeToBrowserVoices(() => setVoices(listBrowserVoices())), []);
  return voices;
}

/** Binds the playback machine to the server voice (browser voice as fallback), the saved settings and toasts. */
export function useReadingPlayback(texts: readonly string[]): ReadingPlayback {
  const { toast } = useToast();
  const [settings, setSettings] = useStoredValue(
    AUDIO_SETTINGS_STORAGE_KEY,
    audioSettingsSchema,
    defaultAudioSettings,
  );
  const serverVoices = useServerVoices();
  const queryClient = useQueryClient();
  // Read at each verse: the list may arrive (or change) after playback began.
  const serverVoiceList = useCallback(
    () => queryClient.getQueryData<VoicesResponse>(SERVER_VOICES_QUERY_KEY)?.voices,
    [queryClient],
  );
  const [machine] = useState(
    () =>
      // The voice reads the saved settings at each verse, so a change applies from the next verse on.
      new PlaybackMachine(
        createFallbackVoiceDriver((text) => verseSpeechPlan(text, readAudioSettings(), serverVoiceList())),
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
      // The server voice is tried first; only with it failing and no speechSynthesis is there nothing to read with.
      if (serverVoices.isError && !isSpeechSynthesisSupported()) {
        toast({ ...SPEECH_NOT_SUPPORTED, variant: 'destructive', duration: 5000 });
        return;
      }
      action();
    },
    [toast, serverVoices.isError],
  );

  const [isTestingVoice, setTestingVoice] = useState(false);
  const preview = useRef<SpeechOutput | null>(null);
  const testVoice = useCallback(
    () =>
      whenSupported(() => {
        machine.stop();
        preview.current?.stop();
        const plan = verseSpeechPlan(PREVIEW_TEXT, readAudioSettings(), serverVoiceList(), true);
        if (!plan) return;
        setTestingVoice(true);
        preview.current = speakWithFallback(plan, {
          onEnd: () => setTestingVoice(false),
          onError: (error) => {
            // A failed preview is only logged (the reader can simply try again); the testing state ends.
            console.warn('Failed to generate test audio', error);
            setTestingVoice(false);
          },
        });
      }),
    [machine, whenSupported, serverVoiceList],
  );
  useEffect(() => () => preview.current?.stop(), []);

  const browserVoices = useBrowserVoices();
  const { data: serverVoiceData } = serverVoices;
  const voices = useMemo(
    () => [
      ...(serverVoiceData
        ? serverVoiceOptions(serverVoiceData.voices, serverVoiceData.recommendedMaleVoices)
        : []),
      ...browserVoices,
    ],
    [serverVoiceData, browserVoices],
  );
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
