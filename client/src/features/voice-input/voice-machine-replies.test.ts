// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVoiceHarness, type VoiceHarness } from './voice-test-doubles';

const question = 'What does the Gospel of Matthew say about forgiveness?';
const reply = 'Forgive seventy times seven.';
const voiceId = 'pNInz6obpgDQGcFmaJgB';

let harness: VoiceHarness;

beforeEach(() => {
  vi.useFakeTimers();
  harness = startVoiceHarness();
});
afterEach(() => {
  harness.voice.stop();
  vi.useRealTimers();
});

const state = () => harness.voice.state;
const dispatch: VoiceHarness['voice']['dispatch'] = (event) => harness.voice.dispatch(event);

/** Listening, the question sent, the reply arrived; the log cleared. */
function untilReply() {
  dispatch({ type: 'startListening' });
  harness.hear({ type: 'result', transcript: question, confidence: 0.92, isFinal: true });
  vi.advanceTimersByTime(1500);
  dispatch({ type: 'replyReady', content: reply, voiceId });
  harness.log.length = 0;
}

/** ...and the reply playing. */
function untilSpeaking() {
  untilReply();
  harness.play({ type: 'playbackStarted' });
}

describe('spoken replies', () => {
  it('plays the reply that arrives while thinking, in the persona voice', () => {
    dispatch({ type: 'startListening' });
    harness.hear({ type: 'result', transcript: question, confidence: 0.92, isFinal: true });
    vi.advanceTimersByTime(1500);
    harness.log.length = 0;
    dispatch({ type: 'replyReady', content: reply, voiceId });
    expect(harness.log).toEqual([`playback of "${reply}" in ${voiceId}`]);
    harness.play({ type: 'playbackStarted' });
    expect(state()).toMatchObject({ status: 'speaking', ignoringResults: true, transcript: '' });
  });

  it('does not play a reply nobody asked for by voice', () => {
    dispatch({ type: 'replyReady', content: reply, voiceId });
    dispatch({ type: 'startListening' });
    dispatch({ type: 'replyReady', content: reply, voiceId });
    expect(harness.log).toEqual(['recogniser started']);
  });

  it('hears nothing while the AI speaks, and drops a result that reaches it', () => {
    untilSpeaking();
    expect(() => harness.hear({ type: 'result', transcript: 'x', isFinal: true })).toThrow(
      'no recogniser is running',
    );
    dispatch({ type: 'result', transcript: 'forgive them', confidence: 0.4, isFinal: true });
    dispatch({ type: 'transcribed', text: 'echo of the reply' });
    expect(state()).toMatchObject({ status: 'speaking', transcript: '' });
  });

  it('listens again 150 ms after playback and drops results for 1200 ms after it', () => {
    untilSpeaking();
    harness.play({ type: 'playbackEnded' });
    expect(state()).toMatchObject({ status: 'listening', afterReply: true, ignoringResults: true });
    expect(harness.log).toEqual(['playback stopped']);
    vi.advanceTimersByTime(149);
    expect(harness.log).toEqual(['playback stopped']);
    vi.advanceTimersByTime(1);
    expect(harness.log).toEqual(['playback stopped', 'recogniser started']);
    vi.advanceTimersByTime(1049);
    harness.hear({ type: 'result', transcript: 'an echo of the reply', confidence: 0.95, isFinal: true });
    expect(state().transcript).toBe('');
    vi.advanceTimersByTime(1);
    expect(state().ignoringResults).toBe(false);
    harness.hear({ type: 'result', transcript: question, confidence: 0.92, isFinal: true });
    vi.advanceTimersByTime(1500);
    expect(harness.log.at(-1)).toBe(`send: ${question}`);
    expect(state().status).toBe('processing');
  });

  it('goes idle after a reply that plays although its send failed', async () => {
    harness.sendResult.sent = false;
    untilReply();
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ status: 'idle', conversing: false });
    harness.play({ type: 'playbackStarted' });
    expect(state().status).toBe('speaking');
    harness.play({ type: 'playbackEnded' });
    expect(state()).toMatchObject({ status: 'idle', ignoringResults: false });
    vi.advanceTimersByTime(5000);
    expect(harness.log).toEqual(['playback stopped']);
  });

  it('listens for the next question when the reply was not spoken', () => {
    untilReply();
    harness.play({ type: 'replyNotSpoken' });
    expect(state()).toMatchObject({ status: 'listening', afterReply: true });
    vi.advanceTimersByTime(150);
    expect(harness.log).toEqual(['playback stopped', 'recogniser started']);
  });

  it('records again instead of sending the echo of the reply (server transcription)', () => {
    untilSpeaking();
    harness.play({ type: 'playbackEnded' });
    vi.advanceTimersByTime(150);
    harness.log.length = 0;
    harness.hear({ type: 'transcribed', text: 'echo of the reply' });
    vi.advanceTimersByTime(1500);
    expect(harness.log).toEqual(['recogniser stopped', 'recogniser started']);
    expect(state()).toMatchObject({ status: 'listening', transcript: '' });
  });
});

describe('barge-in', () => {
  it('interrupts on one frame averaging 30, not 29', () => {
    untilSpeaking();
    dispatch({ type: 'audioLevel', level: 29 });
    expect(state().status).toBe('speaking');
    dispatch({ type: 'audioLevel', level: 30 });
    expect(state().status).toBe('interrupted');
  });

  it('interrupts on level 25 held for 5 frames in a row; a quieter frame starts the count again', () => {
    untilSpeaking();
    for (let frame = 0; frame < 4; frame += 1) dispatch({ type: 'audioLevel', level: 25 });
    dispatch({ type: 'audioLevel', level: 24 });
    for (let frame = 0; frame < 4; frame += 1) dispatch({ type: 'audioLevel', level: 27 });
    expect(state()).toMatchObject({ status: 'speaking', loudFrames: 4 });
    dispatch({ type: 'audioLevel', level: 25 });
    expect(state().status).toBe('interrupted');
  });

  it('interrupts on speech heard above confidence 0.5', () => {
    untilSpeaking();
    dispatch({ type: 'speechDetected', confidence: 0.5 });
    expect(state().status).toBe('speaking');
    dispatch({ type: 'speechDetected', confidence: 0.51 });
    expect(state().status).toBe('interrupted');
  });

  it('fades over 300 ms then stops, listens after 100 ms with the notice, and auto-sends 1.5 s later', () => {
    untilSpeaking();
    dispatch({ type: 'audioLevel', level: 40 });
    expect(harness.log).toEqual(['fade out 300']);
    expect(harness.notices).toEqual(['interrupted']);
    vi.advanceTimersByTime(99);
    expect(harness.log).toEqual(['fade out 300']);
    vi.advanceTimersByTime(1);
    expect(harness.log).toEqual(['fade out 300', 'recogniser started']);
    vi.advanceTimersByTime(199);
    expect(harness.log).not.toContain('playback stopped');
    vi.advanceTimersByTime(1);
    expect(harness.log).toEqual(['fade out 300', 'recogniser started', 'playback stopped']);
    dispatch({ type: 'playbackEnded' });
    expect(state().status).toBe('interrupted');
    const next = 'Tell me about the Psalms instead';
    harness.hear({ type: 'result', transcript: next, confidence: 0.88, isFinal: true });
    vi.advanceTimersByTime(1499);
    expect(state().status).toBe('interrupted');
    vi.advanceTimersByTime(1);
    expect(harness.log.slice(-2)).toEqual(['recogniser stopped', `send: ${next}`]);
    expect(state()).toMatchObject({ status: 'processing', question: next });
  });

  it('does not interrupt again within the 1 s cooldown', () => {
    untilSpeaking();
    dispatch({ type: 'audioLevel', level: 45 });
    vi.advanceTimersByTime(500);
    dispatch({ type: 'playbackStarted' });
    expect(harness.log).toEqual([
      'fade out 300',
      'recogniser started',
      'playback stopped',
      'recogniser stopped',
    ]);
    dispatch({ type: 'audioLevel', level: 45 });
    expect(state()).toMatchObject({ status: 'speaking', coolingDown: true });
    vi.advanceTimersByTime(499);
    dispatch({ type: 'speechDetected', confidence: 0.9 });
    expect(state().status).toBe('speaking');
    vi.advanceTimersByTime(1);
    expect(state().coolingDown).toBe(false);
    dispatch({ type: 'audioLevel', level: 45 });
    expect(state().status).toBe('interrupted');
    expect(harness.notices).toEqual(['interrupted', 'interrupted']);
  });

  it('stops the reply and every timer when the page leaves mid-interruption', () => {
    untilSpeaking();
    dispatch({ type: 'audioLevel', level: 45 });
    expect(vi.getTimerCount()).toBe(3); // the fade, the restart and the cooldown
    harness.voice.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(harness.log).toEqual(['fade out 300', 'playback stopped']);
  });
});
