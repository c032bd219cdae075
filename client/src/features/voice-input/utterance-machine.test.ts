// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUtteranceDetector, type UtteranceDetector } from './utterance-machine';
import { END_OF_SPEECH_MS, MAX_RECORDING_MS, SPEECH_LEVEL, SPEECH_ONSET_FRAMES } from './voice-constants';

let calls: string[];
let detector: UtteranceDetector;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  detector = createUtteranceDetector({
    onFinish: () => calls.push('finish'),
    onRestart: () => calls.push('restart'),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const frames = (level: number, count: number) => {
  for (let frame = 0; frame < count; frame += 1) detector.level(level);
};
const speak = () => frames(40, SPEECH_ONSET_FRAMES + 10);

describe('finding the end of a spoken question from the level meter', () => {
  it('waits for speech: silence alone never finishes a recording', () => {
    frames(0, 500);
    vi.advanceTimersByTime(MAX_RECORDING_MS - 1);
    expect(calls).toEqual([]);
    expect(detector.state.phase).toBe('waiting');
  });

  it(`counts speech after ${SPEECH_ONSET_FRAMES} voiced frames in a row, not after a click`, () => {
    frames(SPEECH_LEVEL, SPEECH_ONSET_FRAMES - 1);
    frames(SPEECH_LEVEL - 1, 1);
    expect(detector.state.phase).toBe('waiting');
    frames(SPEECH_LEVEL, SPEECH_ONSET_FRAMES - 1);
    expect(detector.state.phase).toBe('waiting');
    frames(SPEECH_LEVEL, 1);
    expect(detector.state.phase).toBe('speaking');
  });

  it('finishes exactly 1 s after speech falls silent', () => {
    speak();
    frames(2, 1);
    expect(detector.state.phase).toBe('trailing');
    vi.advanceTimersByTime(END_OF_SPEECH_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['finish']);
    expect(detector.state.phase).toBe('finished');
    vi.advanceTimersByTime(MAX_RECORDING_MS);
    expect(calls).toEqual(['finish']);
  });

  it('a pause shorter than 1 s between phrases does not finish', () => {
    speak();
    frames(0, 1);
    vi.advanceTimersByTime(END_OF_SPEECH_MS - 100);
    frames(40, 1);
    expect(detector.state.phase).toBe('speaking');
    vi.advanceTimersByTime(END_OF_SPEECH_MS);
    expect(calls).toEqual([]);
    frames(0, 1);
    vi.advanceTimersByTime(END_OF_SPEECH_MS);
    expect(calls).toEqual(['finish']);
  });

  it('finishes a question still being spoken after 60 s', () => {
    vi.advanceTimersByTime(10_000);
    speak();
    vi.advanceTimersByTime(MAX_RECORDING_MS - 10_001);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['finish']);
  });

  it('throws away 60 s without speech and records afresh, again and again', () => {
    vi.advanceTimersByTime(MAX_RECORDING_MS);
    expect(calls).toEqual(['restart']);
    expect(detector.state.phase).toBe('waiting');
    vi.advanceTimersByTime(MAX_RECORDING_MS);
    expect(calls).toEqual(['restart', 'restart']);
    speak();
    frames(0, 1);
    vi.advanceTimersByTime(END_OF_SPEECH_MS);
    expect(calls).toEqual(['restart', 'restart', 'finish']);
  });

  it('reports nothing once cancelled, and leaves no timer running', () => {
    speak();
    frames(0, 1);
    detector.cancel();
    vi.advanceTimersByTime(MAX_RECORDING_MS * 2);
    expect(calls).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    frames(40, 20);
    expect(detector.state.phase).toBe('finished');
  });
});
