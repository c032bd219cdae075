import { readFileSync } from 'node:fs';
import { expect, test, useFileFixtures } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ONE_SOURCE_PER_TRADITION } from './support/seed-corpus';
import { waitForSplashToLeave } from './support/app-shell';

test.use({
  serverSetup: {
    seedSources: ONE_SOURCE_PER_TRADITION,
    env: { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' },
  },
});
const app = useFileFixtures();

async function openDashboard(query = ''): Promise<{ page: Page; problems: string[] }> {
  const page = await app.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${app.server.url}/dashboard${query}`);
  await waitForSplashToLeave(page);
  return { page, problems };
}

const chat = (page: Page): Locator => page.getByRole('region', { name: 'AI scholar chat' });

async function ask(page: Page, question: string) {
  await chat(page).getByRole('textbox', { name: 'Your question' }).fill(question);
  await chat(page).getByRole('button', { name: 'Send' }).click();
  // The answer is complete when its per-block play buttons appear (they are hidden while it streams).
  await chat(page)
    .getByRole('button', { name: 'Read the whole answer aloud' })
    .last()
    .waitFor({ timeout: 30_000 });
}

test.describe('the AI scholar in the browser', () => {
  test('answers with a perspective per tradition, and a reference opens the verse in the reader', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await openDashboard();
    const panel = chat(page);
    await panel.getByText('Start a Voice Conversation').waitFor();
    expect(await panel.getByTestId('persona-name').innerText()).toBe('Universal Scholar');
    const send = panel.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await panel.getByRole('textbox', { name: 'Your question' }).fill('   ');
    expect(await send.isDisabled()).toBe(true);

    await ask(page, 'How can I forgive someone who hurt me?');
    const answer = panel.getByTestId('ai-message').last();
    for (const tradition of ['Christianity', 'Islam', 'Judaism', 'Hinduism', 'Buddhism']) {
      expect(await answer.getByRole('region', { name: `${tradition} perspective` }).count()).toBe(1);
    }
    expect(await answer.innerText()).toContain('For if you forgive men their trespasses');
    expect(await answer.innerText()).toContain('Offline guide: every passage is quoted from the library');

    await answer.getByRole('button', { name: 'Matthew 6:14', exact: true }).first().click();
    const verse = page.getByRole('article', { name: 'Matthew 6:14', exact: true });
    await expect
      .poll(() => verse.innerText(), { timeout: 15_000 })
      .toContain('your heavenly Father will also forgive you');
    expect(new URL(page.url()).searchParams.get('book')).toBe('Matthew');
    expect(await panel.getByTestId('persona-name').innerText()).toBe('Christian Scholar');
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });

  test('compares a theme across the traditions and starts a new search', async () => {
    test.setTimeout(120_000);
    const { page } = await openDashboard();
    await chat(page).getByRole('button', { name: 'Compare' }).click();
    const compare = page.getByRole('region', { name: 'Compare traditions' });
    const custom = compare.getByRole('textbox', { name: 'Your own theme' });
    expect(await custom.getAttribute('placeholder')).toBe(
      'Or enter your own theme (e.g., forgiveness, death, marriage)',
    );
    await compare.getByRole('button', { name: 'Hope', exact: true }).click();
    await page.getByText('Comparison Complete', { exact: true }).waitFor({ timeout: 30_000 });
    await page
      .getByText('Found verses about "hope" from multiple religious traditions', { exact: true })
      .waitFor();
    for (const tradition of ['Christianity', 'Islam', 'Judaism', 'Hinduism', 'Buddhism']) {
      expect(
        await compare
          .getByRole('region', { name: `${tradition} verses` })
          .getByTestId('compare-verse')
          .count(),
      ).toBeGreaterThan(0);
    }
    expect(await compare.getByRole('region', { name: 'AI summary' }).innerText()).toContain(
      'I am quoting the texts themselves',
    );
    await compare
      .getByRole('region', { name: 'Islam verses' })
      .getByRole('button', { name: "Qur'an 39:53" })
      .click();
    await expect
      .poll(() => page.getByRole('article', { name: "Qur'an 39:53", exact: true }).innerText(), {
        timeout: 15_000,
      })
      .toContain('do not despair of the mercy of Allah');

    await compare.getByRole('button', { name: 'New Search' }).click();
    await custom.fill('gratitude');
    await custom.press('Enter');
    await page
      .getByText('Found verses about "gratitude" from multiple religious traditions', { exact: true })
      .waitFor({ timeout: 30_000 });
    await compare.getByRole('button', { name: 'Chat' }).click();
    await chat(page).waitFor();
  });

  test('saves conversations to the history: search, bookmark and export', async () => {
    test.setTimeout(120_000);
    const { page } = await openDashboard();
    await ask(page, 'What do the texts teach about hope in hard times?');
    await chat(page).getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('dialog', { name: 'History' });
    await drawer.getByText('Conversations auto-saved • 1/50 stored').waitFor();
    const card = drawer.getByTestId('conversation-card');
    expect(await card.getByRole('heading').innerText()).toBe(
      'What do the texts teach about hope in hard times?',
    );
    expect(await card.innerText()).toContain('Just now');

    const search = drawer.getByRole('textbox', { name: 'Search conversations' });
    await search.fill('marriage');
    await drawer.getByText('No conversations found').waitFor();
    expect(await drawer.getByText('Try a different search term').count()).toBe(1);
    await search.fill('hard times');
    await card.waitFor();

    const bookmark = card.getByRole('button', { name: /^Bookmark/ });
    await bookmark.click();
    expect(await card.getByRole('button', { name: /^Remove bookmark/ }).getAttribute('aria-pressed')).toBe(
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
    await page
      .getByRole('dialog', { name: 'History' })
      .getByRole('button', { name: /^Remove bookmark/ })
      .waitFor();
  });
});
