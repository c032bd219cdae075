import { readFileSync } from 'node:fs';
import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForSplashToLeave } from './support/app-shell';
import { passNavigationTint } from './support/verses-on-screen';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

async function openDashboard(
  query = '',
  options: { clock?: boolean } = {},
): Promise<{ page: Page; problems: string[] }> {
  const page = await app.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // The page's clock runs as usual but can be moved on (the verse tint's timers).
  if (options.clock) await page.clock.install();
  await page.goto(`/dashboard${query}`);
  await waitForSplashToLeave(page);
  return { page, problems };
}

const chat = (page: Page): Locator => page.getByRole('region', { name: 'AI scholar chat' });

async function ask(page: Page, question: string) {
  await chat(page).getByRole('textbox', { name: 'Your question' }).fill(question);
  await chat(page).getByRole('button', { name: 'Send' }).click();
  // The answer is complete when its per-block play buttons appear (they are hidden while it streams).
  await expect(chat(page).getByRole('button', { name: 'Read the whole answer aloud' }).last()).toBeVisible({
    timeout: 30_000,
  });
}

test.describe('the AI scholar in the browser', () => {
  test('answers with a perspective per tradition, and a reference opens the verse in the reader', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await openDashboard('', { clock: true });
    const panel = chat(page);
    await expect(panel.getByText('Start a Voice Conversation')).toBeVisible();
    await expect(panel.getByTestId('persona-name')).toHaveText('Universal Scholar');
    const send = panel.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await panel.getByRole('textbox', { name: 'Your question' }).fill('   ');
    await expect(send).toBeDisabled();

    await ask(page, 'How can I forgive someone who hurt me?');
    const answer = panel.getByTestId('ai-message').last();
    for (const tradition of ['Christianity', 'Islam', 'Judaism', 'Hinduism', 'Buddhism']) {
      await expect(answer.getByRole('region', { name: `${tradition} perspective` })).toHaveCount(1);
    }
    await expect(answer).toContainText('For if you forgive men their trespasses');
    await expect(answer).toContainText('Offline guide: every passage is quoted from the library');

    await answer.getByRole('button', { name: 'Matthew 6:14', exact: true }).first().click();
    const verse = page.getByRole('article', { name: 'Matthew 6:14', exact: true });
    await expect(verse).toContainText('your heavenly Father will also forgive you');
    await expect(page).toHaveURL((url) => url.searchParams.get('book') === 'Matthew');
    await expect(panel.getByTestId('persona-name')).toHaveText('Christian Scholar');
    // The opened verse is tinted for a moment, a colour transition each way: axe reads it once that has passed.
    await passNavigationTint(page, verse);
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });

  test('answers a reader who tells of wanting to die with care and help lines a phone can dial', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await openDashboard();
    await ask(page, "I don't want to live anymore. I've saved up my pills.");
    const answer = chat(page).getByTestId('ai-message').last();
    await expect(answer).toContainText('You matter, and you do not have to face it alone.');
    const lines = answer.getByRole('complementary', { name: 'You do not have to face this alone' });
    await expect(lines.getByRole('link', { name: 'call or text 988' })).toHaveAttribute('href', 'tel:988');
    await expect(lines.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    // No verse is quoted at a reader in danger.
    await expect(answer.getByRole('region', { name: /perspective$/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });

  test('compares a theme across the traditions and starts a new search', async () => {
    test.setTimeout(120_000);
    const { page } = await openDashboard();
    await chat(page).getByRole('button', { name: 'Compare' }).click();
    const compare = page.getByRole('region', { name: 'Compare traditions' });
    const custom = compare.getByRole('textbox', { name: 'Your own theme' });
    await expect(custom).toHaveAttribute(
      'placeholder',
      'Or enter your own theme (e.g., forgiveness, death, marriage)',
    );
    await compare.getByRole('button', { name: 'Hope', exact: true }).click();
    await expect(page.getByText('Comparison Complete', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('Found verses about "hope" from multiple religious traditions', { exact: true }),
    ).toBeVisible();
    for (const tradition of ['Christianity', 'Islam', 'Judaism', 'Hinduism', 'Buddhism']) {
      await expect(
        compare.getByRole('region', { name: `${tradition} verses` }).getByTestId('compare-verse'),
      ).not.toHaveCount(0);
    }
    await expect(compare.getByRole('region', { name: 'AI summary' })).toContainText(
      'I am quoting the texts themselves',
    );
    await compare
      .getByRole('region', { name: 'Islam verses' })
      .getByRole('button', { name: "Qur'an 39:53" })
      .click();
    await expect(page.getByRole('article', { name: "Qur'an 39:53", exact: true })).toContainText(
      'do not despair of the mercy of Allah',
    );

    await compare.getByRole('button', { name: 'New Search' }).click();
    await custom.fill('gratitude');
    await custom.press('Enter');
    await expect(
      page.getByText('Found verses about "gratitude" from multiple religious traditions', { exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    await compare.getByRole('button', { name: 'Chat' }).click();
    await expect(chat(page)).toBeVisible();
  });

  test('saves conversations to the history: search, bookmark and export', async () => {
    test.setTimeout(120_000);
    const { page } = await openDashboard();
    await ask(page, 'What do the texts teach about hope in hard times?');
    await chat(page).getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('dialog', { name: 'History' });
    await expect(drawer.getByText('Conversations auto-saved • 1/50 stored')).toBeVisible();
    const card = drawer.getByTestId('conversation-card');
    await expect(card.getByRole('heading')).toHaveText('What do the texts teach about hope in hard times?');
    await expect(card).toContainText('Just now');

    const search = drawer.getByRole('textbox', { name: 'Search conversations' });
    await search.fill('marriage');
    await expect(drawer.getByText('No conversations found')).toBeVisible();
    await expect(drawer.getByText('Try a different search term')).toHaveCount(1);
    await search.fill('hard times');
    await expect(card).toBeVisible();

    const bookmark = card.getByRole('button', { name: /^Bookmark/ });
    await bookmark.click();
    await expect(card.getByRole('button', { name: /^Remove bookmark/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /^Export/ }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toMatch(
      /^Title: What do the texts teach about hope in hard times\?\nDate: .+\nPersona: Universal Scholar\nContext: All traditions\nMessages: 2\n/,
    );
    expect(text).toContain('You: What do the texts teach about hope in hard times?');
    expect(text).toContain('Universal Scholar: ');
    expect(text).not.toContain('<perspective>');

    // Saved in the browser: a reload keeps it, bookmarked.
    await page.reload();
    await waitForSplashToLeave(page);
    await chat(page).getByRole('button', { name: 'History' }).click();
    await expect(
      page.getByRole('dialog', { name: 'History' }).getByRole('button', { name: /^Remove bookmark/ }),
    ).toBeVisible();
  });
});
