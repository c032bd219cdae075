import { END_OF_SPEECH_MS, MAX_RECORDING_MS, SPEECH_LEVEL, SPEECH_ONSET_FRAMES } from './voice-constants';
import { createNamedTimers, type TimerClock } from './named-timers';

/*
 * One recording for server transcription, as a pure reducer with named timers (like voice-machine.ts):
 * waiting for speech → speaking → trailing silence → finished. The recorder reports levels; the machine says
 * when to finish (stop and upload) and when a recording that never heard speech is thrown away and restarted.
 */

export type UtterancePhase = 'waiting' | 'speaking' | 'trailing' | 'finished';
export type UtteranceTimer = 'endOfSpeech' | 'maxLength';

export type UtteranceState = { phase: UtterancePhase; voicedFrames: number };

export type UtteranceEvent =
  | { type: 'start' }
  | { type: 'level'; level: number }
  | { type: 'timer'; timer: UtteranceTimer }
  | { type: 'cancel' };

export type UtteranceEffect =
  | { type: 'startTimer'; timer: UtteranceTimer; ms: number }
  | { type: 'cancelTimer'; timer: UtteranceTimer }
  /** Stop recording and transcribe what was recorded. */
  | { type: 'finish' }
  /** Drop what was recorded (no speech in it) and record afresh. */
  | { type: 'restart' };

export type UtteranceTransition = { state: UtteranceState; effects: UtteranceEffect[] };

export const initialUtteranceState: UtteranceState = { phase: 'waiting', voicedFrames: 0 };

const start = (timer: UtteranceTimer, ms: number): UtteranceEffect => ({ type: 'startTimer', timer, ms });
const cancel = (timer: UtteranceTimer): UtteranceEffect => ({ type: 'cancelTimer', timer });

const finished = (): UtteranceTransition => ({
  state: { phase: 'finished', voicedFrames: 0 },
  effects: [cancel('endOfSpeech'), cancel('maxLength'), { type: 'finish' }],
});

function onLevel(state: UtteranceState, level: number): UtteranceTransition {
  const voiced = level >= SPEECH_LEVEL;
  switch (state.phase) {
    case 'waiting': {
      const voicedFrames = voiced ? state.voicedFrames + 1 : 0;
      return voicedFrames >= SPEECH_ONSET_FRAMES
        ? { state: { phase: 'speaking', voicedFrames }, effects: [] }
        : { state: { ...state, voicedFrames }, effects: [] };
    }
    case 'speaking':
      return voiced
        ? { state, effects: [] }
        : { state: { ...state, phase: 'trailing' }, effects: [start('endOfSpeech', END_OF_SPEECH_MS)] };
    case 'trailing':
      return voiced
        ? { state: { ...state, phase: 'speaking' }, effects: [cancel('endOfSpeech')] }
        : { state, effects: [] };
    case 'finished':
      return { state, effects: [] };
  }
}

export function utteranceReducer(state: UtteranceState, event: UtteranceEvent): UtteranceTransition {
  switch (event.type) {
    case 'start':
      return { state: initialUtteranceState, effects: [start('maxLength', MAX_RECORDING_MS)] };
    case 'level':
      return onLevel(state, event.level);
    case 'timer':
      if (event.timer === 'endOfSpeech')
        return state.phase === 'trailing' ? finished() : { state, effects: [] };
      if (state.phase === 'speaking' || state.phase === 'trailing') return finished();
      if (state.phase === 'waiting') {
        return {
          state: initialUtteranceState,
          effects: [{ type: 'restart' }, start('maxLength', MAX_RECORDING_MS)],
        };
      }
      return { state, effects: [] };
    case 'cancel':
      return {
        state: { phase: 'finished', voicedFrames: 0 },
        effects: [cancel('endOfSpeech'), cancel('maxLength')],
      };
  }
}

export type UtteranceDetector = {
  readonly state: UtteranceState;
  level: (level: number) => void;
  /** Stops the timers; nothing more is reported. */
  cancel: () => void;
};

/** Runs the reducer with real (or injected) timers; `finish` and `restart` go to the recorder. */
export function createUtteranceDetector(
  options: TimerClock & { onFinish: () => void; onRestart: () => void },
): UtteranceDetector {
  const timers = createNamedTimers<UtteranceTimer>((timer) => dispatch({ type: 'timer', timer }), options);
  let state = initialUtteranceState;

  function dispatch(event: UtteranceEvent) {
    const transition = utteranceReducer(state, event);
    state = transition.state;
    for (const effect of transition.effects) {
      if (effect.type === 'startTimer') timers.start(effect.timer, effect.ms);
      else if (effect.type === 'cancelTimer') timers.cancel(effect.timer);
      else if (effect.type === 'finish') options.onFinish();
      else options.onRestart();
    }
  }

  dispatch({ type: 'start' });
  return {
    get state() {
      return state;
    },
    level: (level) => dispatch({ type: 'level', level }),
    cancel: () => dispatch({ type: 'cancel' }),
  };
}
