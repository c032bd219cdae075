import { decideSplash, sessionStore } from '@/features/splash/splash-decision';
import { whenStaticSplashPainted } from '@/features/splash/static-splash-painted';
import { whenPageSettled } from '@/lib/page-settled';
import { initTheme } from '@/lib/theme';
import './styles/globals.css';

initTheme();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// Decided once per page load, before the first render: StrictMode's double render must not decide twice.
const showSplash = decideSplash(window.location, sessionStore());

/*
 * The app's code is evaluated in three tasks instead of one: React's DOM renderer, then the app (its pages'
 * shell, the query cache, the splash's state machine), then the first render in slices. A browser evaluates a
 * module with everything it imports statically in one task; on a slow phone this entry with all of it was one
 * long task (bench/README.md, "The main thread by thread time"). Both are fetched at once; only their
 * evaluation waits its turn.
 */
const reactDom = import('react-dom/client');
const app = import('./app/render-app');
// With the splash, React replaces the static frame only once that frame's line is on screen (see the module).
const painted = showSplash ? whenStaticSplashPainted() : Promise.resolve();

void reactDom.then(async ({ createRoot }) => {
  const root = createRoot(rootElement);
  const [{ renderApp }] = await Promise.all([app, painted]);
  renderApp(root, showSplash);
});

// Only a production build has /sw.js (a worker in `npm run dev` would serve stale modules). Registered once the
// first page has settled (page-settled.ts): its install downloads the whole app, which on a phone's few cores
// competed with the first page for the CPU.
if (import.meta.env.PROD) {
  void whenPageSettled()
    .then(() => import('@/lib/offline/register-service-worker'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    // The app works without offline reading; say why it is missing rather than fail silently.
    .catch((error: unknown) =>
      console.warn('Offline reading is unavailable: the service worker did not register.', error),
    );
}
