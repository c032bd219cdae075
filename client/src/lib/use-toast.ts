import { useSyncExternalStore } from 'react';
import { toastStore, type ToastStore } from './toast-store';

/** `const { toast } = useToast(); toast({ title, description, variant, duration })`. */
export function useToast(store: ToastStore = toastStore) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { toasts: state.toasts, toast: store.toast, dismiss: store.dismiss };
}
