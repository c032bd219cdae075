import { createContext, useContext, useEffect } from 'react';

/**
 * Whether the app is showing: false while the opening splash covers it (the app renders behind the splash,
 * inert and transparent), true once the splash hands over, and from the start on a load without a splash. A
 * page can keep work nobody sees yet (the landing page's lower sections) until then. Outside the app shell (a
 * test rendering one page) the app counts as showing.
 */
export const AppRevealedContext = createContext(true);

export function useAppRevealed(): boolean {
  return useContext(AppRevealedContext);
}

/** What a page calls once it has been drawn (outside the app shell, nothing listens). */
export const PageDrawnContext = createContext<() => void>(() => undefined);

/**
 * Tells the splash that the page behind it has been drawn, so it does not hand over before: a page drawn for
 * the first time while it fades in would become the load's largest paint, seconds after the splash's line
 * (the element was never painted before at full opacity, so the browser counts it then). Reported in the
 * task after the next frame, once that frame is out; at once in a hidden tab, which draws no frames.
 */
export function useReportPageDrawn(): void {
  const report = useContext(PageDrawnContext);
  useEffect(() => {
    if (document.visibilityState === 'hidden') {
      report();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(report, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [report]);
}
