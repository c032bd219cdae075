import { useCallback, useState } from 'react';
import { SplashScreen } from '@/features/splash/splash-screen';
import { AppRevealedContext } from '@/lib/app-revealed';
import { usePrefersReducedMotion } from '@/lib/media-query';
import { cn } from '@/lib/utils';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import { AuthGate } from './auth-gate';

/**
 * With the splash (the landing page, once per session: splash-decision.ts), the app mounts at once behind it,
 * so the first page and the auth call load while the splash plays; it is inert until the splash signals
 * completion, then fades in. Without it the app shows from its first render.
 */
export function App({ showSplash }: { showSplash: boolean }) {
  const [revealed, setRevealed] = useState(!showSplash);
  const reducedMotion = usePrefersReducedMotion();
  const reveal = useCallback(() => setRevealed(true), []);

  return (
    <AppProviders>
      <AppRevealedContext value={revealed}>
        <div
          inert={!revealed}
          className={cn(
            'min-h-dvh transition-opacity ease-out',
            reducedMotion ? 'duration-0' : 'duration-700',
            revealed ? 'opacity-100' : 'opacity-0',
          )}
        >
          <AuthGate>
            <AppRoutes />
          </AuthGate>
        </div>
      </AppRevealedContext>
      {showSplash ? <SplashScreen onComplete={reveal} /> : null}
    </AppProviders>
  );
}
