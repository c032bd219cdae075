import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StoredValue from '@/lib/stored-value';
import { toastStore } from '@/lib/toast-store';
import type { Recognition, RecognitionResultEvent } from './speech-recognition';
import { AUTO_SEND_HINT_KEY } from './use-voice-conversation';
import { VoiceArea } from './voice-area';

/** Set by a test to make the start of a conversation throw unexpectedly (reset after each test). */
const storedReadFailure = vi.hoisted(() => ({ error: null as Error | null }));
vi.mock('@/lib/stored-value', async (importOriginal) => {
  const actual = await importOriginal<typeof StoredValue>();
  return {
    ...actual,
    readStoredValue: ((...args: Parameters<typeof actual.readStoredValue>) => {
      if (storedReadFailure.error) throw storedReadFailure.error;
      return actual.readStoredValue(...args);
    }) as typeof actual.readStoredValue,
  };
});

const question = 'What does the Bhagavad Gita say about duty?';

/** The browser's recogniser, driven by the test: it records start/abort and emits results on demand. */
class FakeRecognition implements Recognition {
  static instances: FakeRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = 0;
  aborted = 0;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started += 1;
  }
  abort() {
    this.aborted += 1;
  }
  say(transcript: string, confidence: number, isFinal: boolean) {
    const result = Object.assign([{ transcript, confidence }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }
}

let grantMicrophone: () => Promise<MediaStream>;
const stoppedTracks: string[] = [];

function installBrowserVoice() {
  FakeRecognition.instances = [];
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
  vi.stubGlobal('requestAnimationFrame', () => 1);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal(
    'AudioContext',
    class {
      createAnalyser() {
        return { fftSize: 0, frequencyBinCount: 128, getByteFrequencyData: () => undefined };
      }
      createMediaStreamSource() {
        return { connect: () => undefined };
      }
      close() {
        return Promise.resolve();
      }
    },
  );
  grantMicrophone = () =>
    Promise.resolve({
      getTracks: () => [{ stop: () => stoppedTracks.push('microphone') }],
    } as unknown as MediaStream);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => grantMicrophone() },
  });
}

beforeEach(() => {
  localStorage.clear();
  stoppedTracks.length = 0;
  toastStore.dismiss();
});
afterEach(() => {
  storedReadFailure.error = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the voice area without speech recognition (Firefox, Safari)', () => {
  it('offers text chat and says why', () => {
    render(
      <VoiceArea onSend={() => Promise.resolve(true)} lastReply={null} voiceId="pNInz6obpgDQGcFmaJgB" />,
    );
    expect(screen.getByTestId('voice-status').textContent).toBe('Text Chat Mode');
    expect(screen.getByText('Voice Unavailable')).toBeTruthy();
    expect(
      screen.getByText(
        'Voice input is not supported in this browser. Please use text input or switch to Chrome/Edge.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start voice input' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('the voice area with speech recognition', () => {
  beforeEach(installBrowserVoice);

  it('asks for permission, and a denial shows the 6 s Permission Denied toast', async () => {
    grantMicrophone = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    render(
      <VoiceArea onSend={() => Promise.resolve(true)} lastReply={null} voiceId="pNInz6obpgDQGcFmaJgB" />,
    );
    expect(screen.getByTestId('voice-status').textContent).toBe('Need Permission');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start voice input' })));
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Permission Denied',
      description: 'Microphone access was denied. Please enable in browser settings.',
      duration: 6000,
    });
    expect(screen.getByTestId('voice-status').textContent).toBe('Need Permission');
    expect(FakeRecognition.instances).toHaveLength(0);
  });

  it('listens, shows the transcript with its confidence, auto-sends 1.5 s later and thinks', async () => {
    const sent: string[] = [];
    const view = render(
      <VoiceArea
        onSend={(text) => {
          sent.push(text);
          return Promise.resolve(true);
        }}
        lastReply={null}
        voiceId="pNInz6obpgDQGcFmaJgB"
      />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start voice input' })));
    expect(screen.getByTestId('voice-status').textContent).toBe('Listening...');
    expect(toastStore.getState().toasts[0]?.title).toBe('Voice auto-send');
    expect(localStorage.getItem(AUTO_SEND_HINT_KEY)).toBe('1');
    const recogniser = FakeRecognition.instances[0]!;
    expect(recogniser).toMatchObject({ started: 1, continuous: true, interimResults: true, lang: 'en-US' });

    vi.useFakeTimers();
    act(() => recogniser.say(question, 0.87, true));
    expect(screen.getByTestId('voice-transcript').textContent).toBe(
      `Current transcript (87% confidence)${question}`,
    );
    act(() => vi.advanceTimersByTime(1499));
    expect(sent).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(sent).toEqual([question]);
    expect(screen.getByTestId('voice-status').textContent).toBe('Thinking...');
    expect(recogniser.aborted).toBe(1);
    expect(screen.getByRole('button', { name: 'Start voice input' }).title).toBe(
      'Input locked during AI speech',
    );

    view.unmount();
    expect(stoppedTracks).toEqual(['microphone']);
  });

  it('shows no confidence when the recogniser gives none', async () => {
    render(
      <VoiceArea onSend={() => Promise.resolve(true)} lastReply={null} voiceId="pNInz6obpgDQGcFmaJgB" />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start voice input' })));
    act(() => FakeRecognition.instances[0]!.say('Tell me about the Psalms', 0, false));
    expect(screen.getByTestId('voice-transcript').textContent).toBe(
      'Current transcriptTell me about the Psalms',
    );
  });

  it('says Voice System Issue for 4 s when the recogniser cannot start, and goes back to idle', async () => {
    FakeRecognition.prototype.start = () => {
      throw new DOMException('recognition has already started', 'InvalidStateError');
    };
    try {
      render(
        <VoiceArea onSend={() => Promise.resolve(true)} lastReply={null} voiceId="pNInz6obpgDQGcFmaJgB" />,
      );
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start voice input' })));
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: 'Voice System Issue',
        description: 'Voice recognition unavailable. Please use text input instead.',
        duration: 4000,
      });
      expect(screen.getByTestId('voice-status').textContent).toBe('Ready to help');
    } finally {
      FakeRecognition.prototype.start = function (this: FakeRecognition) {
        this.started += 1;
      };
    }
  });

  it('flags an unexpected recogniser error with the Voice System Issue banner and its Reset button', async () => {
    render(
      <VoiceArea onSend={() => Promise.resolve(true)} lastReply={null} voiceId="pNInz6obpgDQGcFmaJgB" />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start voice input' })));
    act(() => FakeRecognition.instances[0]!.onerror?.({ error: 'bad-grammar' }));
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('Voice System Issue');
    expect(banner.textContent).toContain('Voice recognition stopped unexpectedly. Reset to start again.');
    expect(banner.textContent).not.toContain('bad-grammar');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeTruthy();
    expect(screen.getByTestId('voice-status').textContent).toBe('Ready to help');
  });

  it('says No Microphone Found, in words, when the recogniser has no microphone to listen with', async () => {
    render(
      <VoiceArea onSend={() => Promise.resolve(true)} lastReply={null} voiceId="pNInz6obpgDQGcFmaJgB" />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start voice input' })));
    act(() => FakeRecognition.instances[0]!.onerror?.({ error: 'audio-capture' }));
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('No Microphone Found');
    expect(banner.textContent).toContain(
      'No microphone device detected. Please connect a microphone or use text input.',
    );
    expect(banner.textContent).not.toContain('audio-capture');
    expect(screen.getByTestId('voice-status').textContent).toBe('No Microphone Found');
  });

  it('labels the area No Microphone Found, not Need Permission, when there is no microphone', async () => {
    grantMicrophone = () => Promise.reject(new DOMException('no device', 'NotFoundError'));
    render(
      <VoiceArea onSend={() => Promise.resolve(true)} lastReply={null} voiceId="pNInz6obpgDQGcFmaJgB" />,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start voice input' })));
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'No Microphone Found', duration: 6000 });
    expect(screen.getByTestId('voice-status').textContent).toBe('No Microphone Found');
  });

  it('says Voice Not Supported for 5 s when the recogniser is gone by the time the reader speaks', async () => {
    render(
      <VoiceArea onSend={() => Promise.resolve(true)} lastReply={null} voiceId="pNInz6obpgDQGcFmaJgB" />,
    );
    vi.stubGlobal('SpeechRecognition', undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start voice input' })));
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Voice Not Supported',
      description: 'Voice input is not supported in this browser. Please use text input.',
      duration: 5000,
    });
    expect(screen.getByTestId('voice-status').textContent).toBe('Ready to help');
  });

  it('says Voice Error when the microphone button fails, and Critical Voice Error when it fails again', async () => {
    storedReadFailure.error = new Error('An unexpected failure while starting');
    render(
      <VoiceArea onSend={() => Promise.resolve(true)} lastReply={null} voiceId="pNInz6obpgDQGcFmaJgB" />,
    );
    const microphone = screen.getByRole('button', { name: 'Start voice input' });
    await act(async () => fireEvent.click(microphone));
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Voice Error',
      description: 'Voice system encountered an error. Please refresh the page if this persists.',
    });
    await act(async () => fireEvent.click(microphone));
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Critical Voice Error',
      description: 'Voice system needs to be reset. Please refresh the page.',
    });
  });
});
