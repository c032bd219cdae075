/*
 * A tiny signal for "what is stored offline changed" (a book saved or removed here, or the service worker
 * clearing the scripture cache after a sign-out), so every 'Save for offline' control re-reads its state.
 */
const listeners = new Set<() => void>();
let version = 0;

export function notifyOfflineCacheChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeOfflineCache(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function offlineCacheVersion(): number {
  return version;
}
