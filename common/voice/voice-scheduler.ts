import {
  initialVoiceState,
  voiceReducer,
  type VoiceEffect,
  type VoiceEvent,
  type VoiceState,
  type VoiceTimer,
} from './voice-machine';

type TimerHandle = ReturnType<typeof setTimeout>;

export type VoiceSchedulerOptions = {
  /** Everything but timers: the recogniser, the microphone, audio, sending, toasts. */
  perform: (effect: Exclude<VoiceEffect, { type: 'startTimer' } | { type: 'cancelTimer' }>) => void;
  onChange?: (state: VoiceState) => void;
  setTimer?: (callback: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
};

export type VoiceScheduler = {
  readonly state: VoiceState;
  dispatch: (event: VoiceEvent) => void;
  /** Names of the timers that are running, for tests and debugging. */
  pendingTimers: () => VoiceTimer[];
};

/** Runs the reducer: keeps the state, starts and cancels its named timers, hands other effects to `perform`. */
export function createVoiceScheduler(options: VoiceSchedulerOptions): VoiceScheduler {
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle));
  const timers = new Map<VoiceTimer, TimerHandle>();
  let state = initialVoiceState;

  function stopTimer(timer: VoiceTimer) {
    const handle = timers.get(timer);
    if (handle === undefined) return;
    clearTimer(handle);
    timers.delete(timer);
  }

  function dispatch(event: VoiceEvent) {
    const transition = voiceReducer(state, event);
    const changed = transition.state !== state;
    state = transition.state;
    for (const effect of transition.effects) {
      if (effect.type === 'startTimer') {
        stopTimer(effect.timer);
        const timer = effect.timer;
        timers.set(
          timer,
          setTimer(() => {
            timers.delete(timer);
            dispatch({ type: 'timer', timer });
          }, effect.ms),
        );
      } else if (effect.type === 'cancelTimer') {
        stopTimer(effect.timer);
      } else {
        options.perform(effect);
      }
    }
    if (changed) options.onChange?.(state);
  }

  return {
    get state() {
      return state;
    },
    dispatch,
    pendingTimers: () => [...timers.keys()],
  };
}
