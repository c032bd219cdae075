import { renderHook } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installMediaDouble,
  installSpeechSynthesisDouble,
  replyWithWav,
  type MediaDouble,
  type SynthesisDouble,
} from '@/test/speech-test-doubles';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { WithSpeechOutput } from '@/test/speech-output-wrapper';
import { useReplyPlayback, type Playback, type PlaybackCallbacks } from './server-voice';

/** The reply audio as the voice conversation gets it: through the app's speech output. */
function speakReply(content: string, voiceId: string, callbacks: PlaybackCallbacks): Playback {
  const { result } = renderHook(() => useReplyPlayback(), { wrapper: WithSpeechOutput });
  return result.current(content, voiceId, callbacks);
}

/** The machine runs many test suites at once: an HTTP round trip can take seconds. */
const SLOW_MACHINE = { timeout: 10_000 };

let route: TestRoute = (_request, reply) => replyWithWav(reply);
let server: Awaited<ReturnType<typeof startApiTestServer>>;
let media: MediaDouble;
let synthesis: SynthesisDouble;
let playback: Playback | null = null;

beforeAll(async () => {
  server = await startApiTestServer((request, reply) => route(request, reply));
});
afterAll(() => server.close());
beforeEach(() => {
  media = installMediaDouble();
  synthesis = installSpeechSynthesisDouble();
});
afterEach(() => {
  playback?.stop();
  media.restore();
  synthesis.remove();
  route = (_request, reply) => replyWithWav(reply);
});

function voiceEvents() {
  const events: string[] = [];
  return {
    events,
    callbacks: {
      onStart: () => events.push('playbackStarted'),
      onEnd: () => events.push('playbackEnded'),
      onFail: () => events.push('replyNotSpoken'),
    },
  };
}

describe("the voice conversation's reply audio", { timeout: 30_000 }, () => {
  it('reports one start and one end for a reply the server voice reads', async () => {
    const { events, callbacks } = voiceEvents();
    playback = speakReply('Be still, and know that I am God.', 'pNInz6obpgDQGcFmaJgB', callbacks);
    await vi.waitFor(() => expect(events).toEqual(['playbackStarted']), SLOW_MACHINE);
    media.played[0]!.dispatchEvent(new Event('ended'));
    expect(events).toEqual(['playbackStarted', 'playbackEnded']);
  });

  it('reports a single start when the server audio breaks off and the browser voice takes over', async () => {
    const { events, callbacks } = voiceEvents();
    playback = speakReply('Be still, and know that I am God.', 'pNInz6obpgDQGcFmaJgB', callbacks);
    await vi.waitFor(() => expect(events).toEqual(['playbackStarted']), SLOW_MACHINE);
    media.played[0]!.dispatchEvent(new Event('error'));
    expect(synthesis.utterances).toHaveLength(1);
    synthesis.utterances[0]!.end();
    expect(events).toEqual(['playbackStarted', 'playbackEnded']);
  });

  it('reports the reply as not spoken when both voices fail', async () => {
    route = (_request, reply) => reply.json(503, { error: 'Service Unavailable', message: 'No voice' });
    const { events, callbacks } = voiceEvents();
    playback = speakReply('Be still, and know that I am God.', 'pNInz6obpgDQGcFmaJgB', callbacks);
    await vi.waitFor(() => expect(synthesis.utterances).toHaveLength(1), SLOW_MACHINE);
    synthesis.utterances[0]!.fail('synthesis-failed');
    expect(events).toEqual(['playbackStarted', 'replyNotSpoken']);
  });
});
