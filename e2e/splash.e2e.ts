import { expect, test, useFileFixtures } from './support/fixtures';
import { emptyServer } from './support/shared-servers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectScrolledTo } from './support/public-site';
import { SPLASH_TEXT, splashWasShown, waitForSplashToLeave, watchForSplash } from './support/app-shell';

/*
 * When the splash plays (docs/product.md, Splash): at the first load of the landing page in a browser session
 * only. Each test's page is a new browser context, so a new session.
 */
test.use({ serverSetup: emptyServer });
const app = useFileFixtures();

test.describe('the splash, once per session on the landing page', () => {
  test('plays on the first visit to the landing page and not on a reload later in the session', async () => {
    const page = await app.newPage();
    await watchForSplash(page);
    await page.goto('/');
    await expect(page.getByText(SPLASH_TEXT)).toBeVisible();
    await waitForSplashToLeave(page);
    await expect(page.getByRole('link', { name: 'ENTER THE CIRCLE' })).toBeVisible();
    expect(await splashWasShown(page)).toBe(true);

    await page.reload();
    await expect(page.getByRole('link', { name: 'ENTER THE CIRCLE' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'EXPERIENCE AI WISDOM' })).toBeVisible();
    expect(await splashWasShown(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  for (const [path, heading] of [
    ['/auth', 'Welcome Back'],
    ['/privacy', 'Privacy Policy'],
  ] as const) {
    test(`a deep link (${path}) shows its page at once, with no splash`, async () => {
      const page = await app.newPage();
      await watchForSplash(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(await splashWasShown(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);

      // The session has opened the app: the landing page, reached by a full load, plays no splash either.
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'ENTER THE CIRCLE' })).toBeVisible();
      expect(await splashWasShown(page)).toBe(false);
    });
  }

  test('a link to a landing section (/#faq) opens the landing page there, with no splash', async () => {
    const page = await app.newPage();
    await watchForSplash(page);
    await page.goto('/#faq');
    await expectScrolledTo(page, 'faq');
    expect(await splashWasShown(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});
