import { expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { waitForSplashToLeave } from './app-shell';

const HEADER_HEIGHT_PX = 64;

/** Contact details and a small rate limit the public-site specs assert on; SMTP_URL comes from the mail sink. */
export function publicSiteEnv(): Record<string, string> {
  return {
    CONTACT_EMAIL: 'hello@sacredcircle.test',
    OPERATOR_EMAIL: 'operator@sacredcircle.test',
    CONTACT_PHONE: '+44 20 7946 0958',
    CONTACT_LOCATION: 'Kyoto, Japan',
    CONTACT_RATE_LIMIT_MAX: '3',
    MAIL_FROM: 'Sacred Circle <no-reply@sacredcircle.test>',
  };
}

export type OpenOptions = {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'light' | 'dark';
};

/** The sessionStorage key the app sets on a session's first page (client/src/features/splash/splash-decision.ts). */
const SESSION_OPENED_KEY = 'sacred-circle:opened';

/**
 * Opens a path and waits until the app shows, and on the landing page until its lower sections are in (they load
 * after the app is revealed; before, the page is one screen high, so nothing below can be scrolled to); uncaught
 * errors are collected. The page opens as later in a session that has seen the app already, so the landing page
 * plays no splash: each test here starts in a new context, so a new session, and waited out the splash's 2 s
 * after load, its fade and its wait for the page behind it, every time, for links and sections that do not depend
 * on it (115 -> 90 s of test time for the 36 tests of the two public-site specs). When the splash plays is tested
 * in splash.e2e.ts and foundation.e2e.ts.
 */
export function pageOpener(app: { newPage(options?: BrowserContextOptions): Promise<Page> }) {
  return async (url: string, options: OpenOptions = {}) => {
    const page = await app.newPage({
      viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      reducedMotion: options.reducedMotion ?? 'no-preference',
      colorScheme: options.colorScheme ?? 'light',
    });
    await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SESSION_OPENED_KEY);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.goto(url);
    await waitForSplashToLeave(page);
    await expect(page.locator('main')).toBeVisible();
    if (new URL(page.url()).pathname === '/') await page.locator('footer').waitFor({ state: 'attached' });
    return { page, problems };
  };
}

/** Waits until the section's top edge rests just below the fixed header (smooth scrolling takes a moment). */
export async function expectScrolledTo(page: Page, id: string) {
  await page.waitForFunction(
    ({ id, header }) => {
      const section = document.getElementById(id);
      if (!section) return false;
      const top = section.getBoundingClientRect().top;
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      return (Math.abs(top - header) <= 2 || (atBottom && top < window.innerHeight)) && window.scrollY > 0;
    },
    { id, header: HEADER_HEIGHT_PX },
    { timeout: 5_000 },
  );
  expect(new URL(page.url()).hash).toBe(`#${id}`);
}

/** The visible toast (Radix renders each as a list item in the 'Notifications' region). */
export const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
