import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpeechCallbacks, VoiceDriver } from './voice-driver';
import type { PlaybackState } from '@/lib/speech-output-context';
import { PlaybackMachine, SKIP_FAILED_VERSE_AFTER_MS } from './playback-machine';

/** Psalm 23:1-3 (WEB): what the machine reads in these tests. */
const psalm23 = [
  'Yahweh is my shepherd; I shall lack nothing.',
  'He makes me lie down in green pastures. He leads me beside still waters.',
  "He restores my soul. He guides me in the paths of righteousness for his name's sake.",
];

/** A voice that speaks until the test says the utterance ended or failed, as speechSynthesis does by events. */
class ScriptedVoice implements VoiceDriver {
  readonly spoken: string[] = [];
  readonly cancelled: string[] = [];
  private current: { text: string; callbacks: SpeechCallbacks } | null = null;
  noVoiceFor = new Set<string>();

  speak(text: string, callbacks: SpeechCallbacks) {
    if (this.noVoiceFor.has(text)) return null;
    this.spoken.push(text);
    const utterance = { text, callbacks };
    this.current = utterance;
    return {
      cancel: () => {
        this.cancelled.push(text);
        // Browsers fire an 'interrupted' error on a cancelled utterance: the machine must ignore it.
        utterance.callbacks.onError(new Error('interrupted'));
      },
    };
  }

  finish() {
    const current = this.current;
    this.current = null;
    current?.callbacks.onEnd();
  }

  fail(error = new Error('synthesis-failed')) {
    const current = this.current;
    this.current = null;
    current?.callbacks.onError(error);
  }
}

/** A server voice: its audio can pause in place once it plays; before that (still fetching) it cannot. */
class AudioVoice extends ScriptedVoice {
  audible = true;
  readonly paused: string[] = [];
  readonly resumed: string[] = [];

  override speak(text: string, callbacks: SpeechCallbacks) {
    const handle = super.speak(text, callbacks);
    if (!handle) return null;
    return {
      ...handle,
      pause: () => {
        if (!this.audible) return false;
        this.paused.push(text);
        return true;
      },
      resume: () => {
        this.resumed.push(text);
        return true;
      },
    };
  }
}

describe('PlaybackMachine', () => {
  let voice: ScriptedVoice;
  let machine: PlaybackMachine;
  let states: PlaybackState[];
  let failures: Array<[number, string]>;

  beforeEach(() => {
    vi.useFakeTimers();
    voice = new ScriptedVoice();
    failures = [];
    machine = new PlaybackMachine(voice, {
      onVerseFailed: (index, reason) => failures.push([index, reason]),
    });
    states = [];
    machine.subscribe((state) => states.push(state));
    machine.load(psalm23);
  });

  afterEach(() => {
    machine.dispose();
    vi.useRealTimers();
  });

  it('starts stopped and reads verse 1 on play', () => {
    expect(machine.getState()).toEqual({ status: 'stopped', verseIndex: null });
    machine.play();
    expect(machine.getState()).toEqual({ status: 'playing', verseIndex: 0 });
    expect(voice.spoken).toEqual([psalm23[0]]);
  });

  it('advances verse by verse after the pause length (1.5 s by default) and stops at the end', () => {
    machine.play();
    voice.finish();
    vi.advanceTimersByTime(1499);
    expect(voice.spoken).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(voice.spoken).toEqual(psalm23.slice(0, 2));
    expect(machine.getState().verseIndex).toBe(1);
    voice.finish();
    vi.advanceTimersByTime(1500);
    voice.finish();
    vi.advanceTimersByTime(1500);
    expect(voice.spoken).toEqual(psalm23);
    expect(machine.getState()).toEqual({ status: 'stopped', verseIndex: null });
    expect(states.map((state) => `${state.status}:${state.verseIndex}`)).toEqual([
      'playing:0',
      'playing:1',
      'playing:2',
      'stopped:null',
    ]);
  });

  it('uses a changed pause length from the next gap', () => {
    machine.setPauseBetweenVerses(4000);
    machine.play();
    voice.finish();
    vi.advanceTimersByTime(3999);
    expect(voice.spoken).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(voice.spoken).toHaveLength(2);
  });

  it('pause halts the audio and blocks the advance; resume reads the interrupted verse again', () => {
    machine.play();
    voice.finish();
    vi.advanceTimersByTime(1500);
    machine.pause();
    expect(voice.cancelled).toEqual([psalm23[1]]);
    expect(machine.getState()).toEqual({ status: 'paused', verseIndex: 1 });
    vi.advanceTimersByTime(60_000);
    expect(voice.spoken).toHaveLength(2);
    expect(failures).toEqual([]); // the cancelled utterance's 'interrupted' error is not a failure
    machine.resume();
    expect(machine.getState()).toEqual({ status: 'playing', verseIndex: 1 });
    expect(voice.spoken).toEqual([psalm23[0], psalm23[1], psalm23[1]]);
  });

  it('pausing between verses resumes with the next verse, not the finished one', () => {
    machine.play();
    voice.finish();
    vi.advanceTimersByTime(700);
    machine.pause();
    expect(machine.getState()).toEqual({ status: 'paused', verseIndex: 1 });
    vi.advanceTimersByTime(5000);
    expect(voice.spoken).toHaveLength(1);
    machine.resume();
    expect(voice.spoken).toEqual(psalm23.slice(0, 2));
  });

  it('stop resets: nothing more is read and the next play starts at verse 1', () => {
    machine.play(2);
    machine.stop();
    expect(voice.cancelled).toEqual([psalm23[2]]);
    expect(machine.getState()).toEqual({ status: 'stopped', verseIndex: null });
    vi.advanceTimersByTime(10_000);
    machine.toggle();
    expect(voice.spoken).toEqual([psalm23[2], psalm23[0]]);
  });

  it('toggle (Space) plays, pauses and resumes', () => {
    machine.toggle();
    expect(machine.getState().status).toBe('playing');
    machine.toggle();
    expect(machine.getState().status).toBe('paused');
    machine.toggle();
    expect(machine.getState()).toEqual({ status: 'playing', verseIndex: 0 });
  });

  it('skips a verse whose voice call fails after 500 ms and reports it', () => {
    machine.play();
    voice.fail();
    expect(failures).toEqual([[0, 'error']]);
    vi.advanceTimersByTime(SKIP_FAILED_VERSE_AFTER_MS - 1);
    expect(voice.spoken).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(voice.spoken).toEqual(psalm23.slice(0, 2));
  });

  it('skips a verse with no voice after 500 ms', () => {
    voice.noVoiceFor.add(psalm23[0]!);
    machine.play();
    expect(failures).toEqual([[0, 'no-voice']]);
    expect(machine.getState()).toEqual({ status: 'playing', verseIndex: 0 });
    vi.advanceTimersByTime(500);
    expect(voice.spoken).toEqual([psalm23[1]]);
    expect(machine.getState().verseIndex).toBe(1);
  });

  it('reads a single verse for a verse card and then stops', () => {
    machine.play(1, { single: true });
    voice.finish();
    vi.advanceTimersByTime(1500);
    expect(voice.spoken).toEqual([psalm23[1]]);
    expect(machine.getState().status).toBe('stopped');
  });

  it('loading another chapter stops the current reading', () => {
    machine.play();
    machine.load(['In the beginning, God created the heavens and the earth.']);
    expect(machine.getState().status).toBe('stopped');
    voice.finish();
    vi.advanceTimersByTime(5000);
    expect(voice.spoken).toEqual([psalm23[0]]);
    machine.play();
    expect(voice.spoken.at(-1)).toBe('In the beginning, God created the heavens and the earth.');
  });

  it('ignores play outside the loaded verses and pause or resume in the wrong state', () => {
    machine.play(3);
    machine.pause();
    machine.resume();
    expect(machine.getState()).toEqual({ status: 'stopped', verseIndex: null });
    expect(voice.spoken).toEqual([]);
  });
});

describe('PlaybackMachine with a server voice (audio that pauses in place)', () => {
  let voice: AudioVoice;
  let machine: PlaybackMachine;
  let failures: Array<[number, string]>;

  beforeEach(() => {
    vi.useFakeTimers();
    voice = new AudioVoice();
    failures = [];
    machine = new PlaybackMachine(voice, {
      onVerseFailed: (index, reason) => failures.push([index, reason]),
    });
    machine.load(psalm23);
  });

  afterEach(() => {
    machine.dispose();
    vi.useRealTimers();
  });

  it('pause holds the verse where it is and resume continues it, then reading goes on', () => {
    machine.play();
    machine.pause();
    expect(machine.getState()).toEqual({ status: 'paused', verseIndex: 0 });
    expect(voice.paused).toEqual([psalm23[0]]);
    expect(voice.cancelled).toEqual([]);
    vi.advanceTimersByTime(60_000);
    machine.resume();
    expect(machine.getState()).toEqual({ status: 'playing', verseIndex: 0 });
    expect(voice.resumed).toEqual([psalm23[0]]);
    expect(voice.spoken).toEqual([psalm23[0]]);
    voice.finish();
    vi.advanceTimersByTime(1500);
    expect(voice.spoken).toEqual(psalm23.slice(0, 2));
    expect(machine.getState()).toEqual({ status: 'playing', verseIndex: 1 });
  });

  it('a verse still being fetched cannot pause in place: resume reads it again', () => {
    voice.audible = false;
    machine.play();
    machine.pause();
    expect(voice.cancelled).toEqual([psalm23[0]]);
    machine.resume();
    expect(voice.spoken).toEqual([psalm23[0], psalm23[0]]);
    expect(voice.resumed).toEqual([]);
  });

  it('audio that breaks off while paused stays paused, and resume goes on with the next verse', () => {
    machine.play();
    machine.pause();
    voice.fail();
    expect(failures).toEqual([[0, 'error']]);
    vi.advanceTimersByTime(10_000);
    expect(machine.getState()).toEqual({ status: 'paused', verseIndex: 1 });
    expect(voice.spoken).toEqual([psalm23[0]]);
    machine.resume();
    expect(voice.spoken).toEqual(psalm23.slice(0, 2));
    expect(machine.getState()).toEqual({ status: 'playing', verseIndex: 1 });
  });

  it('stop while paused releases the held audio and the next play starts at verse 1', () => {
    machine.play(1);
    machine.pause();
    machine.stop();
    expect(voice.cancelled).toEqual([psalm23[1]]);
    expect(machine.getState()).toEqual({ status: 'stopped', verseIndex: null });
    machine.toggle();
    expect(voice.spoken).toEqual([psalm23[1], psalm23[0]]);
  });

  it('Space toggles pause and resume of the same audio', () => {
    machine.toggle();
    machine.toggle();
    machine.toggle();
    expect(voice.paused).toEqual([psalm23[0]]);
    expect(voice.resumed).toEqual([psalm23[0]]);
    expect(voice.spoken).toEqual([psalm23[0]]);
  });
});
