import { clsx } from 'clsx';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { SplashScreen } from '@/features/splash/splash-screen';
import { AppRevealedContext, PageDrawnContext } from '@/lib/app-revealed';
import { usePrefersReducedMotion } from '@/lib/media-query';
import { reportAppRevealed } from '@/lib/page-settled';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import { AuthGate } from './auth-gate';

/**
 * With the splash (the landing page, once per session: splash-decision.ts), the app mounts at once behind it,
 * so the first page and the auth call load while the splash plays; it is inert until the splash signals
 * completion, then fades in. Without it the app shows from its first render.
 */
export function App({ showSplash }: { showSplash: boolean }) {
  // App itself holds no state, so the page tree below is one element for the whole visit: when the splash
  // hands over, React re-renders the reveal wrapper and the pages that ask for `revealed`, not every page
  // and provider again (on a slow phone, a long task in the middle of the fade).
  return (
    <AppProviders>
      <RevealAfterSplash showSplash={showSplash}>
        <AuthGate>
          <AppRoutes />
        </AuthGate>
      </RevealAfterSplash>
    </AppProviders>
  );
}

function RevealAfterSplash({ showSplash, children }: { showSplash: boolean; children: ReactNode }) {
  const [revealed, setRevealed] = useState(!showSplash);
  const reducedMotion = usePrefersReducedMotion();
  const reveal = useCallback(() => setRevealed(true), []);
  // The first page reports when it has been drawn behind the splash (the landing page, the only one the splash
  // plays on): the splash waits for it past its 2 s, so the page's largest paint is not made during the fade.
  const [pageDrawn, setPageDrawn] = useState(false);
  const markPageDrawn = useCallback(() => setPageDrawn(true), []);
  // Work nobody waits for starts once the app shows (page-settled.ts).
  useEffect(() => {
    if (revealed) reportAppRevealed();
  }, [revealed]);
  return (
    <>
      <PageDrawnContext value={markPageDrawn}>
        <AppRevealedContext value={revealed}>
          <div
            inert={!revealed}
            // clsx rather than cn here and in the other components of the first render: no class needs
            // overriding, and tailwind-merge builds its class map on its first call (a long task on a phone).
            className={clsx(
              'min-h-dvh transition-opacity ease-out',
              reducedMotion ? 'duration-0' : 'duration-700',
              revealed ? 'opacity-100' : 'opacity-0',
            )}
          >
            {children}
          </div>
        </AppRevealedContext>
      </PageDrawnContext>
      {showSplash ? <SplashScreen onComplete={reveal} pageDrawn={pageDrawn} /> : null}
    </>
  );
}
