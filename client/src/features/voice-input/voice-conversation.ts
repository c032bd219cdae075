import { createActor } from 'xstate';
import { createVoiceMachine } from './voice-machine';
import {
  initialVoiceState,
  type VoiceActors,
  type VoiceEvent,
  type VoiceNotice,
  type VoiceState,
  type VoiceStatus,
} from './voice-events';

export type VoiceConversation = {
  readonly state: VoiceState;
  dispatch: (event: VoiceEvent) => void;
  /** Stops every actor and timer: the recogniser, the recording, the reply. */
  stop: () => void;
};

const sameState = (a: VoiceState, b: VoiceState) =>
  (Object.keys(a) as (keyof VoiceState)[]).every((key) => a[key] === b[key]);

/** Runs the voice machine on XState's clock with the given actors; each new state goes to `onChange`. */
export function startVoiceConversation(options: {
  actors: VoiceActors;
  onChange?: (state: VoiceState) => void;
  onNotice?: (notice: VoiceNotice) => void;
}): VoiceConversation {
  const actor = createActor(createVoiceMachine(options.actors));
  let state = initialVoiceState;
  actor.subscribe((snapshot) => {
    const value = snapshot.value;
    const status = (typeof value === 'string' ? value : Object.keys(value)[0]) as VoiceStatus;
    const next: VoiceState = { status, ...snapshot.context };
    if (sameState(state, next)) return;
    state = next;
    options.onChange?.(state);
  });
  if (options.onNotice) actor.on('*', options.onNotice);
  actor.start();
  return {
    get state() {
      return state;
    },
    dispatch: (event) => actor.send(event),
    stop: () => actor.stop(),
  };
}
