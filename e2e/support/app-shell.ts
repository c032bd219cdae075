import type { Page } from '@playwright/test';

/** The splash screen's line (docs/product.md, Splash). */
export const SPLASH_TEXT = 'Guiding You Through Sacred Wisdom';
/** What the app shows while it learns who is visiting, or while a page's code loads. */
export const LOADING_TEXT = 'Loading Sacred Circle...';

/**
 * Waits until the app itself is showing. The splash plays only at the first load of the landing page in a
 * browser session (docs/product.md, Splash; a new Playwright context is a new session) and lasts about 2 s;
 * elsewhere the app's first render replaces index.html's hidden static frame, which carries the same line, so
 * waiting for the line to leave the document covers both. Then the 'Loading' status has to go too. The default
 * wait is generous because a loaded CI machine can take far longer to load and run the app.
 */
export async function waitForSplashToLeave(page: Page, timeout = 45_000): Promise<void> {
  await page.getByText(SPLASH_TEXT).waitFor({ state: 'detached', timeout });
  await page.getByRole('status').filter({ hasText: LOADING_TEXT }).waitFor({ state: 'detached', timeout });
}

/** Opens the path and waits until the splash and the loading status have left, as a reader would before acting. */
export async function openPastSplash(page: Page, target: string): Promise<void> {
  await page.goto(target);
  await waitForSplashToLeave(page);
}

/**
 * Records, from the page's very first script on, whether this load showed a splash: index.html's static frame
 * drawn (not hidden by public/splash-gate.js) or the live splash mounted. Call before `page.goto`; it holds for
 * every later load of the page. Read it with `splashWasShown`.
 */
export async function watchForSplash(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { shown: false };
    Object.assign(window, { __splashRecord: record });
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="splash-screen"]')) record.shown = true;
    }).observe(document, { childList: true, subtree: true });
    // The static frame as painted: frame callbacks run only once the render-blocking styles are in, so its
    // display is then what a reader sees. Every frame until the page has loaded and React has replaced it.
    const lookAtFrame = () => {
      const frame = document.querySelector('[data-static-splash]');
      if (frame && getComputedStyle(frame).display !== 'none') record.shown = true;
      if (document.readyState !== 'complete' || frame) requestAnimationFrame(lookAtFrame);
    };
    requestAnimationFrame(lookAtFrame);
  });
}

export async function splashWasShown(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __splashRecord?: { shown: boolean } }).__splashRecord?.shown ?? false,
  );
}
