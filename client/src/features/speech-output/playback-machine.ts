import { assign, createActor, fromCallback, setup, type ActorRefFrom } from 'xstate';
import type { PlaybackState } from '@/lib/speech-output-context';
import type { SpeechHandle, VoiceDriver } from './voice-driver';

/*
 * Reading playback (docs/product.md, Reader) as an XState machine: stopped, reading a verse (or holding it paused
 * in place), the gap before the next verse, paused. The verse being spoken is an invoked actor, so leaving the
 * verse (stop, pause, another play) cancels its speech and its late callbacks go nowhere; the gaps are named
 * delays on XState's clock, so fake timers drive it in tests and speechSynthesis or a server voice in the app.
 */

export type PlaybackEvents = {
  /** A verse could not be read (no voice, or the voice failed); playback moves on after the skip delay. */
  onVerseFailed?: (verseIndex: number, reason: 'no-voice' | 'error', error?: unknown) => void;
};

export const DEFAULT_PAUSE_BETWEEN_VERSES_MS = 1500;
export const SKIP_FAILED_VERSE_AFTER_MS = 500;

type SpeechReply =
  | { type: 'verseEnded' }
  | { type: 'verseFailed'; error: unknown }
  | { type: 'noVoice' }
  | { type: 'held' }
  | { type: 'cannotHold' }
  | { type: 'resumed' }
  | { type: 'cannotResume' };

type PlaybackEvent =
  | { type: 'load'; texts: readonly string[] }
  | { type: 'play'; from: number; single: boolean }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  | { type: 'setPauseBetweenVerses'; ms: number }
  | SpeechReply;

type PlaybackContext = {
  texts: readonly string[];
  pauseMs: number;
  /** Read one verse only (a verse card's read-aloud button), not on to the end of the chapter. */
  single: boolean;
  verseIndex: number;
  /** The verse resume reads: the interrupted one, or the next one when paused between verses. */
  resumeIndex: number;
};

/** One verse spoken by the driver; stopping the actor cancels speech that has not ended. */
function verseSpeech(driver: VoiceDriver) {
  return fromCallback<{ type: 'pause' } | { type: 'resume' }, { text: string }>(
    ({ input, sendBack, receive }) => {
      let settled = false;
      const settle = (reply: SpeechReply) => {
        if (settled) return;
        settled = true;
        sendBack(reply);
      };
      const handle: SpeechHandle | null = driver.speak(input.text, {
        onEnd: () => settle({ type: 'verseEnded' }),
        onError: (error) => settle({ type: 'verseFailed', error }),
      });
      if (handle === null) settle({ type: 'noVoice' });
      receive((event) => {
        // A voice that cannot pause in place (speechSynthesis, whose pause is unreliable) reads the verse again.
        if (event.type === 'pause') sendBack({ type: handle?.pause?.() ? 'held' : 'cannotHold' });
        else sendBack({ type: handle?.resume?.() ? 'resumed' : 'cannotResume' });
      });
      return () => {
        if (settled) return;
        settled = true;
        handle?.cancel();
      };
    },
  );
}

const isLastVerse = (context: PlaybackContext) =>
  context.single || context.verseIndex + 1 >= context.texts.length;
/** After a verse the reading goes on with the next one, or stays on the last. */
const verseAfter = (context: PlaybackContext) =>
  isLastVerse(context) ? context.verseIndex : context.verseIndex + 1;

const playbackMachine = setup({
  types: { context: {} as PlaybackContext, events: {} as PlaybackEvent, input: {} as { pauseMs: number } },
  actors: { speech: verseSpeech({ speak: () => null }) },
  actions: {
    reportFailure: (_, _params: { verseIndex: number; reason: 'no-voice' | 'error'; error?: unknown }) => {},
  },
  delays: {
    betweenVerses: ({ context }) => context.pauseMs,
    skipFailedVerse: SKIP_FAILED_VERSE_AFTER_MS,
  },
  guards: { isLastVerse: ({ context }) => isLastVerse(context) },
}).createMachine({
  id: 'playback',
  context: ({ input }) => ({
    texts: [],
    pauseMs: input.pauseMs,
    single: false,
    verseIndex: 0,
    resumeIndex: 0,
  }),
  initial: 'stopped',
  on: {
    load: { target: '.stopped', actions: assign({ texts: ({ event }) => [...event.texts] }) },
    stop: '.stopped',
    play: {
      guard: ({ context, event }) =>
        Number.isInteger(event.from) && event.from >= 0 && event.from < context.texts.length,
      target: '.verse',
      reenter: true,
      actions: assign({ verseIndex: ({ event }) => event.from, single: ({ event }) => event.single }),
    },
    setPauseBetweenVerses: { actions: assign({ pauseMs: ({ event }) => Math.max(0, event.ms) }) },
  },
  states: {
    stopped: { entry: assign({ single: false }) },
    verse: {
      invoke: {
        id: 'speech',
        src: 'speech',
        input: ({ context }) => ({ text: context.texts[context.verseIndex]! }),
      },
      initial: 'speaking',
      states: {
        speaking: {
          on: {
            pause: { actions: ({ self }) => self.getSnapshot().children.speech?.send({ type: 'pause' }) },
            held: 'holding',
            cannotHold: {
              target: '#playback.paused',
              actions: assign({ resumeIndex: ({ context }) => context.verseIndex }),
            },
            verseEnded: '#playback.gap',
            verseFailed: {
              target: '#playback.skipping',
              actions: {
                type: 'reportFailure',
                params: ({ context, event }) => ({
                  verseIndex: context.verseIndex,
                  reason: 'error',
                  error: event.error,
                }),
              },
            },
            noVoice: {
              target: '#playback.skipping',
              actions: {
                type: 'reportFailure',
                params: ({ context }) => ({ verseIndex: context.verseIndex, reason: 'no-voice' }),
              },
            },
          },
        },
        /** Paused in place: the voice holds its audio and resume continues it. */
        holding: {
          on: {
            resume: { actions: ({ self }) => self.getSnapshot().children.speech?.send({ type: 'resume' }) },
            resumed: 'speaking',
            cannotResume: { target: '#playback.verse', reenter: true },
            // The held audio broke off while paused: stay paused; resume goes on from the next verse.
            verseEnded: {
              target: '#playback.paused',
              actions: assign({ resumeIndex: ({ context }) => verseAfter(context) }),
            },
            verseFailed: {
              target: '#playback.paused',
              actions: [
                {
                  type: 'reportFailure',
                  params: ({ context, event }) => ({
                    verseIndex: context.verseIndex,
                    reason: 'error',
                    error: event.error,
                  }),
                },
                assign({ resumeIndex: ({ context }) => verseAfter(context) }),
              ],
            },
          },
        },
      },
    },
    gap: {
      after: {
        betweenVerses: [
          { guard: 'isLastVerse', target: 'stopped' },
          { target: 'verse', actions: assign({ verseIndex: ({ context }) => context.verseIndex + 1 }) },
        ],
      },
      on: {
        pause: { target: 'paused', actions: assign({ resumeIndex: ({ context }) => verseAfter(context) }) },
      },
    },
    /** A verse that could not be read is skipped after a shorter gap. */
    skipping: {
      after: {
        skipFailedVerse: [
          { guard: 'isLastVerse', target: 'stopped' },
          { target: 'verse', actions: assign({ verseIndex: ({ context }) => context.verseIndex + 1 }) },
        ],
      },
      on: {
        pause: { target: 'paused', actions: assign({ resumeIndex: ({ context }) => verseAfter(context) }) },
      },
    },
    paused: {
      on: {
        resume: { target: 'verse', actions: assign({ verseIndex: ({ context }) => context.resumeIndex }) },
      },
    },
  },
});

function toPlaybackState(
  snapshot: ReturnType<ActorRefFrom<typeof playbackMachine>['getSnapshot']>,
): PlaybackState {
  if (snapshot.matches('stopped')) return { status: 'stopped', verseIndex: null };
  if (snapshot.matches('paused')) return { status: 'paused', verseIndex: snapshot.context.resumeIndex };
  if (snapshot.matches({ verse: 'holding' }))
    return { status: 'paused', verseIndex: snapshot.context.verseIndex };
  return { status: 'playing', verseIndex: snapshot.context.verseIndex };
}

/** The reader's handle on the playback actor: commands in, the status and verse out. */
export class PlaybackMachine {
  private readonly actor;
  private state: PlaybackState = { status: 'stopped', verseIndex: null };
  private readonly listeners = new Set<(state: PlaybackState) => void>();

  constructor(
    driver: VoiceDriver,
    events: PlaybackEvents = {},
    options: { pauseBetweenVersesMs?: number } = {},
  ) {
    this.actor = createActor(
      playbackMachine.provide({
        actors: { speech: verseSpeech(driver) },
        actions: {
          reportFailure: (_, failure) =>
            events.onVerseFailed?.(failure.verseIndex, failure.reason, failure.error),
        },
      }),
      { input: { pauseMs: options.pauseBetweenVersesMs ?? DEFAULT_PAUSE_BETWEEN_VERSES_MS } },
    );
    this.actor.subscribe((snapshot) => {
      const next = toPlaybackState(snapshot);
      if (next.status === this.state.status && next.verseIndex === this.state.verseIndex) return;
      this.state = next;
      for (const listener of this.listeners) listener(next);
    });
    this.actor.start();
  }

  getState(): PlaybackState {
    return this.state;
  }

  subscribe(listener: (state: PlaybackState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** New verses (another chapter or translation): whatever was playing stops. */
  load(texts: readonly string[]): void {
    this.actor.send({ type: 'load', texts });
  }

  /** Takes effect from the next gap between verses. */
  setPauseBetweenVerses(ms: number): void {
    this.actor.send({ type: 'setPauseBetweenVerses', ms });
  }

  /** Reads from `fromIndex` (default the first verse) verse by verse to the end; `single` reads that verse only. */
  play(fromIndex = 0, options: { single?: boolean } = {}): void {
    this.actor.send({ type: 'play', from: fromIndex, single: options.single ?? false });
  }

  /** Halts the audio and blocks the advance; a voice that can pause holds its place for resume. */
  pause(): void {
    this.actor.send({ type: 'pause' });
  }

  resume(): void {
    this.actor.send({ type: 'resume' });
  }

  /** The Space shortcut: play from the first verse when stopped, else pause or resume. */
  toggle(): void {
    if (this.state.status === 'playing') this.pause();
    else if (this.state.status === 'paused') this.resume();
    else this.play(0);
  }

  /** Stops and resets: the next play starts from the first verse. */
  stop(): void {
    this.actor.send({ type: 'stop' });
  }

  /** Stops and forgets listeners: for when the reader unmounts. */
  dispose(): void {
    this.stop();
    this.listeners.clear();
    this.actor.stop();
  }
}
