import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpSpeechTests } from '@/test/speech-test-doubles';
import { WithSpeechOutput } from '@/test/speech-output-wrapper';
import { useReplyPlayback, type Playback, type PlaybackCallbacks } from './server-voice';

/** The reply audio as the voice conversation gets it: through the app's speech output. */
function speakReply(content: string, voiceId: string, callbacks: PlaybackCallbacks): Playback {
  const { result } = renderHook(() => useReplyPlayback(), { wrapper: WithSpeechOutput });
  return result.current(content, voiceId, callbacks);
}

/** The machine runs many test suites at once: an HTTP round trip can take seconds. */
const SLOW_MACHINE = { timeout: 10_000 };

const rig = setUpSpeechTests();
let playback: Playback | null = null;
afterEach(() => {
  playback?.stop();
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
    rig.media.played[0]!.dispatchEvent(new Event('ended'));
    expect(events).toEqual(['playbackStarted', 'playbackEnded']);
  });

  it('reports a single start when the server audio breaks off and the browser voice takes over', async () => {
    const { events, callbacks } = voiceEvents();
    playback = speakReply('Be still, and know that I am God.', 'pNInz6obpgDQGcFmaJgB', callbacks);
    await vi.waitFor(() => expect(events).toEqual(['playbackStarted']), SLOW_MACHINE);
    rig.media.played[0]!.dispatchEvent(new Event('error'));
    expect(rig.synthesis.utterances).toHaveLength(1);
    rig.synthesis.utterances[0]!.end();
    expect(events).toEqual(['playbackStarted', 'playbackEnded']);
  });

  it('reports the reply as not spoken when both voices fail', async () => {
    rig.route = (_request, reply) => reply.json(503, { error: 'Service Unavailable', message: 'No voice' });
    const { events, callbacks } = voiceEvents();
    playback = speakReply('Be still, and know that I am God.', 'pNInz6obpgDQGcFmaJgB', callbacks);
    await vi.waitFor(() => expect(rig.synthesis.utterances).toHaveLength(1), SLOW_MACHINE);
    rig.synthesis.utterances[0]!.fail('synthesis-failed');
    expect(events).toEqual(['playbackStarted', 'replyNotSpoken']);
  });
});
