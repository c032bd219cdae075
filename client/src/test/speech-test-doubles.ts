import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startApiTestServer, type TestReply, type TestRoute } from '@/test/api-test-server';

type ApiTestServer = Awaited<ReturnType<typeof startApiTestServer>>;

/*
 * jsdom has no media playback, no object URLs and no speechSynthesis. These stand in for the browser's parts
 * only; the server voice is a real HTTP answer from the api test server, read through the real fetch.
 */

/** 0.1 s of 16-bit mono silence at 8 kHz, as the offline voice answers (RIFF/WAVE, PCM). */
export function silentWav(): Buffer {
  const samples = 800;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(16000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}

export function replyWithWav(reply: TestReply): void {
  reply.raw.writeHead(200, { 'content-type': 'audio/wav', 'x-tts-voice': 'flite-kal16' });
  reply.raw.end(silentWav());
}

export type MediaDouble = {
  /** Every element play() was called on, in order. */
  played: HTMLMediaElement[];
  objectUrls: { created: string[]; revoked: string[] };
  /** What the next play() does: resolve (default) or reject like an autoplay refusal. */
  nextPlay: 'resolve' | 'reject';
  restore: () => void;
};

export function installMediaDouble(): MediaDouble {
  const double: MediaDouble = {
    played: [],
    objectUrls: { created: [], revoked: [] },
    nextPlay: 'resolve',
    restore: () => undefined,
  };
  const proto = HTMLMediaElement.prototype;
  const pausedState = new WeakMap<HTMLMediaElement, boolean>();
  const spies = [
    vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
      double.played.push(this);
      if (double.nextPlay === 'reject') {
        double.nextPlay = 'resolve';
        return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      }
      pausedState.set(this, false);
      return Promise.resolve();
    }),
    vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      pausedState.set(this, true);
    }),
    vi.spyOn(proto, 'load').mockImplementation(() => undefined),
    vi.spyOn(proto, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
      return pausedState.get(this) ?? true;
    }),
  ];
  let count = 0;
  const created = URL.createObjectURL;
  const revoked = URL.revokeObjectURL;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${++count}-${blob.type}`;
    double.objectUrls.created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    double.objectUrls.revoked.push(url);
  };
  double.restore = () => {
    for (const spy of spies) spy.mockRestore();
    URL.createObjectURL = created;
    URL.revokeObjectURL = revoked;
  };
  return double;
}

export type RecordedUtterance = {
  text: string;
  rate: number;
  pitch: number;
  volume: number;
  lang: string;
  end: () => void;
  fail: (error: string) => void;
};

export type SynthesisDouble = { utterances: RecordedUtterance[]; cancels: number; remove: () => void };

/** A speechSynthesis that records each utterance and starts it at once; the test ends or fails it. */
export function installSpeechSynthesisDouble(): SynthesisDouble {
  const double: SynthesisDouble = { utterances: [], cancels: 0, remove: () => undefined };
  class Utterance {
    rate = 1;
    pitch = 1;
    volume = 1;
    lang = '';
    voice: unknown = null;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  const synthesis = {
    cancel: () => {
      double.cancels += 1;
    },
    speak: (utterance: Utterance) => {
      double.utterances.push({
        text: utterance.text,
        rate: utterance.rate,
        pitch: utterance.pitch,
        volume: utterance.volume,
        lang: utterance.lang,
        end: () => utterance.onend?.(),
        fail: (error) => utterance.onerror?.({ error }),
      });
      utterance.onstart?.();
    },
    getVoices: () => [],
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  Object.assign(window, { speechSynthesis: synthesis, SpeechSynthesisUtterance: Utterance });
  double.remove = () => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.speechSynthesis;
    delete scope.SpeechSynthesisUtterance;
  };
  return double;
}

/**
 * The set-up every speech test shares: a local API server whose answer a test may swap (`rig.route`, the silent WAV
 * by default), and fresh media and speech-synthesis doubles for each test, removed after it.
 */
export function setUpSpeechTests() {
  const speakWav: TestRoute = (_request, reply) => replyWithWav(reply);
  const rig = {
    route: speakWav,
    server: undefined as unknown as ApiTestServer,
    media: undefined as unknown as MediaDouble,
    synthesis: undefined as unknown as SynthesisDouble,
  };
  beforeAll(async () => {
    rig.server = await startApiTestServer((request, reply) => rig.route(request, reply));
  });
  afterAll(() => rig.server.close());
  beforeEach(() => {
    rig.media = installMediaDouble();
    rig.synthesis = installSpeechSynthesisDouble();
  });
  afterEach(() => {
    rig.media.restore();
    rig.synthesis.remove();
    rig.server.requests.length = 0;
    rig.route = speakWav;
  });
  return rig;
}
