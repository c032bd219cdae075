import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPersona, getPersona } from '@common/personas';
import { speakReply } from './reply-speech';
import { setUpSpeechTests } from '@/test/speech-test-doubles';
import { useMessageSpeech } from './use-message-speech';

/** The machine runs many test suites at once: an HTTP round trip can take seconds. */
const SLOW_MACHINE = { timeout: 10_000 };

const REPLY =
  'Both traditions teach release. <perspective>Christianity</perspective> Forgive, and you will be forgiven. ' +
  '<perspective>Buddhism</perspective> Hatred does not cease by hatred, but by love.';

const rig = setUpSpeechTests();
const stopAfter: { stop: () => void }[] = [];
afterEach(() => {
  for (const output of stopAfter.splice(0)) output.stop();
});

const speakBodies = () => rig.server.requestsTo('/api/tts/speak').map((request) => request.body);

describe('useMessageSpeech', { timeout: 30_000 }, () => {
  it("auto-plays a reply in the persona's server voice, tags stripped, and goes idle when it ends", async () => {
    const { result } = renderHook(() =>
      useMessageSpeech({ voiceId: getPersona('christian-priest').voiceId }),
    );
    stopAfter.push(result.current);
    act(() => {
      expect(result.current.play('41', REPLY)).toBe(true);
    });
    expect(result.current.speakingId).toBe('41');
    await vi.waitFor(() => expect(result.current.source).toBe('server'), SLOW_MACHINE);
    expect(speakBodies()).toEqual([
      {
        text: 'Both traditions teach release. Christianity: Forgive, and you will be forgiven. Buddhism: Hatred does not cease by hatred, but by love.',
        voiceId: 'TxGEqnHWrfWFTfGW9XjX',
      },
    ]);
    act(() => rig.media.played[0]!.dispatchEvent(new Event('ended')));
    expect(result.current.speakingId).toBeNull();
    expect(result.current.source).toBeNull();
  });

  it('does not auto-play while something else is speaking, but a play button does', async () => {
    const other = speakReply('Be still, and know that I am God.', defaultPersona.voiceId, {
      onEnd: () => undefined,
      onError: () => undefined,
    });
    stopAfter.push(other);
    const { result } = renderHook(() => useMessageSpeech());
    stopAfter.push(result.current);
    act(() => {
      expect(result.current.play('42', REPLY)).toBe(false);
    });
    expect(result.current.speakingId).toBeNull();
    act(() => {
      expect(result.current.play('42', REPLY, { byUser: true })).toBe(true);
    });
    expect(result.current.speakingId).toBe('42');
    await vi.waitFor(() => expect(speakBodies()).toHaveLength(2), SLOW_MACHINE);
    expect(speakBodies()[1]).toMatchObject({ voiceId: defaultPersona.voiceId });
  });

  it('reads with the browser voice when the server voice fails, and reports that source', async () => {
    rig.route = (_request, reply) => reply.json(503, { error: 'Service Unavailable', message: 'No voice' });
    const { result } = renderHook(() => useMessageSpeech());
    stopAfter.push(result.current);
    act(() => void result.current.play('43', 'Peace be with you.'));
    await vi.waitFor(() => expect(result.current.source).toBe('browser'), SLOW_MACHINE);
    expect(rig.synthesis.utterances).toMatchObject([
      { text: 'Peace be with you.', rate: 0.9, volume: 0.8, lang: 'en-US' },
    ]);
    act(() => rig.synthesis.utterances[0]!.end());
    expect(result.current.speakingId).toBeNull();
  });
  it('stops a reply read aloud on Escape wherever focus is, but not while typing in a text field', () => {
    const { result } = renderHook(() => useMessageSpeech());
    stopAfter.push(result.current);
    act(() => {
      expect(result.current.play('43', REPLY, { byUser: true })).toBe(true);
    });
    const draft = document.createElement('textarea');
    document.body.append(draft);
    act(() => {
      draft.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(result.current.speakingId).toBe('43');
    const speaker = document.createElement('button');
    document.body.append(speaker);
    act(() => {
      speaker.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(result.current.speakingId).toBeNull();
    draft.remove();
    speaker.remove();
  });
});
