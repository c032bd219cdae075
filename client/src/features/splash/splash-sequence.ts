import { useEffect, useRef } from 'react';
import { assign, emit, fromCallback, setup, type SnapshotFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';

/** The logo's single spin becomes a glowing pulse at 1.2 s; completion 2 s after page load. */
export const SPLASH_LOGO_CHANGE_MS = 1200;
export const SPLASH_COMPLETE_AFTER_LOAD_MS = 2000;
/** How long the splash fades out while the app fades in (0 under reduced motion). */
export const SPLASH_FADE_OUT_MS = 600;

export type SplashLogoMotion = 'spin' | 'pulse';
/** showing → fading (completion signalled, the app fades in) → done (splash unmounted). */
export type SplashPhase = 'showing' | 'fading' | 'done';
export type SplashState = { logo: SplashLogoMotion; pageLoaded: boolean; phase: SplashPhase };

export type SplashInput = {
  fadeOutMs: number;
  /** Where 'load' fires and whether it already has; the page itself unless a test says otherwise. */
  isPageLoaded: () => boolean;
  loadEventTarget: EventTarget;
};

type SplashContext = SplashInput & { pageLoaded: boolean };

type SplashEvent = { type: 'pageLoaded' } | { type: 'setFadeOutMs'; ms: number };

/** Tells the machine when the page has loaded, once. */
const pageLoadWatcher = fromCallback<SplashEvent, Pick<SplashInput, 'isPageLoaded' | 'loadEventTarget'>>(
  ({ input, sendBack }) => {
    const markLoaded = () => sendBack({ type: 'pageLoaded' });
    // 'load' can fire between the first render and this actor starting; listening now would wait forever.
    if (input.isPageLoaded()) {
      markLoaded();
      return;
    }
    input.loadEventTarget.addEventListener('load', markLoaded, { once: true });
    return () => input.loadEventTarget.removeEventListener('load', markLoaded);
  },
);

/*
 * The splash as two regions: the logo (spin, then pulse at 1.2 s) and the sequence (waiting for the page to load,
 * completion 2 s after it, the fade out, done). The delays are named and run on XState's clock, so tests drive
 * them with a SimulatedClock or fake timers.
 */
export const splashMachine = setup({
  types: {
    context: {} as SplashContext,
    events: {} as SplashEvent,
    input: {} as SplashInput,
    emitted: {} as { type: 'completed' },
  },
  actors: { pageLoadWatcher },
  delays: {
    logoChange: SPLASH_LOGO_CHANGE_MS,
    completeAfterLoad: SPLASH_COMPLETE_AFTER_LOAD_MS,
    fadeOut: ({ context }) => context.fadeOutMs,
  },
  guards: {
    pageAlreadyLoaded: ({ context }) => context.pageLoaded,
    noFadeOut: ({ context }) => context.fadeOutMs <= 0,
  },
}).createMachine({
  id: 'splash',
  type: 'parallel',
  context: ({ input }) => ({ ...input, pageLoaded: input.isPageLoaded() }),
  on: {
    setFadeOutMs: { actions: assign({ fadeOutMs: ({ event }) => event.ms }) },
  },
  states: {
    logo: {
      initial: 'spin',
      states: {
        spin: { after: { logoChange: 'pulse' } },
        pulse: {},
      },
    },
    sequence: {
      initial: 'waitingForLoad',
      states: {
        waitingForLoad: {
          always: { guard: 'pageAlreadyLoaded', target: 'showing' },
          invoke: {
            src: 'pageLoadWatcher',
            input: ({ context }) => ({
              isPageLoaded: context.isPageLoaded,
              loadEventTarget: context.loadEventTarget,
            }),
          },
          on: {
            pageLoaded: { target: 'showing', actions: assign({ pageLoaded: true }) },
          },
        },
        showing: { after: { completeAfterLoad: 'fading' } },
        fading: {
          // The moment the app starts to fade in.
          entry: emit({ type: 'completed' }),
          // Reduced motion: nothing to fade, the splash leaves as soon as completion is signalled.
          always: { guard: 'noFadeOut', target: 'done' },
          after: { fadeOut: 'done' },
        },
        done: { type: 'final' },
      },
    },
  },
});

/** What the splash screen draws from a snapshot of the machine. */
export function splashStateOf(snapshot: SnapshotFrom<typeof splashMachine>): SplashState {
  const logo: SplashLogoMotion = snapshot.matches({ logo: 'pulse' }) ? 'pulse' : 'spin';
  const phase: SplashPhase = snapshot.matches({ sequence: 'done' })
    ? 'done'
    : snapshot.matches({ sequence: 'fading' })
      ? 'fading'
      : 'showing';
  return { logo, phase, pageLoaded: snapshot.context.pageLoaded };
}

export type SplashSequenceOptions = {
  /** Called once, when completion is signalled (2 s after load): the moment the app starts to fade in. */
  onComplete?: () => void;
  fadeOutMs?: number;
  isPageLoaded?: () => boolean;
  loadEventTarget?: EventTarget;
};

export function useSplashSequence({
  onComplete,
  fadeOutMs = SPLASH_FADE_OUT_MS,
  isPageLoaded = () => document.readyState === 'complete',
  loadEventTarget = window,
}: SplashSequenceOptions = {}): SplashState {
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  const actor = useActorRef(splashMachine, { input: { fadeOutMs, isPageLoaded, loadEventTarget } });
  useEffect(() => {
    const subscription = actor.on('completed', () => onCompleteRef.current?.());
    return () => subscription.unsubscribe();
  }, [actor]);

  // Reduced motion can be learned after the first render; the fade uses the duration current when it starts.
  useEffect(() => {
    actor.send({ type: 'setFadeOutMs', ms: fadeOutMs });
  }, [actor, fadeOutMs]);

  return useSelector(actor, splashStateOf, sameSplashState);
}

function sameSplashState(a: SplashState, b: SplashState): boolean {
  return a.logo === b.logo && a.phase === b.phase && a.pageLoaded === b.pageLoaded;
}
