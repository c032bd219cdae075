import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForSplashToLeave } from './support/app-shell';
import { passNavigationTint } from './support/verses-on-screen';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function openDashboard(
  viewport: { width: number; height: number },
  query = '',
  options: { clock?: boolean } = {},
): Promise<{ page: Page; problems: string[] }> {
  const page = await app.newPage({ viewport });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // The page's clock runs as usual but can be moved on (the verse tint's timers).
  if (options.clock) await page.clock.install();
  await page.goto(`/dashboard${query}`);
  await waitForSplashToLeave(page);
  return { page, problems };
}

const chat = (page: Page): Locator => page.getByRole('region', { name: 'AI scholar chat' });

/** How many lines an element's text takes on screen. */
const linesOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

test.describe('on a phone (390 x 844)', () => {
  test('the chat header shows the whole persona and a one-line status; Sign in names Google', async () => {
    const { page, problems } = await openDashboard(PHONE);
    const signIn = page.getByRole('link', { name: 'Sign in with Google' });
    await expect(signIn).toBeVisible();
    // What is on screen: 'Sign in' beside the Google mark, not a dangling 'Sign in with'.
    await expect(signIn).toHaveJSProperty('innerText', 'Sign in');

    await page.getByRole('button', { name: 'Show chat panel' }).click();
    const name = chat(page).getByTestId('persona-name');
    await expect(name).toHaveText('Universal Scholar');
    // Not cut to "C..." or "Universal Sch...": the name has the room it needs.
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const status = chat(page).getByRole('status').filter({ hasText: 'Ready to help' }).first();
    await expect(status).toBeVisible();
    expect(await linesOf(status)).toBe(1);
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });

  test('a toast appears below the header, never over it', async () => {
    const { page } = await openDashboard(PHONE);
    await page.getByRole('button', { name: 'Show chat panel' }).click();
    await chat(page)
      .getByRole('button', { name: /Auto-play/ })
      .click();
    const toast = page
      .getByText('Auto-play Enabled', { exact: true })
      .or(page.getByText('Auto-play Disabled', { exact: true }));
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').first().boundingBox();
    const shown = await toast.boundingBox();
    expect(header).not.toBeNull();
    expect(shown).not.toBeNull();
    expect(shown!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    await expect(page.getByRole('button', { name: 'Hide chat panel' })).toBeInViewport();
  });

  test('a tapped reference shows its verse, and the chat comes back as it was', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await openDashboard(PHONE, '', { clock: true });
    await page.getByRole('button', { name: 'Show chat panel' }).click();
    const panel = chat(page);
    await panel
      .getByRole('textbox', { name: 'Your question' })
      .fill('How can I forgive someone who hurt me?');
    await panel.getByRole('button', { name: 'Send' }).click();
    const answer = panel.getByTestId('ai-message').last();
    await expect(answer.getByRole('button', { name: 'Read the whole answer aloud' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(answer).toContainText('For if you forgive men their trespasses');
    // Matthew 6:14 opens a speech: quoted once, never ““For.
    await expect(answer).not.toContainText('““');
    await expect(answer).not.toContainText('””');

    await answer.getByRole('button', { name: 'Matthew 6:14', exact: true }).first().click();
    const verse = page.getByRole('article', { name: 'Matthew 6:14', exact: true });
    await expect(verse).toContainText('your heavenly Father will also forgive you');
    await expect(verse).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Show chat panel' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The opened verse is tinted for a moment, a colour transition each way: axe reads it once that has passed.
    await passNavigationTint(page, verse);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Show chat panel' }).click();
    await expect(panel.getByTestId('ai-message').last()).toContainText('For if you forgive men');
    await expect(panel.getByTestId('persona-name')).toHaveText('Christian Scholar');
    expect(problems).toEqual([]);
  });
});

test.describe('small things a reader trips on (desktop 1440 x 900)', () => {
  test('Copy on a verse also sets the chat draft to "Explain the following verse" and the text', async () => {
    const { page } = await openDashboard(DESKTOP, '?religion=christianity&book=Matthew&chapter=6');
    const verse = page.getByRole('article', { name: 'Matthew 6:14', exact: true });
    await expect(verse).toContainText('your heavenly Father will also forgive you');
    const text = await verse
      .getByText(/For if you forgive men/)
      .first()
      .innerText();
    await verse.getByRole('button', { name: 'Copy Matthew 6:14' }).click();
    await expect(page.getByText('Verse copied', { exact: true })).toBeVisible();
    await expect(chat(page).getByRole('textbox', { name: 'Your question' })).toHaveValue(
      `Explain the following verse ${text.trim()}`,
    );
  });

  test('the Progress view opens at its top, wherever the chapter was scrolled', async () => {
    const { page } = await openDashboard(DESKTOP, '?religion=christianity&book=Matthew&chapter=6');
    const main = page.locator('#main-content');
    await expect(page.getByRole('article', { name: 'Matthew 6:14', exact: true })).toBeVisible();
    await main.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Progress' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Journey/i }).first()).toBeInViewport();
    expect(await main.evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('a chapter the book does not have says so and leads back to its first chapter', async () => {
    const { page, problems } = await openDashboard(
      DESKTOP,
      '?religion=christianity&book=Matthew&chapter=999',
    );
    await expect(page.getByRole('heading', { name: 'Chapter not found' })).toBeVisible();
    await expect(page.getByText(/Matthew has no chapter 999: it has \d+ chapters\./)).toBeVisible();
    await expect(page.getByText(/Chapter 999 of/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Go to Matthew 1' }).click();
    await expect(page.getByText(/^Chapter 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('article', { name: 'Matthew 1:1', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
