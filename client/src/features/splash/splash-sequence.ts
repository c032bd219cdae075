import { useEffect, useReducer, useRef } from 'react';

/** The logo's single spin becomes a glowing pulse at 1.2 s; completion 2 s after page load. */
export const SPLASH_LOGO_CHANGE_MS = 1200;
export const SPLASH_COMPLETE_AFTER_LOAD_MS = 2000;
/** How long the splash fades out while the app fades in (0 under reduced motion). */
export const SPLASH_FADE_OUT_MS = 600;

export type SplashLogoMotion = 'spin' | 'pulse';
/** showing → fading (completion signalled, the app fades in) → done (splash unmounted). */
export type SplashPhase = 'showing' | 'fading' | 'done';
export type SplashState = { logo: SplashLogoMotion; pageLoaded: boolean; phase: SplashPhase };

export type SplashEvent =
  | { type: 'logo-change-due' }
  | { type: 'page-loaded' }
  | { type: 'completion-due' }
  | { type: 'fade-out-finished' };

export function initialSplashState(pageAlreadyLoaded: boolean): SplashState {
  return { logo: 'spin', pageLoaded: pageAlreadyLoaded, phase: 'showing' };
}

/** Pure transitions; the hook below owns the clocks. Out-of-order events leave the state unchanged. */
export function splashReducer(state: SplashState, event: SplashEvent): SplashState {
  switch (event.type) {
    case 'logo-change-due':
      return state.logo === 'pulse' ? state : { ...state, logo: 'pulse' };
    case 'page-loaded':
      return state.pageLoaded ? state : { ...state, pageLoaded: true };
    case 'completion-due':
      return state.pageLoaded && state.phase === 'showing' ? { ...state, phase: 'fading' } : state;
    case 'fade-out-finished':
      return state.phase === 'fading' ? { ...state, phase: 'done' } : state;
  }
}

export type SplashSequenceOptions = {
  /** Called once, when completion is signalled (2 s after load): the moment the app starts to fade in. */
  onComplete?: () => void;
  fadeOutMs?: number;
  /** Where 'load' fires and whether it already has; the page itself unless a test says otherwise. */
  isPageLoaded?: () => boolean;
  loadEventTarget?: EventTarget;
};

export function useSplashSequence({
  onComplete,
  fadeOutMs = SPLASH_FADE_OUT_MS,
  isPageLoaded = () => document.readyState === 'complete',
  loadEventTarget = window,
}: SplashSequenceOptions = {}): SplashState {
  const [state, dispatch] = useReducer(splashReducer, undefined, () => initialSplashState(isPageLoaded()));
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    const timer = setTimeout(() => dispatch({ type: 'logo-change-due' }), SPLASH_LOGO_CHANGE_MS);
    return () => clearTimeout(timer);
  }, []);

  const isPageLoadedRef = useRef(isPageLoaded);
  useEffect(() => {
    isPageLoadedRef.current = isPageLoaded;
  }, [isPageLoaded]);

  useEffect(() => {
    if (state.pageLoaded) return;
    const markLoaded = () => dispatch({ type: 'page-loaded' });
    // 'load' can fire between the first render and this effect; listening now would wait forever.
    if (isPageLoadedRef.current()) {
      markLoaded();
      return;
    }
    loadEventTarget.addEventListener('load', markLoaded, { once: true });
    return () => loadEventTarget.removeEventListener('load', markLoaded);
  }, [state.pageLoaded, loadEventTarget]);

  useEffect(() => {
    if (!state.pageLoaded) return;
    const timer = setTimeout(() => dispatch({ type: 'completion-due' }), SPLASH_COMPLETE_AFTER_LOAD_MS);
    return () => clearTimeout(timer);
  }, [state.pageLoaded]);

  useEffect(() => {
    if (state.phase !== 'fading') return;
    onCompleteRef.current?.();
    const timer = setTimeout(() => dispatch({ type: 'fade-out-finished' }), fadeOutMs);
    return () => clearTimeout(timer);
  }, [state.phase, fadeOutMs]);

  return state;
}
