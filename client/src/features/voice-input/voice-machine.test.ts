// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVoiceHarness, type VoiceHarness } from './voice-test-doubles';

const question = 'What does the Gospel of Matthew say about forgiveness?';

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
function speakQuestion(confidence: number | undefined = 0.92) {
  harness.hear({ type: 'result', transcript: question, confidence, isFinal: true });
}
function startListening() {
  dispatch({ type: 'startListening' });
  harness.log.length = 0;
}

describe('listening and auto-send', () => {
  it('starts the recogniser', () => {
    dispatch({ type: 'startListening' });
    expect(state()).toMatchObject({ status: 'listening', conversing: true });
    expect(harness.log).toEqual(['recogniser started']);
  });

  it('auto-sends the final transcript exactly 1.5 s after it, stopping the recogniser, then thinks', () => {
    startListening();
    speakQuestion();
    expect(state()).toMatchObject({ transcript: question, confidence: 0.92 });
    vi.advanceTimersByTime(1499);
    expect(harness.log).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(harness.log).toEqual(['recogniser stopped', `send: ${question}`]);
    expect(state()).toMatchObject({ status: 'processing', transcript: '', question });
  });

  it.each([
    [0.7, true],
    [0.69, false],
    [0, true],
    [undefined, true],
  ])('with confidence %s sends: %s (threshold 0.7, 0.8 assumed when none is given)', (confidence, sends) => {
    startListening();
    speakQuestion(confidence);
    vi.advanceTimersByTime(1500);
    expect(harness.log).toEqual(sends ? ['recogniser stopped', `send: ${question}`] : []);
    expect(state().status).toBe(sends ? 'processing' : 'listening');
  });

  it('waits while the user is still speaking and never sends an empty transcript', () => {
    startListening();
    speakQuestion();
    vi.advanceTimersByTime(1000);
    harness.hear({ type: 'result', transcript: `${question} And why`, confidence: 0.6, isFinal: false });
    expect(state().transcript).toBe(`${question} And why`);
    vi.advanceTimersByTime(1500);
    harness.hear({ type: 'result', transcript: '   ', confidence: 0.9, isFinal: true });
    vi.advanceTimersByTime(1500);
    expect(harness.log).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops listening on request: the recogniser stops and a pending send is cancelled', () => {
    startListening();
    speakQuestion();
    dispatch({ type: 'stopListening' });
    vi.advanceTimersByTime(5000);
    expect(harness.log).toEqual(['recogniser stopped']);
    expect(state()).toMatchObject({ status: 'idle', transcript: '' });
  });

  it('starts a new recogniser 150 ms after Chrome ends one on silence', () => {
    startListening();
    harness.hear({ type: 'recogniserEnded' });
    expect(harness.log).toEqual(['recogniser stopped']);
    vi.advanceTimersByTime(149);
    expect(harness.log).toEqual(['recogniser stopped']);
    vi.advanceTimersByTime(1);
    expect(harness.log).toEqual(['recogniser stopped', 'recogniser started']);
  });

  it('goes back to idle when the send fails', async () => {
    harness.sendResult.sent = false;
    startListening();
    speakQuestion();
    await vi.advanceTimersByTimeAsync(1500);
    expect(state()).toMatchObject({ status: 'idle', conversing: false });
  });

  it('keeps thinking when the send succeeds', async () => {
    startListening();
    speakQuestion();
    await vi.advanceTimersByTimeAsync(1500);
    expect(state().status).toBe('processing');
  });
});

describe('recogniser errors and leaving the page', () => {
  it.each(['aborted', 'network'])('starts a new recogniser 200 ms after %s', (error) => {
    startListening();
    harness.hear({ type: 'recogniserError', error });
    expect(state().status).toBe('listening');
    expect(harness.log).toEqual(['recogniser stopped']);
    // Chrome's end after the error reaches no one: the recogniser that had it is gone.
    expect(() => harness.hear({ type: 'recogniserEnded' })).toThrow('no recogniser is running');
    vi.advanceTimersByTime(199);
    expect(harness.log).toEqual(['recogniser stopped']);
    vi.advanceTimersByTime(1);
    expect(harness.log).toEqual(['recogniser stopped', 'recogniser started']);
  });

  it('clears the permission on not-allowed and goes idle with the error flagged', () => {
    startListening();
    speakQuestion();
    harness.hear({ type: 'recogniserError', error: 'not-allowed' });
    expect(state()).toMatchObject({ status: 'idle', error: 'not-allowed', conversing: false });
    expect(harness.notices).toEqual(['permissionDenied']);
    vi.advanceTimersByTime(5000);
    expect(harness.log).toEqual(['recogniser stopped']);
  });

  it('flags other errors and cleans up without touching the permission', () => {
    startListening();
    harness.hear({ type: 'recogniserError', error: 'audio-capture' });
    expect(state()).toMatchObject({ status: 'idle', error: 'audio-capture' });
    expect(harness.log).toEqual(['recogniser stopped']);
    expect(harness.notices).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives the running recogniser the microphone levels, for the recorder to find the end of speech', () => {
    startListening();
    dispatch({ type: 'audioLevel', level: 12 });
    dispatch({ type: 'audioLevel', level: 40 });
    expect(harness.levels).toEqual([12, 40]);
    expect(state().status).toBe('listening');
  });

  it('stops the recogniser and every timer when the page leaves', () => {
    startListening();
    speakQuestion();
    harness.hear({ type: 'recogniserEnded' });
    harness.voice.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(harness.log).toEqual(['recogniser stopped']);
  });
});

describe('server transcription (no Web Speech)', () => {
  it('sends the server text 1.5 s after it arrives, whatever its confidence (none is given)', () => {
    startListening();
    harness.hear({ type: 'transcribed', text: `  ${question} ` });
    expect(state()).toMatchObject({ transcript: question, confidence: 0 });
    vi.advanceTimersByTime(1499);
    expect(harness.log).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(harness.log).toEqual(['recogniser stopped', `send: ${question}`]);
    expect(state().status).toBe('processing');
  });

  it('records again 150 ms after an empty transcription', () => {
    startListening();
    harness.hear({ type: 'transcribed', text: '  ' });
    expect(state().transcript).toBe('');
    vi.advanceTimersByTime(149);
    expect(harness.log).toEqual(['recogniser stopped']);
    vi.advanceTimersByTime(1);
    expect(harness.log).toEqual(['recogniser stopped', 'recogniser started']);
    vi.advanceTimersByTime(5000);
    expect(harness.log).toEqual(['recogniser stopped', 'recogniser started']);
  });

  it('ignores text that arrives after listening stopped', () => {
    startListening();
    dispatch({ type: 'stopListening' });
    dispatch({ type: 'transcribed', text: question });
    vi.advanceTimersByTime(5000);
    expect(harness.log).toEqual(['recogniser stopped']);
    expect(state()).toMatchObject({ status: 'idle', transcript: '' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
