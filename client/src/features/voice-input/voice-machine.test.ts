import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVoiceConversation, type VoiceConversation, type VoiceEffect } from './voice-machine';

const question = 'What does the Gospel of Matthew say about forgiveness?';

let performed: VoiceEffect['type'][];
let sent: string[];
let voice: VoiceConversation;

beforeEach(() => {
  vi.useFakeTimers();
  performed = [];
  sent = [];
  voice = startVoiceConversation({
    perform: (effect) => {
      performed.push(effect.type);
      if (effect.type === 'send') sent.push(effect.text);
    },
  });
});
afterEach(() => {
  voice.stop();
  vi.useRealTimers();
});

function speakQuestion(confidence: number | undefined = 0.92) {
  voice.dispatch({ type: 'result', transcript: question, confidence, isFinal: true });
}

/** Listening, the question sent, the reply playing. */
function untilSpeaking() {
  voice.dispatch({ type: 'startListening' });
  speakQuestion();
  vi.advanceTimersByTime(1500);
  voice.dispatch({ type: 'playbackStarted' });
  performed = [];
}

describe('listening and auto-send', () => {
  it('starts the recogniser with the microphone on', () => {
    voice.dispatch({ type: 'startListening' });
    expect(voice.state.status).toBe('listening');
    expect(voice.state.conversing).toBe(true);
    expect(performed).toEqual(['unmuteMicrophone', 'startRecogniser']);
  });

  it('auto-sends the final transcript exactly 1.5 s after it, then thinks', () => {
    voice.dispatch({ type: 'startListening' });
    speakQuestion();
    expect(voice.state.transcript).toBe(question);
    expect(voice.state.confidence).toBe(0.92);
    vi.advanceTimersByTime(1499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([question]);
    expect(voice.state.status).toBe('processing');
    expect(voice.state.transcript).toBe('');
    expect(performed).toContain('abortRecogniser');
  });

  it.each([
    [0.7, true],
    [0.69, false],
    [0, true],
    [undefined, true],
  ])('with confidence %s sends: %s (threshold 0.7, 0.8 assumed when none is given)', (confidence, sends) => {
    voice.dispatch({ type: 'startListening' });
    speakQuestion(confidence);
    vi.advanceTimersByTime(1500);
    expect(sent).toEqual(sends ? [question] : []);
    expect(voice.state.status).toBe(sends ? 'processing' : 'listening');
  });

  it('waits while the user is still speaking and never sends an empty transcript', () => {
    voice.dispatch({ type: 'startListening' });
    speakQuestion();
    vi.advanceTimersByTime(1000);
    voice.dispatch({ type: 'result', transcript: `${question} And why`, confidence: 0.6, isFinal: false });
    vi.advanceTimersByTime(1500);
    expect(sent).toEqual([]);
    voice.dispatch({ type: 'result', transcript: '   ', confidence: 0.9, isFinal: true });
    vi.advanceTimersByTime(1500);
    expect(sent).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops listening on request and cancels a pending send', () => {
    voice.dispatch({ type: 'startListening' });
    speakQuestion();
    voice.dispatch({ type: 'stopListening' });
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
    expect(voice.state.status).toBe('idle');
    expect(performed.at(-1)).toBe('abortRecogniser');
  });

  it('restarts the recogniser 150 ms after Chrome ends it on silence', () => {
    voice.dispatch({ type: 'startListening' });
    performed = [];
    voice.dispatch({ type: 'recogniserEnded' });
    vi.advanceTimersByTime(149);
    expect(performed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(performed).toEqual(['unmuteMicrophone', 'startRecogniser']);
  });

  it('goes back to idle when the send fails', () => {
    voice.dispatch({ type: 'startListening' });
    speakQuestion();
    vi.advanceTimersByTime(1500);
    voice.dispatch({ type: 'sendFailed' });
    expect(voice.state.status).toBe('idle');
  });
});

describe('spoken replies', () => {
  it('mutes the microphone and aborts the recogniser while the AI speaks, dropping its results', () => {
    voice.dispatch({ type: 'startListening' });
    speakQuestion();
    vi.advanceTimersByTime(1500);
    performed = [];
    voice.dispatch({ type: 'playbackStarted' });
    expect(voice.state.status).toBe('speaking');
    expect(performed).toEqual(['muteMicrophone', 'abortRecogniser']);
    voice.dispatch({ type: 'result', transcript: 'forgive them', confidence: 0.4, isFinal: true });
    expect(voice.state.transcript).toBe('');
    expect(voice.state.status).toBe('speaking');
  });

  it('listens again 150 ms after playback and drops results for 1200 ms after it', () => {
    untilSpeaking();
    voice.dispatch({ type: 'playbackEnded' });
    expect(voice.state).toMatchObject({ status: 'listening', afterReply: true, ignoringResults: true });
    vi.advanceTimersByTime(149);
    expect(performed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(performed).toEqual(['unmuteMicrophone', 'startRecogniser']);
    vi.advanceTimersByTime(1049);
    voice.dispatch({ type: 'result', transcript: 'an echo of the reply', confidence: 0.95, isFinal: true });
    expect(voice.state.transcript).toBe('');
    vi.advanceTimersByTime(1);
    expect(voice.state.ignoringResults).toBe(false);
    speakQuestion();
    vi.advanceTimersByTime(1500);
    expect(sent).toEqual([question, question]);
  });

  it('listens for the next question when the reply was not spoken', () => {
    voice.dispatch({ type: 'startListening' });
    speakQuestion();
    vi.advanceTimersByTime(1500);
    performed = [];
    voice.dispatch({ type: 'replyNotSpoken' });
    expect(voice.state).toMatchObject({ status: 'listening', afterReply: true });
    vi.advanceTimersByTime(150);
    expect(performed).toEqual(['unmuteMicrophone', 'startRecogniser']);
  });
});

describe('barge-in', () => {
  it('interrupts on one frame averaging 30, not 29', () => {
    untilSpeaking();
    voice.dispatch({ type: 'audioLevel', level: 29 });
    expect(voice.state.status).toBe('speaking');
    voice.dispatch({ type: 'audioLevel', level: 30 });
    expect(voice.state.status).toBe('interrupted');
  });

  it('interrupts on level 25 held for 5 frames in a row; a quieter frame starts the count again', () => {
    untilSpeaking();
    for (let frame = 0; frame < 4; frame += 1) voice.dispatch({ type: 'audioLevel', level: 25 });
    voice.dispatch({ type: 'audioLevel', level: 24 });
    for (let frame = 0; frame < 4; frame += 1) voice.dispatch({ type: 'audioLevel', level: 27 });
    expect(voice.state).toMatchObject({ status: 'speaking', loudFrames: 4 });
    voice.dispatch({ type: 'audioLevel', level: 25 });
    expect(voice.state.status).toBe('interrupted');
  });

  it('interrupts on speech heard above confidence 0.5', () => {
    untilSpeaking();
    voice.dispatch({ type: 'speechDetected', confidence: 0.5 });
    expect(voice.state.status).toBe('speaking');
    voice.dispatch({ type: 'speechDetected', confidence: 0.51 });
    expect(voice.state.status).toBe('interrupted');
  });

  it('fades over 300 ms then stops, listens after 100 ms with the toast, and auto-sends 1.5 s later', () => {
    untilSpeaking();
    voice.dispatch({ type: 'audioLevel', level: 40 });
    expect(performed).toEqual(['fadeOutAudio', 'interruptedToast']);
    vi.advanceTimersByTime(99);
    expect(performed).not.toContain('startRecogniser');
    vi.advanceTimersByTime(1);
    expect(performed).toContain('startRecogniser');
    vi.advanceTimersByTime(199);
    expect(performed).not.toContain('stopAudio');
    vi.advanceTimersByTime(1);
    expect(performed).toContain('stopAudio');
    voice.dispatch({ type: 'playbackEnded' });
    expect(voice.state.status).toBe('interrupted');
    voice.dispatch({
      type: 'result',
      transcript: 'Tell me about the Psalms instead',
      confidence: 0.88,
      isFinal: true,
    });
    vi.advanceTimersByTime(1499);
    expect(sent).toEqual([question]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([question, 'Tell me about the Psalms instead']);
    expect(voice.state.status).toBe('processing');
  });

  it('does not interrupt again within the 1 s cooldown', () => {
    untilSpeaking();
    voice.dispatch({ type: 'audioLevel', level: 45 });
    vi.advanceTimersByTime(500);
    voice.dispatch({ type: 'playbackStarted' });
    voice.dispatch({ type: 'audioLevel', level: 45 });
    expect(voice.state).toMatchObject({ status: 'speaking', coolingDown: true });
    vi.advanceTimersByTime(499);
    voice.dispatch({ type: 'speechDetected', confidence: 0.9 });
    expect(voice.state.status).toBe('speaking');
    vi.advanceTimersByTime(1);
    expect(voice.state.coolingDown).toBe(false);
    voice.dispatch({ type: 'audioLevel', level: 45 });
    expect(voice.state.status).toBe('interrupted');
  });
});

describe('recogniser errors and leaving the page', () => {
  it.each(['aborted', 'network'])('retries after %s 200 ms later', (error) => {
    voice.dispatch({ type: 'startListening' });
    performed = [];
    voice.dispatch({ type: 'recogniserError', error });
    expect(voice.state.status).toBe('listening');
    vi.advanceTimersByTime(199);
    expect(performed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(performed).toEqual(['unmuteMicrophone', 'startRecogniser']);
  });

  it('does not restart a recogniser it aborted itself for the AI to speak', () => {
    untilSpeaking();
    voice.dispatch({ type: 'recogniserError', error: 'aborted' });
    vi.advanceTimersByTime(1000);
    expect(performed).not.toContain('startRecogniser');
  });

  it('clears the permission on not-allowed and goes idle with the error flagged', () => {
    voice.dispatch({ type: 'startListening' });
    speakQuestion();
    voice.dispatch({ type: 'recogniserError', error: 'not-allowed' });
    expect(voice.state).toMatchObject({ status: 'idle', error: 'not-allowed', conversing: false });
    expect(performed).toContain('permissionDenied');
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('flags other errors and cleans up without touching the permission', () => {
    voice.dispatch({ type: 'startListening' });
    voice.dispatch({ type: 'recogniserError', error: 'audio-capture' });
    expect(voice.state).toMatchObject({ status: 'idle', error: 'audio-capture' });
    expect(performed).not.toContain('permissionDenied');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('releases the microphone, stops audio and cancels every timer on dispose', () => {
    untilSpeaking();
    voice.dispatch({ type: 'audioLevel', level: 45 });
    expect(vi.getTimerCount()).toBe(3); // the fade, the restart and the cooldown
    voice.dispatch({ type: 'dispose' });
    expect(vi.getTimerCount()).toBe(0);
    expect(performed.slice(-3)).toEqual(['abortRecogniser', 'stopAudio', 'releaseMicrophone']);
    expect(voice.state.status).toBe('idle');
  });
});

describe('server transcription (no Web Speech)', () => {
  it('sends the server text 1.5 s after it arrives, whatever its confidence (none is given)', () => {
    voice.dispatch({ type: 'startListening' });
    voice.dispatch({ type: 'transcribed', text: `  ${question} ` });
    expect(voice.state.transcript).toBe(question);
    expect(voice.state.confidence).toBe(0);
    vi.advanceTimersByTime(1499);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([question]);
    expect(voice.state.status).toBe('processing');
  });

  it('records again 150 ms after an empty transcription', () => {
    voice.dispatch({ type: 'startListening' });
    performed = [];
    voice.dispatch({ type: 'transcribed', text: '  ' });
    expect(voice.state.transcript).toBe('');
    vi.advanceTimersByTime(149);
    expect(performed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(performed).toEqual(['unmuteMicrophone', 'startRecogniser']);
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('drops text while the AI speaks, and records again instead of sending the echo after it', () => {
    untilSpeaking();
    voice.dispatch({ type: 'transcribed', text: 'echo of the reply' });
    expect(voice.state.transcript).toBe('');
    voice.dispatch({ type: 'playbackEnded' });
    vi.advanceTimersByTime(150);
    performed = [];
    voice.dispatch({ type: 'transcribed', text: 'echo of the reply' });
    vi.advanceTimersByTime(1500);
    expect(sent).toEqual([question]);
    expect(performed).toEqual(['unmuteMicrophone', 'startRecogniser']);
  });

  it('ignores text that arrives after listening stopped', () => {
    voice.dispatch({ type: 'startListening' });
    voice.dispatch({ type: 'stopListening' });
    voice.dispatch({ type: 'transcribed', text: question });
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
