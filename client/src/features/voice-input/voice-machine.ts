import { assertEvent, assign, emit, enqueueActions, sendTo, setup, spawnChild, stopChild } from 'xstate';
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
import {
  initialVoiceContext,
  type FadeOutEvent,
  type VoiceActors,
  type VoiceContext,
  type VoiceEvent,
  type VoiceNotice,
} from './voice-events';

/*
 * The voice conversation (docs/product.md, Voice) as an XState machine: one state per status, the rest in context.
 * Every delay is a named delay on XState's clock, so a test drives it in simulated time. What runs for a while is
 * an actor the machine starts and stops: the recogniser (or recorder) while hearing, the send while processing,
 * the reply's playback from its arrival until it ends or fades out. Leaving a state stops its actor, so a late
 * callback from an old recogniser or reply never reaches the machine.
 */

const delays = {
  autoSend: AUTO_SEND_DELAY_MS,
  ignoreWindow: IGNORE_AFTER_SPEECH_MS,
  restart: RESTART_AFTER_SPEECH_MS,
  interruptRestart: INTERRUPT_RESTART_MS,
  fade: FADE_OUT_MS,
  cooldown: INTERRUPT_COOLDOWN_MS,
  retry: RECOGNISER_RETRY_MS,
};
/** The delays that outlive a state change; each raises the event of its name when it runs out. */
type VoiceTimer = 'autoSend' | 'ignoreWindow' | 'fade' | 'cooldown';

/** Send only when the final transcript is non-empty and confident enough (0.8 assumed when none is given). */
export function isConfidentEnough(confidence: number | undefined): boolean {
  const effective = confidence && confidence > 0 ? confidence : FALLBACK_CONFIDENCE;
  return effective >= CONFIDENCE_THRESHOLD;
}

const isLoud = (loudFrames: number, level: number) =>
  level >= LOUD_INPUT_AVERAGE || loudFrames >= LOUD_INPUT_FRAMES;
const nextLoudFrames = (loudFrames: number, level: number) =>
  level >= LOUD_INPUT_SUSTAINED_LEVEL ? loudFrames + 1 : 0;
const isRetried = (error: string) => (RETRIED_RECOGNISER_ERRORS as readonly string[]).includes(error);
const isPermission = (error: string) => (PERMISSION_RECOGNISER_ERRORS as readonly string[]).includes(error);

/** The voice machine running the given actors (the page's, or a test's doubles). */
export function createVoiceMachine(actors: VoiceActors) {
  const voice = setup({
    types: {
      context: {} as VoiceContext,
      events: {} as VoiceEvent | { type: VoiceTimer },
      emitted: {} as VoiceNotice,
    },
    actors,
    delays,
    actions: {
      showTranscript: assign((_, params: { transcript: string; confidence: number }) => ({
        ...params,
        error: null,
      })),
      /** Starting a running timer starts it afresh. */
      startTimer: enqueueActions(({ enqueue }, timer: VoiceTimer) => {
        enqueue.cancel(timer);
        enqueue.raise({ type: timer }, { delay: timer, id: timer });
      }),
      cancelTimers: enqueueActions(({ enqueue }, timers: readonly VoiceTimer[]) => {
        for (const timer of timers) enqueue.cancel(timer);
      }),
      stopPlayback: stopChild('playback'),
    },
  });

  const interrupt = {
    target: '#voice.interrupted',
    actions: [
      voice.assign({ loudFrames: 0, coolingDown: true, transcript: '', confidence: 0 }),
      voice.enqueueActions(({ enqueue, self }) => {
        if (self.getSnapshot().children.playback) {
          enqueue.sendTo('playback', { type: 'fadeOut', ms: FADE_OUT_MS } satisfies FadeOutEvent);
        }
      }),
      { type: 'startTimer', params: 'fade' },
      { type: 'startTimer', params: 'cooldown' },
      voice.emit({ type: 'interrupted' }),
    ],
  } as const;

  const playbackStarted = {
    target: '#voice.speaking',
    actions: [
      voice.assign({ ignoringResults: true, loudFrames: 0, transcript: '', confidence: 0 }),
      { type: 'cancelTimers', params: ['autoSend', 'ignoreWindow'] },
    ],
  } as const;

  /** A recogniser result in 'Current transcript'. */
  const showResult = {
    type: 'showTranscript',
    params: ({ event }: { event: { transcript: string; confidence?: number } }) => ({
      transcript: event.transcript,
      confidence: event.confidence ?? 0,
    }),
  } as const;

  /** Nothing was said, or it was the reply's echo (server transcription). */
  const nothingHeard = ({ event, context }: { event: { text: string }; context: VoiceContext }) =>
    !event.text.trim() || context.ignoringResults;

  /** Listening or interrupted: the recogniser is hearing the user, or is about to be started again. */
  const hearing = voice.createStateConfig({
    initial: 'recognising',
    states: {
      recognising: {
        invoke: { id: 'recogniser', src: 'recogniser' },
        on: {
          // Chrome ends recognition after a silence: keep listening unless a send is already pending.
          recogniserEnded: { guard: ({ context }) => !context.transcript, target: 'restarting' },
          // As after a silence: record again.
          transcribed: {
            guard: (args) => nothingHeard(args) && !args.context.transcript,
            target: 'restarting',
          },
          recogniserError: { guard: ({ event }) => isRetried(event.error), target: 'retrying' },
          audioLevel: { actions: sendTo('recogniser', ({ event }) => event) },
        },
      },
      restarting: { after: { restart: 'recognising' } },
      retrying: { after: { retry: 'recognising' } },
    },
    on: {
      stopListening: {
        target: '#voice.idle',
        actions: [assign(() => ({ ...initialVoiceContext })), { type: 'cancelTimers', params: ['autoSend'] }],
      },
      result: [
        { guard: ({ context }) => context.ignoringResults },
        {
          guard: ({ event }) =>
            event.isFinal && event.transcript.trim() !== '' && isConfidentEnough(event.confidence),
          actions: [showResult, { type: 'startTimer', params: 'autoSend' }],
        },
        {
          // Still speaking, or not sure enough to send.
          actions: [showResult, { type: 'cancelTimers', params: ['autoSend'] }],
        },
      ],
      transcribed: [
        { guard: nothingHeard },
        {
          actions: [
            {
              type: 'showTranscript',
              params: ({ event }) => ({ transcript: event.text.trim(), confidence: 0 }),
            },
            { type: 'startTimer', params: 'autoSend' },
          ],
        },
      ],
      autoSend: {
        guard: ({ context }) => context.transcript.trim() !== '',
        target: '#voice.processing',
        actions: assign(({ context }) => ({
          question: context.transcript.trim(),
          transcript: '',
          confidence: 0,
          afterReply: false,
        })),
      },
      playbackStarted,
    },
  });

  /** Any other recogniser error stops listening; a fading reply still fades out. */
  const stopOnError = [
    voice.assign(({ event }) => ({
      ...initialVoiceContext,
      error: event.type === 'recogniserError' ? event.error : null,
    })),
    { type: 'cancelTimers', params: ['autoSend', 'ignoreWindow', 'cooldown'] },
  ] as const;

  return voice.createMachine({
    id: 'voice',
    context: initialVoiceContext,
    initial: 'idle',
    on: {
      recogniserError: [
        // Retried only while the recogniser runs: its state starts the retry.
        { guard: ({ event }) => isRetried(event.error) },
        {
          guard: ({ event }) => isPermission(event.error),
          target: '.idle',
          actions: [...stopOnError, emit({ type: 'permissionDenied' })],
        },
        { target: '.idle', actions: stopOnError },
      ],
      ignoreWindow: { actions: assign({ ignoringResults: false }) },
      fade: { actions: 'stopPlayback' },
      cooldown: { actions: assign({ coolingDown: false }) },
    },
    states: {
      idle: {
        on: {
          startListening: {
            target: 'listening',
            actions: assign(() => ({ ...initialVoiceContext, conversing: true })),
          },
          playbackStarted,
        },
      },
      listening: hearing,
      interrupted: {
        ...hearing,
        initial: 'waking',
        states: {
          ...hearing.states,
          waking: {
            after: {
              interruptRestart: { target: 'recognising', actions: assign({ ignoringResults: false }) },
            },
          },
        },
      },
      processing: {
        invoke: {
          src: 'send',
          input: ({ context }) => ({ text: context.question }),
          onDone: {
            guard: ({ event }) => !event.output,
            target: 'idle',
            actions: assign({ conversing: false }),
          },
          onError: { target: 'idle', actions: assign({ conversing: false }) },
        },
        on: {
          replyReady: {
            actions: [
              'stopPlayback',
              spawnChild('playback', {
                id: 'playback',
                input: ({ event }) => {
                  assertEvent(event, 'replyReady');
                  return { content: event.content, voiceId: event.voiceId };
                },
              }),
            ],
          },
          replyNotSpoken: [
            {
              guard: ({ context }) => context.conversing,
              target: 'listening.restarting',
              actions: ['stopPlayback', assign({ afterReply: true })],
            },
            { target: 'idle', actions: 'stopPlayback' },
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
                !context.coolingDown && isLoud(nextLoudFrames(context.loudFrames, event.level), event.level),
              ...interrupt,
            },
            {
              actions: assign({
                loudFrames: ({ event, context }) => nextLoudFrames(context.loudFrames, event.level),
              }),
            },
          ],
          playbackEnded: [
            {
              guard: ({ context }) => !context.conversing,
              target: 'idle',
              actions: ['stopPlayback', assign({ ignoringResults: false })],
            },
            {
              target: 'listening.restarting',
              actions: [
                'stopPlayback',
                assign({ afterReply: true, ignoringResults: true, transcript: '', confidence: 0 }),
                { type: 'startTimer', params: 'ignoreWindow' },
              ],
            },
          ],
        },
      },
    },
  });
}
