import { assign, createActor, setup } from 'xstate';
import { END_OF_SPEECH_MS, MAX_RECORDING_MS, SPEECH_LEVEL, SPEECH_ONSET_FRAMES } from './voice-constants';

/*
 * One recording for server transcription: waiting for speech → speaking → trailing silence → finished.
 * The recorder reports levels; the machine says when to finish (stop and upload) and when a recording that never
 * heard speech is thrown away and restarted. Both delays are named `after` delays on XState's clock.
 */

export type UtterancePhase = 'waiting' | 'speaking' | 'trailing' | 'finished';

export type UtteranceEvent = { type: 'level'; level: number } | { type: 'cancel' };

export const utteranceMachine = setup({
  types: {
    context: {} as { voicedFrames: number; heardSpeech: boolean },
    events: {} as UtteranceEvent,
  },
  actions: {
    /** Stop recording and transcribe what was recorded. */
    finish: () => {},
    /** Drop what was recorded (no speech in it) and record afresh. */
    restart: () => {},
  },
  delays: {
    endOfSpeech: END_OF_SPEECH_MS,
    maxLength: MAX_RECORDING_MS,
  },
  guards: {
    heardSpeech: ({ context }) => context.heardSpeech,
  },
}).createMachine({
  id: 'utterance',
  context: { voicedFrames: 0, heardSpeech: false },
  initial: 'recording',
  states: {
    recording: {
      entry: assign({ voicedFrames: 0, heardSpeech: false }),
      // The longest recording counts from its start, whatever happens inside it.
      after: {
        maxLength: [
          { guard: 'heardSpeech', target: 'finished', actions: 'finish' },
          { target: 'recording', reenter: true, actions: 'restart' },
        ],
      },
      on: { cancel: 'cancelled' },
      initial: 'waiting',
      states: {
        waiting: {
          on: {
            level: [
              {
                // A click or a cough is not speech: it takes SPEECH_ONSET_FRAMES voiced frames in a row.
                guard: ({ context, event }) =>
                  event.level >= SPEECH_LEVEL && context.voicedFrames + 1 >= SPEECH_ONSET_FRAMES,
                target: 'speaking',
                actions: assign({
                  voicedFrames: ({ context }) => context.voicedFrames + 1,
                  heardSpeech: true,
                }),
              },
              {
                actions: assign({
                  voicedFrames: ({ context, event }) =>
                    event.level >= SPEECH_LEVEL ? context.voicedFrames + 1 : 0,
                }),
              },
            ],
          },
        },
        speaking: {
          on: {
            level: { guard: ({ event }) => event.level < SPEECH_LEVEL, target: 'trailing' },
          },
        },
        trailing: {
          after: { endOfSpeech: { target: '#utterance.finished', actions: 'finish' } },
          on: {
            level: { guard: ({ event }) => event.level >= SPEECH_LEVEL, target: 'speaking' },
          },
        },
      },
    },
    finished: { type: 'final' },
    /** Nothing more is reported. */
    cancelled: { type: 'final' },
  },
});

export type UtteranceDetector = {
  readonly state: { phase: UtterancePhase };
  level: (level: number) => void;
  /** Stops the timers; nothing more is reported. */
  cancel: () => void;
};

/** Runs the machine on XState's clock; `finish` and `restart` go to the recorder. */
export function createUtteranceDetector(options: {
  onFinish: () => void;
  onRestart: () => void;
}): UtteranceDetector {
  const actor = createActor(
    utteranceMachine.provide({
      actions: { finish: () => options.onFinish(), restart: () => options.onRestart() },
    }),
  );
  actor.start();
  // A finished recording still gets the meter's last frames: they change nothing.
  const send = (event: UtteranceEvent) => {
    if (actor.getSnapshot().status === 'active') actor.send(event);
  };
  return {
    get state(): { phase: UtterancePhase } {
      const snapshot = actor.getSnapshot();
      if (snapshot.status === 'done') return { phase: 'finished' as const };
      const phase = (['waiting', 'speaking', 'trailing'] as const).find((name) =>
        snapshot.matches({ recording: name }),
      );
      return { phase: phase ?? 'finished' };
    },
    level: (level) => send({ type: 'level', level }),
    cancel: () => send({ type: 'cancel' }),
  };
}
