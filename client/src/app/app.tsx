import { useCallback, useState } from 'react';
import { SplashScreen } from '@/features/splash/splash-screen';
import { usePrefersReducedMotion } from '@/lib/media-query';
import { cn } from '@/lib/utils';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';
import { AuthGate } from './auth-gate';

/**
 * The app mounts at once behind the splash, so the first page and the auth call load while the splash
 * plays; it is inert until the splash signals completion, then fades in.
 */
export function App() {
  const [revealed, setRevealed] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const reveal = useCallback(() => setRevealed(true), []);

  return (
    <AppProviders>
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
      <SplashScreen onComplete={reveal} />
    </AppProviders>
  );
}
