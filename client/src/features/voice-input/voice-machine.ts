import { assign, createActor, setup } from 'xstate';
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
 * The voice conversation (docs/product.md, Voice) as an XState machine: one state per status, the rest in context.
 * Every delay is a named delay on XState's clock, so a test drives it in simulated time; the hook only renders the
 * state and performs the effects (recogniser, microphone, audio, sending, toasts).
 */

export type VoiceStatus = 'idle' | 'listening' | 'processing' | 'speaking' | 'interrupted';

type VoiceContext = {
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

export type VoiceState = VoiceContext & { status: VoiceStatus };

/** Each delay's timer raises the event of the same name when it runs out. */
const delays = {
  autoSend: AUTO_SEND_DELAY_MS,
  ignoreWindow: IGNORE_AFTER_SPEECH_MS,
  restart: RESTART_AFTER_SPEECH_MS,
  interruptRestart: INTERRUPT_RESTART_MS,
  fade: FADE_OUT_MS,
  cooldown: INTERRUPT_COOLDOWN_MS,
  retry: RECOGNISER_RETRY_MS,
};
export type VoiceTimer = keyof typeof delays;
const allTimers = Object.keys(delays) as VoiceTimer[];

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
  | { type: 'dispose' };

type TimerEvent = { type: VoiceTimer };

/** What the machine asks of the page; timers are not among them (XState runs those). */
export type VoiceEffect =
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

export const initialVoiceContext: VoiceContext = {
  transcript: '',
  confidence: 0,
  conversing: false,
  ignoringResults: false,
  afterReply: false,
  coolingDown: false,
  loudFrames: 0,
  error: null,
};
export const initialVoiceState: VoiceState = { status: 'idle', ...initialVoiceContext };

/** Send only when the final transcript is non-empty and confident enough (0.8 assumed when none is given). */
export function isConfidentEnough(confidence: number | undefined): boolean {
  const effective = confidence && confidence > 0 ? confidence : FALLBACK_CONFIDENCE;
  return effective >= CONFIDENCE_THRESHOLD;
}

const isLoud = (loudFrames: number, level: number) =>
  level >= LOUD_INPUT_AVERAGE || loudFrames >= LOUD_INPUT_FRAMES;

const machineSetup = setup({
  types: {
    context: {} as VoiceContext,
    events: {} as VoiceEvent | TimerEvent,
  },
  actions: {
    /** Provided by whoever runs the machine. */
    perform: (_, _effect: VoiceEffect) => {},
  },
  delays,
});

const effect = (params: VoiceEffect) => ({ type: 'perform' as const, params });
/** Starting a running timer starts it afresh. */
const startTimer = (timer: VoiceTimer) => [
  machineSetup.cancel(timer),
  machineSetup.raise({ type: timer }, { delay: timer, id: timer }),
];
const cancelTimers = (...timers: VoiceTimer[]) => timers.map((timer) => machineSetup.cancel(timer));
const resumeRecogniser = [effect({ type: 'unmuteMicrophone' }), effect({ type: 'startRecogniser' })];

const interrupt = {
  target: '#voice.interrupted',
  actions: [
    machineSetup.assign({ loudFrames: 0, coolingDown: true, transcript: '', confidence: 0 }),
    effect({ type: 'fadeOutAudio', ms: FADE_OUT_MS }),
    ...startTimer('fade'),
    ...startTimer('interruptRestart'),
    ...startTimer('cooldown'),
    effect({ type: 'interruptedToast' }),
  ],
} as const;

const playbackStarted = {
  target: '#voice.speaking',
  actions: [
    machineSetup.assign({ ignoringResults: true, loudFrames: 0, transcript: '', confidence: 0 }),
    ...cancelTimers('autoSend', 'restart', 'retry', 'ignoreWindow'),
    effect({ type: 'muteMicrophone' }),
    effect({ type: 'abortRecogniser' }),
  ],
} as const;

/** Chrome ends recognition after a silence; keep listening unless a send is already pending. */
const recogniserEnded = {
  guard: ({ context }: { context: VoiceContext }) => !context.transcript,
  actions: startTimer('restart'),
} as const;

/** Any other recogniser error stops listening; a fading reply still fades out. */
const stopOnError = [
  machineSetup.assign(({ event }) => ({
    ...initialVoiceContext,
    error: event.type === 'recogniserError' ? event.error : null,
  })),
  ...cancelTimers(...allTimers.filter((timer) => timer !== 'fade')),
  effect({ type: 'abortRecogniser' }),
];

/** Listening or interrupted: the recogniser is (or is about to be) hearing the user. */
const hearing = machineSetup.createStateConfig({
  on: {
    stopListening: {
      target: '#voice.idle',
      actions: [
        assign(() => ({ ...initialVoiceContext })),
        ...cancelTimers('autoSend', 'restart', 'retry'),
        effect({ type: 'abortRecogniser' }),
      ],
    },
    result: [
      { guard: ({ context }) => context.ignoringResults },
      {
        guard: ({ event }) => !event.isFinal,
        actions: [
          assign(({ event }) => ({
            transcript: event.transcript,
            confidence: event.confidence ?? 0,
            error: null,
          })),
          ...cancelTimers('autoSend'),
        ],
      },
      {
        guard: ({ event }) => event.transcript.trim() !== '' && isConfidentEnough(event.confidence),
        actions: [
          assign(({ event }) => ({
            transcript: event.transcript,
            confidence: event.confidence ?? 0,
            error: null,
          })),
          ...startTimer('autoSend'),
        ],
      },
      {
        actions: [
          assign(({ event }) => ({
            transcript: event.transcript,
            confidence: event.confidence ?? 0,
            error: null,
          })),
          ...cancelTimers('autoSend'),
        ],
      },
    ],
    transcribed: [
      // Nothing was said, or it was the reply's echo: record again, as after the recogniser ends on a silence.
      {
        guard: ({ event, context }) => (!event.text.trim() || context.ignoringResults) && !context.transcript,
        actions: recogniserEnded.actions,
      },
      { guard: ({ event, context }) => !event.text.trim() || context.ignoringResults },
      {
        actions: [
          assign(({ event }) => ({ transcript: event.text.trim(), confidence: 0, error: null })),
          ...startTimer('autoSend'),
        ],
      },
    ],
    recogniserEnded,
    recogniserError: {
      guard: ({ event }) => (RETRIED_RECOGNISER_ERRORS as readonly string[]).includes(event.error),
      actions: startTimer('retry'),
    },
    autoSend: {
      guard: ({ context }) => context.transcript.trim() !== '',
      target: '#voice.processing',
      actions: [
        effect({ type: 'abortRecogniser' }),
        { type: 'perform', params: ({ context }) => ({ type: 'send', text: context.transcript.trim() }) },
        assign({ transcript: '', confidence: 0, afterReply: false }),
      ],
    },
    restart: { actions: resumeRecogniser },
    retry: { actions: resumeRecogniser },
    playbackStarted,
  },
});

export const voiceMachine = machineSetup.createMachine({
  id: 'voice',
  context: initialVoiceContext,
  initial: 'idle',
  on: {
    recogniserError: [
      {
        guard: ({ event }) => (RETRIED_RECOGNISER_ERRORS as readonly string[]).includes(event.error),
        // Retried only while hearing: the listening and interrupted states start the retry timer.
      },
      {
        guard: ({ event }) => (PERMISSION_RECOGNISER_ERRORS as readonly string[]).includes(event.error),
        target: '.idle',
        actions: [...stopOnError, effect({ type: 'permissionDenied' })],
      },
      { target: '.idle', actions: stopOnError },
    ],
    ignoreWindow: { actions: assign({ ignoringResults: false }) },
    fade: { actions: effect({ type: 'stopAudio' }) },
    cooldown: { actions: assign({ coolingDown: false }) },
    dispose: {
      target: '.idle',
      actions: [
        assign(() => ({ ...initialVoiceContext })),
        ...cancelTimers(...allTimers),
        effect({ type: 'abortRecogniser' }),
        effect({ type: 'stopAudio' }),
        effect({ type: 'releaseMicrophone' }),
      ],
    },
  },
  states: {
    idle: {
      on: {
        startListening: {
          target: 'listening',
          actions: [assign(() => ({ ...initialVoiceContext, conversing: true })), ...resumeRecogniser],
        },
        playbackStarted,
      },
    },
    listening: hearing,
    interrupted: {
      ...hearing,
      on: {
        ...hearing.on,
        interruptRestart: { actions: [assign({ ignoringResults: false }), ...resumeRecogniser] },
      },
    },
    processing: {
      on: {
        sendFailed: { target: 'idle', actions: assign({ conversing: false }) },
        replyNotSpoken: [
          {
            guard: ({ context }) => context.conversing,
            target: 'listening',
            actions: [assign({ afterReply: true }), ...startTimer('restart')],
          },
          { target: 'idle' },
        ],
        playbackStarted,
      },
    },
    speaking: {
      on: {
        result: {
          guard: ({ event, context }) =>
            event.isFinal && (event.confidence ?? 0) > BACKGROUND_SPEECH_CONFIDENCE && !context.coolingDown,
          ...interrupt,
        },
        speechDetected: {
          guard: ({ event, context }) =>
            !context.coolingDown && event.confidence > BACKGROUND_SPEECH_CONFIDENCE,
          ...interrupt,
        },
        audioLevel: [
          {
            guard: ({ event, context }) =>
              !context.coolingDown &&
              isLoud(event.level >= LOUD_INPUT_SUSTAINED_LEVEL ? context.loudFrames + 1 : 0, event.level),
            ...interrupt,
          },
          {
            actions: assign({
              loudFrames: ({ event, context }) =>
                event.level >= LOUD_INPUT_SUSTAINED_LEVEL ? context.loudFrames + 1 : 0,
            }),
          },
        ],
        playbackEnded: [
          {
            guard: ({ context }) => !context.conversing,
            target: 'idle',
            actions: [assign({ ignoringResults: false }), effect({ type: 'unmuteMicrophone' })],
          },
          {
            target: 'listening',
            actions: [
              assign({ afterReply: true, ignoringResults: true, transcript: '', confidence: 0 }),
              ...startTimer('ignoreWindow'),
              ...startTimer('restart'),
            ],
          },
        ],
      },
    },
  },
});

export type VoiceConversation = {
  readonly state: VoiceState;
  dispatch: (event: VoiceEvent) => void;
  stop: () => void;
};

const sameState = (a: VoiceState, b: VoiceState) =>
  (Object.keys(a) as (keyof VoiceState)[]).every((key) => a[key] === b[key]);

/** Runs the voice machine on XState's clock: effects go to `perform`, each new state to `onChange`. */
export function startVoiceConversation(options: {
  perform: (effect: VoiceEffect) => void;
  onChange?: (state: VoiceState) => void;
}): VoiceConversation {
  const actor = createActor(
    voiceMachine.provide({ actions: { perform: (_, effect) => options.perform(effect) } }),
  );
  let state = initialVoiceState;
  actor.subscribe((snapshot) => {
    const next: VoiceState = { status: snapshot.value as VoiceStatus, ...snapshot.context };
    if (sameState(state, next)) return;
    state = next;
    options.onChange?.(state);
  });
  actor.start();
  return {
    get state() {
      return state;
    },
    dispatch: (event) => actor.send(event),
    stop: () => actor.stop(),
  };
}
