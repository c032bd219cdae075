import { toast } from '@/lib/toast-store';
import { CACHE_CLEARED_MESSAGE, SKIP_WAITING_MESSAGE } from './cache-rules';
import { notifyOfflineCacheChanged } from './offline-events';
import { createActor } from 'xstate';
import { updateMachine } from './update-machine';

export const UPDATE_TOAST_TITLE = 'A new version is available';
export const UPDATE_TOAST_DESCRIPTION =
  'Reload to start using it. Anything you are typing is kept until then.';
export const UPDATE_TOAST_ACTION = 'Reload';

export type UpdateHost = {
  container: ServiceWorkerContainer;
  reload: () => void;
  prompt: (onReload: () => void) => void;
};

/** The toast's 'Reload' button: Radix's toast code loads with the prompt, not with every page. */
async function promptToReload(onReload: () => void) {
  const { ToastAction } = await import('@/components/ui/toast');
  toast({
    title: UPDATE_TOAST_TITLE,
    description: UPDATE_TOAST_DESCRIPTION,
    duration: Number.POSITIVE_INFINITY,
    action: (
      <ToastAction altText="Reload to use the new version" onClick={onReload}>
        {UPDATE_TOAST_ACTION}
      </ToastAction>
    ),
  });
}

const browserHost = (): UpdateHost => ({
  container: navigator.serviceWorker,
  reload: () => window.location.reload(),
  prompt: (onReload) =>
    void promptToReload(onReload).catch((error: unknown) =>
      console.warn('A new version is available, but the prompt to reload could not be shown.', error),
    ),
});

/**
 * Registers /sw.js (production builds only: see main.tsx) and drives the update machine from the worker's
 * events. Resolves with the registration, or undefined where service workers are unavailable.
 */
export async function registerServiceWorker(
  host: UpdateHost | undefined = 'serviceWorker' in navigator ? browserHost() : undefined,
): Promise<ServiceWorkerRegistration | undefined> {
  if (!host) return undefined;
  const { container } = host;
  const registration = await container.register('/sw.js', { scope: '/' });
  const update = createActor(
    updateMachine.provide({
      actions: {
        prompt: () =>
          host.prompt(() =>
            update.send({ type: 'reload-chosen', workerWaiting: Boolean(registration.waiting) }),
          ),
        skipWaiting: () => registration.waiting?.postMessage({ type: SKIP_WAITING_MESSAGE }),
        reload: () => host.reload(),
      },
    }),
  ).start();
  container.addEventListener('controllerchange', () => update.send({ type: 'controller-changed' }));
  container.addEventListener('message', (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === CACHE_CLEARED_MESSAGE)
      notifyOfflineCacheChanged();
  });

  // An update is only an update when a worker already controls this page; the first install is silent.
  const waitingIsUpdate = () => Boolean(registration.waiting && container.controller);
  if (waitingIsUpdate()) update.send({ type: 'update-found' });
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && waitingIsUpdate()) update.send({ type: 'update-found' });
    });
  });
  // A tab left open for days still learns of a release when the reader comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
  return registration;
}
