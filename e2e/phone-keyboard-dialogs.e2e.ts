import { expect, test, useFileFixtures } from './support/fixtures';
import type { Page } from '@playwright/test';
import { tabTo } from './support/a11y-checks';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ONE_SOURCE_PER_TRADITION } from './support/seed-corpus';
import { waitForSplashToLeave } from './support/app-shell';

test.use({ serverSetup: { seedSources: ONE_SOURCE_PER_TRADITION } });
const app = useFileFixtures();

const chat = (page: Page) => page.getByRole('region', { name: 'AI scholar chat' });

/**
 * Opens the chat drawer with '/' as a reader would, pressing again until its question box has the focus: right
 * after a load the splash and loading checks pass before the app has drawn, and a key pressed then is lost.
 */
async function openChatWithSlash(page: Page): Promise<void> {
  const box = chat(page).getByRole('textbox', { name: 'Your question' });
  await expect(async () => {
    const focused = await box
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 500 })
      .catch(() => false);
    if (!focused) await page.keyboard.press('/');
    await expect(box).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('a dialog opened from a phone drawer, keyboard only (390 x 844)', () => {
  test('Tab walks the History dialog, and a past conversation opens from it', async () => {
    test.setTimeout(120_000);
    const page = await app.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/dashboard?religion=buddhism&book=Dhammapada&chapter=1');
    await waitForSplashToLeave(page);

    const question = 'What do the texts teach about anger?';
    await openChatWithSlash(page);
    await page.keyboard.type(question);
    await page.keyboard.press('Enter');
    await expect(chat(page).getByRole('button', { name: 'Read the whole answer aloud' })).toBeVisible({
      timeout: 30_000,
    });
    await page.reload();
    await waitForSplashToLeave(page);

    // The chat drawer is modal on a phone; the History dialog it opens is portaled outside it.
    await openChatWithSlash(page);
    await tabTo(page, chat(page).getByRole('button', { name: 'History' }));
    await page.keyboard.press('Enter');
    const history = page.getByRole('dialog', { name: 'History' });
    await expect(history.getByRole('button', { name: 'Close history' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(history.getByRole('button', { name: 'Close history' })).not.toBeFocused();
    await expect(history.locator(':focus')).toHaveCount(1);
    await tabTo(page, history.getByRole('button', { name: `Open “${question}”` }), { limit: 20 });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(history).toBeHidden();
    await expect(chat(page).getByText(question, { exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
