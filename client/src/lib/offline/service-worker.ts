/*
 * The service worker, bundled on its own into dist/client/sw.js by scripts/vite-service-worker.mjs, which
 * replaces the two placeholders below with the build's file list and version. Why hand-written and not
 * Workbox: docs/decisions/0052-offline-reading-pwa.md.
 */
import {
  CACHE_CLEARED_MESSAGE,
  chapterIdentity,
  classifyRequest,
  keepParallels,
  sameChapterText,
  SCRIPTURE_CACHE,
  scriptureCacheKey,
  SHELL_CACHE_PREFIX,
  SHELL_DOCUMENT,
  SKIP_WAITING_MESSAGE,
} from './cache-rules';
import { notificationFromPush, openFromNotification } from './push-notification';

declare const __SACRED_CIRCLE_PRECACHE__: string[];
declare const __SACRED_CIRCLE_VERSION__: string;

// The worker global's types (lib "WebWorker") clash with the DOM lib the rest of the client uses.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type PushEvent = ExtendableEvent & { data: { text(): string } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WorkerClient = {
  postMessage(message: unknown): void;
  url: string;
  focus?(): Promise<WorkerClient>;
  navigate?(url: string): Promise<WorkerClient | null>;
};
type WorkerScope = {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  skipWaiting(): Promise<void>;
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options?: { type?: string; includeUncontrolled?: boolean }): Promise<WorkerClient[]>;
    openWindow(url: string): Promise<WorkerClient | null>;
  };
};

const worker = self as unknown as WorkerScope;
const shellCache = `${SHELL_CACHE_PREFIX}${__SACRED_CIRCLE_VERSION__}`;
const origin = worker.location.origin;

worker.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits until the reader chooses 'Reload' (the page then asks for it).
  event.waitUntil(
    caches.open(shellCache).then((cache) =>
      // 'reload' skips the HTTP cache, so index.html and the icons are this version's, not a stale copy.
      cache.addAll(
        [SHELL_DOCUMENT, ...__SACRED_CIRCLE_PRECACHE__].map((url) => new Request(url, { cache: 'reload' })),
      ),
    ),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCache)
          .map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void worker.skipWaiting();
});

// A reading-plan reminder: shown as a notification; a click opens (or focuses) the plan's page.
worker.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(event.data ? event.data.text() : null, origin);
  event.waitUntil(worker.registration.showNotification(title, options));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(worker.clients, event.notification.data, origin));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (classifyRequest(request, origin)) {
    case 'navigation':
      return event.respondWith(navigation(request));
    case 'shell-asset':
      return event.respondWith(shellAsset(request));
    case 'scripture':
      return event.respondWith(scripture(request));
    case 'sign-out':
      return event.respondWith(signOut(request));
    case 'network-only':
      return;
  }
});

async function navigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(SHELL_DOCUMENT, { cacheName: shellCache });
    if (cached) return cached;
    throw error;
  }
}

async function shellAsset(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: shellCache, ignoreSearch: true });
  return cached ?? fetch(request);
}

async function scripture(request: Request): Promise<Response> {
  const key = scriptureCacheKey(request.url);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(SCRIPTURE_CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const cache = await caches.open(SCRIPTURE_CACHE);
    const exact = await cache.match(key);
    if (exact) return exact;
    const other = await sameTextOtherOriginals(cache, request.url);
    if (other) return other;
    throw error;
  }
}

/** The same chapter stored with other original texts beside it (e.g. saved with the original, read without). */
async function sameTextOtherOriginals(cache: Cache, url: string): Promise<Response | undefined> {
  const wanted = chapterIdentity(url);
  if (!wanted) return undefined;
  for (const stored of await cache.keys()) {
    const identity = chapterIdentity(stored.url);
    if (!identity || !sameChapterText(identity, wanted)) continue;
    const response = await cache.match(stored);
    if (!response) continue;
    const body = keepParallels(await response.json(), wanted.parallel);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  return undefined;
}

async function signOut(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (response.ok) {
    await caches.delete(SCRIPTURE_CACHE);
    for (const client of await worker.clients.matchAll({ type: 'window' })) {
      client.postMessage({ type: CACHE_CLEARED_MESSAGE });
    }
  }
  return response;
}
