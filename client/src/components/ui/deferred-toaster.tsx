import { useEffect, useState, type ComponentType } from 'react';
import { toastStore, type ToastStore } from '@/lib/toast-store';
import { useToast } from '@/lib/use-toast';

type ToasterModule = { Toaster: ComponentType<{ store?: ToastStore }> };

const loadToaster = (): Promise<ToasterModule> => import('./toaster');

/**
 * The toaster, loaded with the first toast: a page shows none at first paint (the landing page usually none at
 * all), so Radix's toast code stays out of the first load. Once loaded it stays mounted and later toasts show
 * at once. If the code fails to load, the next toast tries again.
 */
export function DeferredToaster({
  store = toastStore,
  load = loadToaster,
}: {
  store?: ToastStore;
  load?: () => Promise<ToasterModule>;
}) {
  const { toasts } = useToast(store);
  const [Toaster, setToaster] = useState<ToasterModule['Toaster'] | null>(null);
  const newestId = toasts[0]?.id;

  useEffect(() => {
    if (newestId === undefined || Toaster) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setToaster(() => module.Toaster);
      },
      (error: unknown) => console.warn('A toast could not be shown: the toaster did not load.', error),
    );
    return () => {
      current = false;
    };
  }, [newestId, Toaster, load]);

  return Toaster ? <Toaster store={store} /> : null;
}
