import type { Page } from '@playwright/test';

/** The splash screen's line (docs/product.md, Splash): on screen until the app is ready to use. */
export const SPLASH_TEXT = 'Guiding You Through Sacred Wisdom';

/**
 * Waits until the splash has left the page, so the app itself is showing. The splash lasts about 2 s (docs/product.md);
 * the default wait is generous because a loaded CI machine can take far longer to load and run the app.
 */
export async function waitForSplashToLeave(page: Page, timeout = 45_000): Promise<void> {
  await page.getByText(SPLASH_TEXT).waitFor({ state: 'detached', timeout });
}
