/*
 * What the service worker may keep, shared by the worker (client/src/lib/offline/service-worker.ts) and the page
 * ('Save for offline'). Only public library reads are cached: the catalog and chapter texts are the same for
 * every visitor. Auth, chat, compare, study, progress and voice answers are personal or live and never stored.
 * No imports: the worker is bundled on its own (scripts/vite-service-worker.mjs).
 */

/** The app shell of one build; the suffix is the build's version, so an update starts a fresh cache. */
export const SHELL_CACHE_PREFIX = 'sacred-circle-shell-';
/** Chapter texts and the catalog: kept across app updates, cleared on sign-out (a shared computer). */
export const SCRIPTURE_CACHE = 'sacred-circle-scripture-v1';
/** Where a saved book's record lives inside SCRIPTURE_CACHE, so sign-out clears it with the texts. */
export const SAVED_BOOK_PATH_PREFIX = '/__offline/saved-book/';
/** The precached document every offline navigation falls back to (the SPA routes on the client). */
export const SHELL_DOCUMENT = '/';

export const SKIP_WAITING_MESSAGE = 'sacred-circle:skip-waiting';
export const CACHE_CLEARED_MESSAGE = 'sacred-circle:offline-cleared';

const CATALOG_PATH = /^\/api\/religions(\/[^/]+\/books(\/[^/]+)?)?$/;
const SCRIPTURES_PATH = '/api/scriptures';
const SIGN_OUT_PATHS = new Set(['/api/auth/logout', '/api/auth/logout-all']);

export type RequestRule =
  /** A page load: network first, else the precached shell document. */
  | 'navigation'
  /** A built file of this version (JS, CSS, fonts, icons): from the shell cache, else the network. */
  | 'shell-asset'
  /** The catalog or a chapter: network first, stored on success, the stored copy when offline. */
  | 'scripture'
  /** A sign-out: passed through; on success the scripture cache is deleted. */
  | 'sign-out'
  /** Everything else goes to the network untouched. */
  | 'network-only';

export type RequestFacts = { method: string; url: string; mode?: string; destination?: string };

export function classifyRequest(request: RequestFacts, origin: string): RequestRule {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network-only';
  }
  if (url.origin !== origin) return 'network-only';
  const method = request.method.toUpperCase();
  if (method === 'POST' && SIGN_OUT_PATHS.has(url.pathname)) return 'sign-out';
  if (method !== 'GET') return 'network-only';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    if (url.pathname === SCRIPTURES_PATH || CATALOG_PATH.test(url.pathname)) return 'scripture';
    return 'network-only';
  }
  // The worker script itself is checked for updates by the browser and must never come from a cache.
  if (url.pathname === '/sw.js') return 'network-only';
  if (request.mode === 'navigate' || request.destination === 'document') return 'navigation';
  return 'shell-asset';
}

/**
 * One key per chapter or catalog read whatever order or blanks the query string has, so a chapter saved by
 * 'Save for offline' is found when the reader asks for it.
 */
export function scriptureCacheKey(rawUrl: string): string {
  const url = new URL(rawUrl);
  const params = [...url.searchParams.entries()]
    .filter(([, value]) => value.trim() !== '')
    .map(([name, value]) => [name, name === 'parallel' ? normaliseList(value) : value.trim()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params.map(([name, value]) => [name, value])).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

function normaliseList(value: string): string {
  return [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean).join(',');
}

export type ChapterIdentity = {
  religion: string;
  book: string;
  chapter: string;
  translation: string;
  parallel: string[];
};

/** The chapter a /api/scriptures URL reads; null for any other URL. */
export function chapterIdentity(rawUrl: string): ChapterIdentity | null {
  const url = new URL(rawUrl);
  if (url.pathname !== SCRIPTURES_PATH) return null;
  const get = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const religion = get('religion');
  const book = get('book');
  const chapter = get('chapter');
  if (!religion || !book || !chapter) return null;
  const parallel = get('parallel');
  return {
    religion,
    book,
    chapter,
    translation: get('translation'),
    parallel: parallel ? normaliseList(parallel).split(',') : [],
  };
}

/** True when a stored copy read the same chapter in the same translation (whatever original it showed beside). */
export function sameChapterText(stored: ChapterIdentity, wanted: ChapterIdentity): boolean {
  return (
    stored.religion === wanted.religion &&
    stored.book === wanted.book &&
    Number(stored.chapter) === Number(wanted.chapter) &&
    stored.translation === wanted.translation
  );
}

type StoredChapter = {
  parallels?: { id: string }[];
  verses?: { parallel?: Record<string, string> }[];
};

/**
 * Offline, a chapter stored with more original texts beside it than the reader now asks for is served with
 * only the asked-for ones, so the reader shows what it would have shown online. Unknown shapes pass unchanged.
 */
export function keepParallels(body: unknown, wanted: readonly string[]): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const chapter = body as StoredChapter;
  if (!Array.isArray(chapter.parallels) || !Array.isArray(chapter.verses)) return body;
  const keep = new Set(wanted);
  return {
    ...chapter,
    parallels: chapter.parallels.filter((info) => keep.has(info.id)),
    verses: chapter.verses.map((verse) => {
      if (!verse.parallel) return verse;
      const parallel = Object.fromEntries(Object.entries(verse.parallel).filter(([id]) => keep.has(id)));
      return { ...verse, parallel };
    }),
  };
}

/** The record of a saved book, stored as a response in SCRIPTURE_CACHE under this same-origin path. */
export function savedBookRecordPath(religion: string, book: string): string {
  return `${SAVED_BOOK_PATH_PREFIX}${encodeURIComponent(religion)}/${encodeURIComponent(book)}`;
}

/** Shell files to precache from a build's output names: the app's code, styles, reading fonts and icons. */
export function isPrecacheable(fileName: string): boolean {
  if (fileName.endsWith('.map') || fileName.endsWith('.br') || fileName.endsWith('.gz')) return false;
  if (fileName === 'sw.js' || fileName === 'index.html') return false;
  // .woff copies exist for browsers without woff2, which every browser able to run a service worker has.
  return /\.(js|css|woff2|svg|png|webmanifest)$/.test(fileName) && !fileName.startsWith('social-card');
}
