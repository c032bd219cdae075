import {
  AUTO_SEND_DELAY_MS,
  BACKGROUND_SPEECH_CONFIDENCE,
  CONFIDENCE_THRESHOLD,
  FADE_OUT_MS,
  FALLBACK_CONFIDENCE,
  IGNORE_AFTER_SPEECH_MS,
  INTERRUPT_COOLDOWN_MS,
  INTERRUPT_RESTART_MS,
  LOUD_INPUT_AVERAGE,
  LOUD_INPUT_FRAMES,
  LOUD_INPUT_SUSTAINED_LEVEL,
  PERMISSION_RECOGNISER_ERRORS,
  RECOGNISER_RETRY_MS,
  RESTART_AFTER_SPEECH_MS,
  RETRIED_RECOGNISER_ERRORS,
} from './voice-constants';

/*
 * The voice conversation as one pure reducer (docs/product.md, Voice): state + event → next state + effects.
 * Timers are effects too (start/cancel by name), so the machine owns every delay and a test drives it
 * with fake timers; the UI only renders the state and performs the other effects.
 */

export type VoiceStatus = 'idle' | 'listening' | 'processing' | 'speaking' | 'interrupted';
export type VoiceTimer =
  'autoSend' | 'ignoreWindow' | 'restart' | 'interruptRestart' | 'fade' | 'cooldown' | 'retry';

export type VoiceState = {
  status: VoiceStatus;
  transcript: string;
  /** Of the latest result, 0 to 1; 0 when the recogniser gave none. */
  confidence: number;
  /** The user spoke to the scholar: replies are read aloud and listening resumes after them. */
  conversing: boolean;
  /** Recogniser results are dropped (AI speaking, or within IGNORE_AFTER_SPEECH_MS after). */
  ignoringResults: boolean;
  /** Listening again after a reply ('Listening for your next question...'). */
  afterReply: boolean;
  coolingDown: boolean;
  loudFrames: number;
  error: string | null;
};

export type VoiceEvent =
  | { type: 'startListening' }
  | { type: 'stopListening' }
  | { type: 'result'; transcript: string; confidence?: number; isFinal: boolean }
  /** Text from server transcription: final, and trusted without a confidence (the server gives none). */
  | { type: 'transcribed'; text: string }
  | { type: 'recogniserEnded' }
  | { type: 'recogniserError'; error: string }
  | { type: 'sendFailed' }
  | { type: 'playbackStarted' }
  | { type: 'playbackEnded' }
  | { type: 'replyNotSpoken' }
  | { type: 'speechDetected'; confidence: number }
  | { type: 'audioLevel'; level: number }
  | { type: 'timer'; timer: VoiceTimer }
  | { type: 'dispose' };

export type VoiceEffect =
  | { type: 'startTimer'; timer: VoiceTimer; ms: number }
  | { type: 'cancelTimer'; timer: VoiceTimer }
  | { type: 'startRecogniser' }
  | { type: 'abortRecogniser' }
  | { type: 'muteMicrophone' }
  | { type: 'unmuteMicrophone' }
  | { type: 'send'; text: string }
  | { type: 'fadeOutAudio'; ms: number }
  | { type: 'stopAudio' }
  | { type: 'interruptedToast' }
  | { type: 'permissionDenied' }
  | { type: 'releaseMicrophone' };

export type VoiceTransition = { state: VoiceState; effects: VoiceEffect[] };

export const initialVoiceState: VoiceState = {
  status: 'idle',
  transcript: '',
  confidence: 0,
  conversing: false,
  ignoringResults: false,
  afterReply: false,
  coolingDown: false,
  loudFrames: 0,
  error: null,
};

const allTimers: VoiceTimer[] = [
  'autoSend',
  'ignoreWindow',
  'restart',
  'interruptRestart',
  'fade',
  'cooldown',
  'retry',
];
const start = (timer: VoiceTimer, ms: number): VoiceEffect => ({ type: 'startTimer', timer, ms });
const cancel = (timer: VoiceTimer): VoiceEffect => ({ type: 'cancelTimer', timer });

/** Send only when the final transcript is non-empty and confident enough (0.8 assumed when none is given). */
export function isConfidentEnough(confidence: number | undefined): boolean {
  const effective = confidence && confidence > 0 ? confidence : FALLBACK_CONFIDENCE;
  return effective >= CONFIDENCE_THRESHOLD;
}

const isHearing = (state: VoiceState) => state.status === 'listening' || state.status === 'interrupted';

function interrupt(state: VoiceState): VoiceTransition {
  return {
    state: {
      ...state,
      status: 'interrupted',
      loudFrames: 0,
      coolingDown: true,
      transcript: '',
      confidence: 0,
    },
    effects: [
      { type: 'fadeOutAudio', ms: FADE_OUT_MS },
      start('fade', FADE_OUT_MS),
      start('interruptRestart', INTERRUPT_RESTART_MS),
      start('cooldown', INTERRUPT_COOLDOWN_MS),
      { type: 'interruptedToast' },
    ],
  };
}

function onTimer(state: VoiceState, timer: VoiceTimer): VoiceTransition {
  switch (timer) {
    case 'autoSend': {
      const text = state.transcript.trim();
      if (!isHearing(state) || !text) return { state, effects: [] };
      return {
        state: { ...state, status: 'processing', transcript: '', confidence: 0, afterReply: false },
        effects: [{ type: 'abortRecogniser' }, { type: 'send', text }],
      };
    }
    case 'ignoreWindow':
      return { state: { ...state, ignoringResults: false }, effects: [] };
    case 'restart':
    case 'retry':
      return isHearing(state)
        ? { state, effects: [{ type: 'unmuteMicrophone' }, { type: 'startRecogniser' }] }
        : { state, effects: [] };
    case 'interruptRestart':
      return state.status === 'interrupted'
        ? {
            state: { ...state, ignoringResults: false },
            effects: [{ type: 'unmuteMicrophone' }, { type: 'startRecogniser' }],
          }
        : { state, effects: [] };
    case 'fade':
      return { state, effects: [{ type: 'stopAudio' }] };
    case 'cooldown':
      return { state: { ...state, coolingDown: false }, effects: [] };
  }
}

function afterSpeech(state: VoiceState): VoiceTransition {
  if (state.status !== 'speaking') return { state, effects: [] };
  if (!state.conversing) {
    return {
      state: { ...state, status: 'idle', ignoringResults: false },
      effects: [{ type: 'unmuteMicrophone' }],
    };
  }
  return {
    state: {
      ...state,
      status: 'listening',
      afterReply: true,
      ignoringResults: true,
      transcript: '',
      confidence: 0,
    },
    effects: [start('ignoreWindow', IGNORE_AFTER_SPEECH_MS), start('restart', RESTART_AFTER_SPEECH_MS)],
  };
}

export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceTransition {
  switch (event.type) {
    case 'startListening':
      if (state.status !== 'idle') return { state, effects: [] };
      return {
        state: { ...initialVoiceState, status: 'listening', conversing: true },
        effects: [{ type: 'unmuteMicrophone' }, { type: 'startRecogniser' }],
      };
    case 'stopListening':
      if (!isHearing(state)) return { state, effects: [] };
      return {
        state: { ...initialVoiceState },
        effects: [cancel('autoSend'), cancel('restart'), cancel('retry'), { type: 'abortRecogniser' }],
      };
    case 'result': {
      if (state.status === 'speaking') {
        return event.isFinal && (event.confidence ?? 0) > BACKGROUND_SPEECH_CONFIDENCE && !state.coolingDown
          ? interrupt(state)
          : { state, effects: [] };
      }
      if (!isHearing(state) || state.ignoringResults) return { state, effects: [] };
      const next = { ...state, transcript: event.transcript, confidence: event.confidence ?? 0, error: null };
      if (!event.isFinal) return { state: next, effects: [cancel('autoSend')] };
      const sendable = event.transcript.trim() !== '' && isConfidentEnough(event.confidence);
      return {
        state: next,
        effects: sendable ? [start('autoSend', AUTO_SEND_DELAY_MS)] : [cancel('autoSend')],
      };
    }
    case 'transcribed': {
      if (!isHearing(state)) return { state, effects: [] };
      const text = event.text.trim();
      // Nothing was said, or it was the reply's echo: record again, as after the recogniser ends on a silence.
      if (!text || state.ignoringResults) return voiceReducer(state, { type: 'recogniserEnded' });
      return {
        state: { ...state, transcript: text, confidence: 0, error: null },
        effects: [start('autoSend', AUTO_SEND_DELAY_MS)],
      };
    }
    case 'recogniserEnded':
      // Chrome ends recognition after a silence; keep listening unless a send is already pending.
      return isHearing(state) && !state.transcript
        ? { state, effects: [start('restart', RESTART_AFTER_SPEECH_MS)] }
        : { state, effects: [] };
    case 'recogniserError': {
      if ((RETRIED_RECOGNISER_ERRORS as readonly string[]).includes(event.error)) {
        return isHearing(state)
          ? { state, effects: [start('retry', RECOGNISER_RETRY_MS)] }
          : { state, effects: [] };
      }
      const permission = (PERMISSION_RECOGNISER_ERRORS as readonly string[]).includes(event.error);
      return {
        state: { ...initialVoiceState, error: event.error },
        effects: [
          ...allTimers.filter((timer) => timer !== 'fade').map(cancel),
          { type: 'abortRecogniser' },
          ...(permission ? [{ type: 'permissionDenied' } as const] : []),
        ],
      };
    }
    case 'sendFailed':
      return state.status === 'processing'
        ? { state: { ...state, status: 'idle', conversing: false }, effects: [] }
        : { state, effects: [] };
    case 'playbackStarted':
      if (state.status === 'speaking') return { state, effects: [] };
      return {
        state: {
          ...state,
          status: 'speaking',
          ignoringResults: true,
          loudFrames: 0,
          transcript: '',
          confidence: 0,
        },
        effects: [
          cancel('autoSend'),
          cancel('restart'),
          cancel('retry'),
          cancel('ignoreWindow'),
          { type: 'muteMicrophone' },
          { type: 'abortRecogniser' },
        ],
      };
    case 'playbackEnded':
      return afterSpeech(state);
    case 'replyNotSpoken':
      if (state.status !== 'processing') return { state, effects: [] };
      return state.conversing
        ? {
            state: { ...state, status: 'listening', afterReply: true },
            effects: [start('restart', RESTART_AFTER_SPEECH_MS)],
          }
        : { state: { ...state, status: 'idle' }, effects: [] };
    case 'speechDetected':
      return state.status === 'speaking' &&
        !state.coolingDown &&
        event.confidence > BACKGROUND_SPEECH_CONFIDENCE
        ? interrupt(state)
        : { state, effects: [] };
    case 'audioLevel': {
      if (state.status !== 'speaking') return { state, effects: [] };
      const loudFrames = event.level >= LOUD_INPUT_SUSTAINED_LEVEL ? state.loudFrames + 1 : 0;
      const loud = event.level >= LOUD_INPUT_AVERAGE || loudFrames >= LOUD_INPUT_FRAMES;
      if (loud && !state.coolingDown) return interrupt(state);
      return { state: { ...state, loudFrames }, effects: [] };
    }
    case 'timer':
      return onTimer(state, event.timer);
    case 'dispose':
      return {
        state: { ...initialVoiceState },
        effects: [
          ...allTimers.map(cancel),
          { type: 'abortRecogniser' },
          { type: 'stopAudio' },
          { type: 'releaseMicrophone' },
        ],
      };
  }
}
