import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForSplashToLeave } from './support/app-shell';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

async function openDashboard(): Promise<{ page: Page; problems: string[] }> {
  const page = await app.newPage({ viewport: { width: 1400, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/dashboard');
  await waitForSplashToLeave(page);
  return { page, problems };
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search the sacred texts' }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const verseCard = (page: Page, reference: string): Locator =>
  page.getByRole('article', { name: reference, exact: true });

test.describe('finding things', () => {
  test('a reference typed into Wisdom Search opens that passage', async () => {
    test.setTimeout(90_000);
    const { page, problems } = await openDashboard();
    await page.getByRole('button', { name: 'Wisdom Search' }).click();

    await search(page, 'Jn 3:16');
    const open = page.getByRole('button', { name: 'Open John 3:16' });
    await expect(open).toContainText('For God so loved the world');
    await expectNoSeriousA11yViolations(page);
    await open.click();
    await expect(verseCard(page, 'John 3:16')).toContainText('For God so loved the world');
    await expect(page).toHaveURL('/dashboard?religion=christianity&book=John&chapter=3&verse=16');

    await page.getByRole('button', { name: 'Wisdom Search' }).click();
    await search(page, '2:255');
    await expect(page.getByText("“2:255” names no book, so it is read as Qur'an 2:255.")).toBeVisible();
    await expect(page.getByRole('button', { name: "Open Qur'an 2:255" })).toContainText(
      'there is no deity except Him',
    );

    await search(page, 'Dhammapada 183');
    await page.getByRole('button', { name: 'Open Dhammapada 183' }).click();
    await expect(verseCard(page, 'Dhammapada 14:183')).toBeVisible();

    await page.getByRole('button', { name: 'Wisdom Search' }).click();
    await search(page, 'John 3:99');
    await expect(page.getByText('There is no John 3:99: John 3 has 36 verses.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });

  test('a British spelling finds the same verses as the American one', async () => {
    test.setTimeout(60_000);
    const { page } = await openDashboard();
    await page.getByRole('button', { name: 'Wisdom Search' }).click();
    await search(page, 'love your neighbour');
    const christianity = page.getByRole('region', { name: /^Christianity/ });
    await expect(christianity.getByRole('button', { name: /^Leviticus 19:18\b/ })).toBeVisible();
    await expect(christianity.locator('mark', { hasText: /^neighbor$/i }).first()).toBeVisible();
  });

  test('a question that names a passage is answered about that passage first', async () => {
    test.setTimeout(90_000);
    const { page, problems } = await openDashboard();
    const chat = page.getByRole('region', { name: 'AI scholar chat' });
    await chat.getByRole('textbox', { name: 'Your question' }).fill('What does John 3:16 mean?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('button', { name: 'Read the whole answer aloud' }).last()).toBeVisible({
      timeout: 30_000,
    });
    const perspectives = chat.getByRole('region', { name: / perspective$/ });
    await expect(perspectives.first()).toHaveAccessibleName('Christianity perspective');
    await expect(perspectives.first()).toContainText('For God so loved the world');
    await perspectives.first().getByRole('button', { name: 'John 3:16', exact: true }).click();
    await expect(verseCard(page, 'John 3:16')).toContainText('For God so loved the world');
    expect(problems).toEqual([]);
  });

  test('a comparison that finds nothing says so and offers nearby themes', async () => {
    test.setTimeout(90_000);
    const { page, problems } = await openDashboard();
    await page
      .getByRole('region', { name: 'AI scholar chat' })
      .getByRole('button', { name: 'Compare' })
      .click();
    const compare = page.getByRole('region', { name: 'Compare traditions' });
    const custom = compare.getByRole('textbox', { name: 'Your own theme' });
    await custom.fill('blorft zqxv');
    await custom.press('Enter');
    await expect(
      compare.getByText('No passages on “blorft zqxv” were found in any of the five traditions.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Nothing found', { exact: true })).toBeVisible();
    await expect(compare).not.toContainText('teach about');
    await expect(compare.getByRole('region', { name: 'AI summary' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await compare.getByRole('list', { name: 'Nearby themes' }).getByRole('button', { name: 'Love' }).click();
    await expect(
      page.getByText('Found verses about "love" from multiple religious traditions', { exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    expect(problems).toEqual([]);
  });
});
