/*
 * Whether this page load plays the splash: once per browser session (the tab's sessionStorage), on the landing
 * page only. A deep link (a reader's /dashboard, a shared verse, /auth, a landing section such as /#faq) opens its
 * page at once, and so does any later load in the same session, a reload included. The rule is in
 * docs/product.md (Splash); client/public/splash-gate.js applies the same rule to the static first frame in
 * index.html before any script of the app has loaded, and splash-gate.test.ts keeps the two in agreement.
 */

/** Set on the first page load of a session, whichever page it is. */
export const SESSION_OPENED_KEY = 'sacred-circle:opened';

export type SplashVisit = {
  pathname: string;
  hash: string;
  /** Whether a page of the app was opened earlier in this session; undefined when storage cannot be read. */
  openedEarlier: boolean | undefined;
};

/**
 * The splash is an opening: it plays for a visitor arriving at the landing page itself and nowhere else. Where
 * storage cannot be read, the session cannot be remembered, so the splash never plays rather than on every load.
 */
export function shouldShowSplash({ pathname, hash, openedEarlier }: SplashVisit): boolean {
  return pathname === '/' && hash === '' && openedEarlier === false;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's sessionStorage, or undefined where the browser refuses access (some privacy modes throw). */
export function sessionStore(): SessionStore | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Decides for this page load and records that the session has opened the app. Call once, before rendering. */
export function decideSplash(
  location: Pick<Location, 'pathname' | 'hash'>,
  store: SessionStore | undefined,
): boolean {
  let openedEarlier: boolean | undefined;
  try {
    openedEarlier = store ? store.getItem(SESSION_OPENED_KEY) !== null : undefined;
  } catch {
    openedEarlier = undefined;
  }
  try {
    store?.setItem(SESSION_OPENED_KEY, '1');
  } catch {
    // Storage that is full or read-only: the splash may play again on the next landing visit, nothing worse.
  }
  return shouldShowSplash({ pathname: location.pathname, hash: location.hash, openedEarlier });
}
