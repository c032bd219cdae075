import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_VOICE_SETTINGS } from '@common/api/tts';
import type { SpeechSource } from '@/lib/speech-output-context';
import type { TestRoute } from '@/test/api-test-server';
import { replyWithWav, setUpSpeechTests } from '@/test/speech-test-doubles';
import { speakReply } from './reply-speech';
import { createFallbackVoiceDriver, isSpeechOutputActive, speakWithFallback } from './speak-with-fallback';

/** The machine runs many test suites at once: an HTTP round trip can take seconds. */
const SLOW_MACHINE = { timeout: 10_000 };

const REPLY =
  'Forgiveness frees the heart. <perspective>Buddhism</perspective> Hatred does not cease by hatred, but by love.';
const SPOKEN = 'Forgiveness frees the heart. Buddhism: Hatred does not cease by hatred, but by love.';
const VOICE_ID = 'pNInz6obpgDQGcFmaJgB';

const rig = setUpSpeechTests();
/** Outputs a test left running are stopped after it, so "is anything playing?" starts each test false. */
const started: { stop: () => void }[] = [];
const track = <T extends { stop: () => void }>(output: T): T => {
  started.push(output);
  return output;
};

afterEach(() => {
  for (const output of started.splice(0)) output.stop();
  vi.useRealTimers();
});

function recorder() {
  const events: string[] = [];
  return {
    events,
    callbacks: {
      onStart: (source: SpeechSource) => events.push(`start:${source}`),
      onEnd: () => events.push('end'),
      onError: (error: unknown) => events.push(`error:${(error as Error).message}`),
    },
  };
}

const failWith = (status: number) =>
  ((_request, reply) =>
    reply.json(status, { error: 'Bad Gateway', message: 'The voice service failed' })) as TestRoute;

describe('a reply spoken by the server voice', { timeout: 30_000 }, () => {
  it('sends the text without perspective tags and the voice id only, and plays the audio at volume 0.8', async () => {
    const { events, callbacks } = recorder();
    track(speakReply(REPLY, VOICE_ID, callbacks));
    await vi.waitFor(() => expect(events).toEqual(['start:server']), SLOW_MACHINE);

    expect(rig.server.requestsTo('/api/tts/speak').map((request) => request.body)).toEqual([
      { text: SPOKEN, voiceId: VOICE_ID },
    ]);
    const [audio] = rig.media.played;
    expect(audio!.src).toBe(rig.media.objectUrls.created[0]);
    expect(rig.media.objectUrls.created[0]).toMatch(/audio\/wav$/);
    expect(audio!.volume).toBe(0.8);
    expect(isSpeechOutputActive()).toBe(true);

    audio!.dispatchEvent(new Event('ended'));
    expect(events).toEqual(['start:server', 'end']);
    expect(rig.media.objectUrls.revoked).toEqual(rig.media.objectUrls.created);
    expect(audio!.getAttribute('src')).toBeNull();
    expect(isSpeechOutputActive()).toBe(false);
  });

  it('falls back to the browser voice at rate 0.9, en-US, volume 0.8 when the server voice answers 503', async () => {
    rig.route = failWith(503);
    const { events, callbacks } = recorder();
    track(speakReply(REPLY, VOICE_ID, callbacks));
    await vi.waitFor(() => expect(events).toEqual(['start:browser']), SLOW_MACHINE);

    expect(rig.media.played).toEqual([]);
    expect(rig.synthesis.utterances).toHaveLength(1);
    const [utterance] = rig.synthesis.utterances;
    expect(utterance).toMatchObject({ text: SPOKEN, rate: 0.9, volume: 0.8, lang: 'en-US', pitch: 1 });
    utterance!.end();
    expect(events).toEqual(['start:browser', 'end']);
    expect(isSpeechOutputActive()).toBe(false);
  });

  it('falls back when the browser refuses to play the audio, and releases its object URL', async () => {
    rig.media.nextPlay = 'reject';
    const { events, callbacks } = recorder();
    track(speakReply(REPLY, VOICE_ID, callbacks));
    await vi.waitFor(() => expect(events).toEqual(['start:browser']), SLOW_MACHINE);
    expect(rig.media.played).toHaveLength(1);
    expect(rig.media.objectUrls.revoked).toEqual(rig.media.objectUrls.created);
  });

  it('falls back to the browser voice when the audio breaks off mid-reply', async () => {
    const { events, callbacks } = recorder();
    track(speakReply(REPLY, VOICE_ID, callbacks));
    await vi.waitFor(() => expect(events).toEqual(['start:server']), SLOW_MACHINE);
    rig.media.played[0]!.dispatchEvent(new Event('error'));
    expect(events).toEqual(['start:server', 'start:browser']);
    expect(rig.synthesis.utterances.map((utterance) => utterance.text)).toEqual([SPOKEN]);
  });

  it('goes idle with an error when neither voice can speak', async () => {
    rig.synthesis.remove();
    rig.route = failWith(502);
    const { events, callbacks } = recorder();
    track(speakReply(REPLY, VOICE_ID, callbacks));
    await vi.waitFor(() => expect(events).toHaveLength(1), SLOW_MACHINE);
    expect(events[0]).toBe('error:502: {"error":"Bad Gateway","message":"The voice service failed"}');
    expect(isSpeechOutputActive()).toBe(false);
  });

  it('stopped while the audio is fetched: nothing plays, nothing is reported, no URL is left', async () => {
    let answer: (() => void) | undefined;
    rig.route = (_request, reply) => {
      answer = () => replyWithWav(reply);
    };
    const { events, callbacks } = recorder();
    const output = speakReply(REPLY, VOICE_ID, callbacks);
    await vi.waitFor(() => expect(answer).toBeDefined(), SLOW_MACHINE);
    output.stop();
    expect(isSpeechOutputActive()).toBe(false);
    answer!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rig.media.played).toEqual([]);
    expect(events).toEqual([]);
    expect(rig.media.objectUrls.revoked).toEqual(rig.media.objectUrls.created);
  });

  it('stopped while playing: the audio pauses and its element and URL are released', async () => {
    const { events, callbacks } = recorder();
    const output = speakReply(REPLY, VOICE_ID, callbacks);
    await vi.waitFor(() => expect(events).toEqual(['start:server']), SLOW_MACHINE);
    const audio = rig.media.played[0]!;
    output.stop();
    expect(audio.paused).toBe(true);
    expect(audio.getAttribute('src')).toBeNull();
    expect(rig.media.objectUrls.revoked).toEqual(rig.media.objectUrls.created);
    audio.dispatchEvent(new Event('ended'));
    expect(events).toEqual(['start:server']);
  });

  it('fades the server audio to silence over the given time (barge-in)', async () => {
    const { events, callbacks } = recorder();
    const output = speakReply(REPLY, VOICE_ID, callbacks);
    await vi.waitFor(() => expect(events).toEqual(['start:server']), SLOW_MACHINE);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    output.fadeOut(300);
    const audio = rig.media.played[0]!;
    vi.advanceTimersByTime(150);
    expect(audio.volume).toBeGreaterThan(0.3);
    expect(audio.volume).toBeLessThan(0.5);
    vi.advanceTimersByTime(200);
    expect(audio.volume).toBe(0);
    output.stop();
  });
});

describe('verses read through the fallback driver', { timeout: 30_000 }, () => {
  it('sends the voice settings, plays at the reader speed, and pauses and resumes the audio in place', async () => {
    const events: string[] = [];
    const driver = createFallbackVoiceDriver((text) => ({
      text,
      server: { voiceId: 'flite-rms', settings: DEFAULT_VOICE_SETTINGS, playbackRate: 1.5 },
      browser: { voiceId: null, speed: 1.5, volume: 0.6 },
      volume: 0.6,
    }));
    const handle = driver.speak('The LORD is my shepherd; I shall not want.', {
      onEnd: () => events.push('end'),
      onError: () => events.push('error'),
    })!;
    expect(handle.pause!()).toBe(false);
    await vi.waitFor(() => expect(rig.media.played).toHaveLength(1), SLOW_MACHINE);
    await vi.waitFor(() => expect(handle.pause!()).toBe(true), SLOW_MACHINE);

    expect(rig.server.requestsTo('/api/tts/speak')[0]!.body).toEqual({
      text: 'The LORD is my shepherd; I shall not want.',
      voiceId: 'flite-rms',
      settings: { stability: 0.5, similarityBoost: 0.75, style: 0, useSpeakerBoost: true },
    });
    const audio = rig.media.played[0]!;
    expect(audio.playbackRate).toBe(1.5);
    expect(audio.volume).toBe(0.6);
    expect(audio.paused).toBe(true);
    expect(handle.resume!()).toBe(true);
    expect(rig.media.played).toEqual([audio, audio]);
    audio.dispatchEvent(new Event('ended'));
    expect(events).toEqual(['end']);
    expect(handle.resume!()).toBe(false);
  });

  it('reads straight with the browser voice when the plan has no server voice', () => {
    const output = speakWithFallback(
      {
        text: 'Blessed are the meek.',
        server: null,
        browser: { voiceId: null, speed: 1, volume: 0.8 },
        volume: 0.8,
      },
      { onEnd: () => undefined, onError: () => undefined },
    );
    expect(rig.synthesis.utterances.map((utterance) => utterance.rate)).toEqual([0.8]);
    expect(output.source).toBe('browser');
    expect(output.pause()).toBe(false);
    output.stop();
    expect(rig.server.requests).toEqual([]);
  });
});
