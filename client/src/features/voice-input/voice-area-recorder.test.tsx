import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Blob as NodeBlob } from 'node:buffer';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toast-store';
import { VoiceArea } from './voice-area';

/*
 * The voice area in a browser without Web Speech (Firefox, Safari): the microphone is recorded with a
 * MediaRecorder the test controls, the level meter reads levels the test sets, and the recording goes over
 * real HTTP to a local server that answers like POST /api/voice/transcriptions.
 */

const question = 'What does the Bhagavad Gita say about duty?';
const recordedBytes = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5]);

type Upload = { contentType: string | undefined; bytes: Buffer; headers: IncomingHttpHeaders };
const uploads: Upload[] = [];
let capabilities = { available: true, maxBytes: 5242880, maxSeconds: 60, acceptedTypes: ['audio/webm'] };
let answer: { status: number; body: unknown } = { status: 200, body: { text: question } };
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/api/voice/transcriptions/capabilities') return reply(200, capabilities);
      if (request.url === '/api/voice/transcriptions' && request.method === 'POST') {
        uploads.push({
          contentType: request.headers['content-type'],
          bytes: Buffer.concat(chunks),
          headers: request.headers,
        });
        return reply(answer.status, answer.body);
      }
      reply(404, { error: 'Not Found', message: 'no route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
    url: `http://127.0.0.1:${port}/`,
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  readonly mimeType: string;
  constructor(
    readonly stream: MediaStream,
    readonly options: { mimeType?: string; audioBitsPerSecond?: number },
  ) {
    this.mimeType = options.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([recordedBytes], { type: this.mimeType }) });
    this.onstop?.();
  }
}

let level = 0;
let frame: FrameRequestCallback | null = null;
const stream = { getTracks: () => [{ stop: () => undefined }] } as unknown as MediaStream;
let constraints: MediaStreamConstraints | undefined;

/** Runs the level meter for `count` animation frames at the given level. */
function frames(value: number, count: number) {
  level = value;
  for (let index = 0; index < count; index += 1) act(() => frame?.(performance.now()));
}

beforeEach(() => {
  localStorage.clear();
  toastStore.dismiss();
  uploads.length = 0;
  FakeMediaRecorder.instances = [];
  capabilities = { ...capabilities, available: true };
  answer = { status: 200, body: { text: question } };
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  // The page's fetch here is Node's, which sends Node's Blob (a browser sends its own Blob the same way).
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frame = callback;
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal(
    'AudioContext',
    class {
      createAnalyser() {
        return {
          fftSize: 0,
          frequencyBinCount: 128,
          getByteFrequencyData: (bins: Uint8Array) => bins.fill(level),
        };
      }
      createMediaStreamSource() {
        return { connect: () => undefined };
      }
      close() {
        return Promise.resolve();
      }
    },
  );
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: (asked: MediaStreamConstraints) => {
        constraints = asked;
        return Promise.resolve(stream);
      },
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  frame = null;
});

const renderArea = (sent: string[] = []) =>
  render(
    <VoiceArea
      onSend={(text) => {
        sent.push(text);
        return Promise.resolve(true);
      }}
      lastReply={null}
      voiceId="pNInz6obpgDQGcFmaJgB"
    />,
  );
const status = () => screen.getByTestId('voice-status').textContent;
/** Waits until the recorder has started and the level meter asked for its first frame: on a loaded machine the
 * microphone's start-up chain ends after the click's act(), and frames fed before it would reach nobody. */
const recorderListening = () =>
  waitFor(() => {
    expect(FakeMediaRecorder.instances.at(-1)?.state).toBe('recording');
    expect(frame).not.toBeNull();
  });

describe('voice input by server transcription where Web Speech is missing', () => {
  it('offers voice once the server says it transcribes, records, and auto-sends the server text', async () => {
    const sent: string[] = [];
    renderArea(sent);
    const microphone = screen.getByRole('button', { name: 'Start voice input' }) as HTMLButtonElement;
    await waitFor(() => expect(microphone.disabled).toBe(false));
    expect(status()).toBe('Need Permission');
    expect(screen.queryByText('Voice Unavailable')).toBeNull();

    await act(async () => fireEvent.click(microphone));
    expect(status()).toBe('Listening...');
    expect(constraints).toEqual({
      audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1, sampleRate: 16000 },
    });
    // The status turns to Listening as the microphone opens; the recorder starts a microtask or two later.
    const recorder = await waitFor(() => {
      expect(FakeMediaRecorder.instances).toHaveLength(1);
      return FakeMediaRecorder.instances[0]!;
    });
    expect(recorder.stream).toBe(stream);
    expect(recorder.options).toEqual({ mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 32000 });
    expect(recorder.state).toBe('recording');

    frames(0, 30);
    expect(recorder.state).toBe('recording');
    frames(45, 20);
    frames(0, 1);
    await waitFor(() => expect(uploads).toHaveLength(1), { timeout: 15_000 });
    expect(uploads[0]!.contentType).toBe('audio/webm;codecs=opus');
    expect(new Uint8Array(uploads[0]!.bytes)).toEqual(recordedBytes);

    await screen.findByText(question);
    expect(screen.getByTestId('voice-transcript').textContent).toBe(`Current transcript${question}`);
    await waitFor(() => expect(sent).toEqual([question]), { timeout: 15_000 });
    expect(status()).toBe('Thinking...');
    // Real time: 1 s of silence ends the question, then the 1.5 s auto-send delay.
  }, 40_000);

  it('keeps Text Chat Mode when the server cannot transcribe', async () => {
    capabilities = { ...capabilities, available: false };
    renderArea();
    await screen.findByText('Voice Unavailable');
    expect(status()).toBe('Text Chat Mode');
    expect((screen.getByRole('button', { name: 'Start voice input' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('stops with a toast and the Voice System Issue banner when transcription is unavailable', async () => {
    answer = {
      status: 503,
      body: {
        error: 'Service Unavailable',
        message:
          'The transcription service is not available right now (HTTP 500). Please try again or type your question.',
      },
    };
    const sent: string[] = [];
    renderArea(sent);
    const microphone = screen.getByRole('button', { name: 'Start voice input' }) as HTMLButtonElement;
    await waitFor(() => expect(microphone.disabled).toBe(false));
    await act(async () => fireEvent.click(microphone));
    await recorderListening();
    frames(45, 20);
    frames(0, 1);
    await screen.findByText('Voice System Issue', undefined, { timeout: 15_000 });
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Voice Transcription Unavailable',
      description:
        'The transcription service is not available right now (HTTP 500). Please try again or type your question.',
      duration: 6000,
    });
    expect(status()).toBe('Ready to help');
    expect(sent).toEqual([]);
  }, 40_000);

  it('records again after a recording the server could not read', async () => {
    answer = {
      status: 400,
      body: {
        error: 'Bad Request',
        message: 'The transcription service could not read the recording: too short',
      },
    };
    renderArea();
    const microphone = screen.getByRole('button', { name: 'Start voice input' }) as HTMLButtonElement;
    await waitFor(() => expect(microphone.disabled).toBe(false));
    await act(async () => fireEvent.click(microphone));
    await recorderListening();
    frames(45, 20);
    frames(0, 1);
    await waitFor(() => expect(FakeMediaRecorder.instances).toHaveLength(2), { timeout: 15_000 });
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Could Not Transcribe',
      description: 'The transcription service could not read the recording: too short',
    });
    expect(FakeMediaRecorder.instances[1]!.state).toBe('recording');
    expect(status()).toBe('Listening...');
  }, 40_000);
});

describe('a recorder that cannot start', () => {
  it('says Voice System Issue for 4 s and goes back to idle, as when the recogniser cannot start', async () => {
    vi.stubGlobal(
      'MediaRecorder',
      class extends FakeMediaRecorder {
        override start(): void {
          throw new DOMException('The MediaRecorder cannot start', 'NotSupportedError');
        }
      },
    );
    renderArea();
    const microphone = screen.getByRole('button', { name: 'Start voice input' }) as HTMLButtonElement;
    await waitFor(() => expect(microphone.disabled).toBe(false));
    await act(async () => fireEvent.click(microphone));
    // The failed start goes through the recorder's start-up chain; on a loaded machine that takes over waitFor's 1 s.
    await waitFor(() => expect(status()).toBe('Ready to help'), { timeout: 15_000 });
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Voice System Issue',
      description: 'Voice recognition unavailable. Please use text input instead.',
      duration: 4000,
    });
  });
});
