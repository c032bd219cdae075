import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { decideSplash, sessionStore } from '@/features/splash/splash-decision';
import { whenStaticSplashPainted } from '@/features/splash/static-splash-painted';
import { initTheme } from '@/lib/theme';
import './styles/globals.css';

initTheme();
// Only a production build has /sw.js (a worker in `npm run dev` would serve stale modules). Registered at once,
// not after 'load': on a busy device 'load' can wait on slow lazy chunks and images for longer than a reader
// stays, and the worker's install (precaching the shell) runs in its own thread anyway.
if (import.meta.env.PROD) {
  void import('@/lib/offline/register-service-worker')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    // The app works without offline reading; say why it is missing rather than fail silently.
    .catch((error: unknown) =>
      console.warn('Offline reading is unavailable: the service worker did not register.', error),
    );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Decided once per page load, before the first render: StrictMode's double render must not decide twice.
const showSplash = decideSplash(window.location, sessionStore());

const root = createRoot(rootElement);
// With the splash, React replaces the static frame only once that frame's line is on screen (see the module).
void (showSplash ? whenStaticSplashPainted() : Promise.resolve()).then(() => {
  // A transition: React renders the first tree in slices of a few milliseconds and yields to the browser
  // between them, instead of one long task before anything moves (the static splash frame stays meanwhile).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App showSplash={showSplash} />
      </StrictMode>,
    );
  });
});
