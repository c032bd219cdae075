import { useEffect, useRef } from 'react';
import { assign, emit, fromCallback, setup, type SnapshotFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';

/**
 * The logo's single spin becomes a glowing pulse at 1.2 s after the splash starts; completion 2 s after the page's
 * load event, counted from that event even when the splash starts after it (the rest of the 2 s, or at once).
 */
export const SPLASH_LOGO_CHANGE_MS = 1200;
export const SPLASH_COMPLETE_AFTER_LOAD_MS = 2000;
/** How long the splash fades out while the app fades in (0 under reduced motion). */
export const SPLASH_FADE_OUT_MS = 600;
/**
 * How long past its 2 s the splash waits for the first page to be drawn behind it before it hands over anyway
 * (a page that never comes, say a chunk that failed to load, must not keep the splash up).
 */
export const SPLASH_PAGE_WAIT_MAX_MS = 4000;

export type SplashLogoMotion = 'spin' | 'pulse';
/**
 * showing (until 2 s after load and the page behind is drawn) → fading (completion signalled, the app fades
 * in) → done (splash unmounted).
 */
export type SplashPhase = 'showing' | 'fading' | 'done';
export type SplashState = { logo: SplashLogoMotion; pageLoaded: boolean; phase: SplashPhase };

export type SplashInput = {
  fadeOutMs: number;
  /** Where 'load' fires and whether it already has; the page itself unless a test says otherwise. */
  isPageLoaded: () => boolean;
  loadEventTarget: EventTarget;
  /**
   * How long ago the page's load event fired, once it has: the 2 s count from load, not from this splash's
   * start. The app's scripts start after the first frame, so the page has often loaded before the splash
   * mounts. 0 when unknown.
   */
  msSinceLoad?: () => number;
  /**
   * Whether the page the splash hands over to has been drawn behind it (true when nobody says otherwise). A
   * page first drawn after the hand-over becomes the load's largest paint seconds late (bench/README.md).
   */
  pageDrawn?: boolean;
};

type SplashContext = SplashInput & { pageLoaded: boolean; loadedAgoMs: number; pageDrawn: boolean };

type SplashEvent =
  { type: 'pageLoaded'; agoMs: number } | { type: 'setFadeOutMs'; ms: number } | { type: 'pageDrawn' };

const msSinceLoadOf = (input: Pick<SplashInput, 'msSinceLoad'>): number => {
  const ago = input.msSinceLoad?.() ?? 0;
  return Number.isFinite(ago) && ago > 0 ? ago : 0;
};

/** Tells the machine when the page has loaded, once. */
const pageLoadWatcher = fromCallback<
  SplashEvent,
  Pick<SplashInput, 'isPageLoaded' | 'loadEventTarget' | 'msSinceLoad'>
>(({ input, sendBack }) => {
  const markLoaded = () => sendBack({ type: 'pageLoaded', agoMs: 0 });
  // 'load' can fire between the first render and this actor starting; listening now would wait forever.
  if (input.isPageLoaded()) {
    sendBack({ type: 'pageLoaded', agoMs: msSinceLoadOf(input) });
    return;
  }
  input.loadEventTarget.addEventListener('load', markLoaded, { once: true });
  return () => input.loadEventTarget.removeEventListener('load', markLoaded);
});

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
    completeAfterLoad: ({ context }) => Math.max(0, SPLASH_COMPLETE_AFTER_LOAD_MS - context.loadedAgoMs),
    fadeOut: ({ context }) => context.fadeOutMs,
    pageWaitMax: SPLASH_PAGE_WAIT_MAX_MS,
  },
  guards: {
    pageAlreadyLoaded: ({ context }) => context.pageLoaded,
    pageDrawn: ({ context }) => context.pageDrawn,
    noFadeOut: ({ context }) => context.fadeOutMs <= 0,
  },
}).createMachine({
  id: 'splash',
  type: 'parallel',
  context: ({ input }) => {
    const pageLoaded = input.isPageLoaded();
    return {
      ...input,
      pageLoaded,
      loadedAgoMs: pageLoaded ? msSinceLoadOf(input) : 0,
      pageDrawn: input.pageDrawn ?? true,
    };
  },
  on: {
    setFadeOutMs: { actions: assign({ fadeOutMs: ({ event }) => event.ms }) },
    pageDrawn: { actions: assign({ pageDrawn: true }) },
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
              msSinceLoad: context.msSinceLoad,
            }),
          },
          on: {
            pageLoaded: {
              target: 'showing',
              actions: assign({ pageLoaded: true, loadedAgoMs: ({ event }) => event.agoMs }),
            },
          },
        },
        showing: { after: { completeAfterLoad: 'waitingForPage' } },
        // 2 s after load, and the page behind is not drawn yet (a slow start): completion waits for it, so the
        // page is never first drawn while it fades in, with a limit.
        waitingForPage: {
          always: { guard: 'pageDrawn', target: 'fading' },
          after: { pageWaitMax: 'fading' },
        },
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
  msSinceLoad?: () => number;
  /** See SplashInput; the latest value counts (false, then true once the page behind has been drawn). */
  pageDrawn?: boolean;
};

/** How long ago this page's load event fired, from the navigation's timing (0 before it or without timing). */
export function msSincePageLoad(): number {
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  const loadedAt = (navigation as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0;
  return loadedAt > 0 ? performance.now() - loadedAt : 0;
}

export function useSplashSequence({
  onComplete,
  fadeOutMs = SPLASH_FADE_OUT_MS,
  isPageLoaded = () => document.readyState === 'complete',
  loadEventTarget = window,
  msSinceLoad = msSincePageLoad,
  pageDrawn = true,
}: SplashSequenceOptions = {}): SplashState {
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  const actor = useActorRef(splashMachine, {
    input: { fadeOutMs, isPageLoaded, loadEventTarget, msSinceLoad, pageDrawn },
  });
  useEffect(() => {
    const subscription = actor.on('completed', () => onCompleteRef.current?.());
    return () => subscription.unsubscribe();
  }, [actor]);

  // Reduced motion can be learned after the first render; the fade uses the duration current when it starts.
  useEffect(() => {
    actor.send({ type: 'setFadeOutMs', ms: fadeOutMs });
  }, [actor, fadeOutMs]);

  useEffect(() => {
    if (pageDrawn) actor.send({ type: 'pageDrawn' });
  }, [actor, pageDrawn]);

  return useSelector(actor, splashStateOf, sameSplashState);
}

function sameSplashState(a: SplashState, b: SplashState): boolean {
  return a.logo === b.logo && a.phase === b.phase && a.pageLoaded === b.pageLoaded;
}
