import {
  initialVoiceState,
  voiceReducer,
  type VoiceEffect,
  type VoiceEvent,
  type VoiceState,
  type VoiceTimer,
} from './voice-machine';
import { createNamedTimers, type TimerClock } from './named-timers';

export type VoiceSchedulerOptions = TimerClock & {
  /** Everything but timers: the recogniser, the microphone, audio, sending, toasts. */
  perform: (effect: Exclude<VoiceEffect, { type: 'startTimer' } | { type: 'cancelTimer' }>) => void;
  onChange?: (state: VoiceState) => void;
};

export type VoiceScheduler = {
  readonly state: VoiceState;
  dispatch: (event: VoiceEvent) => void;
  /** Names of the timers that are running, for tests and debugging. */
  pendingTimers: () => VoiceTimer[];
};

/** Runs the reducer: keeps the state, starts and cancels its named timers, hands other effects to `perform`. */
export function createVoiceScheduler(options: VoiceSchedulerOptions): VoiceScheduler {
  const timers = createNamedTimers<VoiceTimer>((timer) => dispatch({ type: 'timer', timer }), options);
  let state = initialVoiceState;

  function dispatch(event: VoiceEvent) {
    const transition = voiceReducer(state, event);
    const changed = transition.state !== state;
    state = transition.state;
    for (const effect of transition.effects) {
      if (effect.type === 'startTimer') timers.start(effect.timer, effect.ms);
      else if (effect.type === 'cancelTimer') timers.cancel(effect.timer);
      else options.perform(effect);
    }
    if (changed) options.onChange?.(state);
  }

  return {
    get state() {
      return state;
    },
    dispatch,
    pendingTimers: timers.running,
  };
}
