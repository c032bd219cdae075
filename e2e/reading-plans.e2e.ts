import type { Page } from '@playwright/test';
import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForSplashToLeave } from './support/app-shell';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

async function open(page: Page, target: string) {
  await page.goto(target);
  await waitForSplashToLeave(page);
}

/**
 * Follows a passage link into the reader and reads a verse of its chapter: a verse counts once it has been on screen
 * for 3 s (VERSE_DWELL_MS), and the count is sent 2 s later (COUNT_FLUSH_DELAY_MS). Those 5 s are run at once on
 * the page's clock (installed by the test) instead of waited out on the real one, five times in the journey.
 */
async function readPassage(page: Page, reference: string) {
  const chapter = /(\d+)(?::[\d-]+)?$/.exec(reference)![1];
  await page.getByRole('link', { name: reference, exact: true }).click();
  await waitForSplashToLeave(page);
  const verses = page.getByRole('article', { name: new RegExp(` ${chapter}:\\d+$`) });
  await expect(verses.first()).toBeVisible({ timeout: 20_000 });
  const counted = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      /^\/api\/progress\/session\/\d+$/.test(new URL(response.url()).pathname),
    { timeout: 20_000 },
  );
  await verses.first().scrollIntoViewIfNeeded();
  await verses.first().hover();
  await page.clock.runFor(5_000);
  expect((await counted).ok()).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Today’s reading' })).toBeVisible();
}

test.describe('reading plans', () => {
  test('a guest starts a cross-tradition plan, reads day 1, signs up and still has day 1 done', async () => {
    test.setTimeout(180_000);
    const page = await app.newPage({ viewport: { width: 1400, height: 900 } });
    // Time still flows as usual; readPassage runs the reading timers ahead.
    await page.clock.install();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await open(page, '/plans');
    await expect(page.getByRole('heading', { name: 'Reading plans', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Gospel of John in 21 days' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Filters: a week or less, with Buddhism: only the five cross-tradition plans.
    await page.getByRole('combobox', { name: 'Tradition' }).selectOption('buddhism');
    await page.getByRole('combobox', { name: 'Length' }).selectOption('week');
    await expect(page.getByRole('link', { name: 'The Gospel of John in 21 days' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'The Dhammapada in 26 days' })).toHaveCount(0);
    await page.getByRole('link', { name: 'The Golden Rule in five traditions' }).click();

    await expect(page.getByRole('heading', { name: 'The Golden Rule in five traditions' })).toBeVisible();
    await page.getByRole('button', { name: 'Start this plan' }).click();
    await expect(page.getByText(/Day 1 of 6 · 0% done/)).toBeVisible();
    const today = page.getByRole('region', { name: 'Today’s reading' });
    await expect(today.getByRole('heading', { name: 'Day 1: One maker, one family' })).toBeVisible();
    await expect(today.getByRole('link', { name: 'Compare on “human dignity”' })).toHaveAttribute(
      'href',
      '/dashboard?compare=human+dignity',
    );
    await expectNoSeriousA11yViolations(page);

    for (const reference of [
      'Acts 17:24-28',
      "Qur'an 4:1",
      'Genesis 1:26-31',
      'Bhagavad Gita 6:29-32',
      'Dhammapada 10:129-130',
    ]) {
      await readPassage(page, reference);
    }
    await page.reload();
    await expect(page.getByText('Day 1 done')).toBeVisible();
    await expect(page.getByText(/Day 1 of 6 · 16% done/)).toBeVisible();

    // Sign up: the guest becomes the account, with the plan and the day read.
    await open(page, '/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First Name').fill('Ruth');
    await page.getByLabel('Last Name').fill('Gleaner');
    await page.getByLabel('Username').fill('ruth_plans');
    await page.getByLabel('Email').fill('ruth.plans@example.org');
    await page.getByLabel('Password', { exact: true }).fill('gleaning-in-the-field-2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();

    await open(page, '/plans/golden-rule-6');
    await expect(page.getByText('Day 1 done')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark day 1 as read' })).toHaveCount(0);

    // The dashboard's Today card shows the same plan and day.
    await open(page, '/dashboard');
    const card = page.getByRole('region', { name: 'Today' });
    await expect(card.getByRole('link', { name: 'The Golden Rule in five traditions' })).toBeVisible();
    await expect(card.getByText('Day 1 done')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('reading-plan reminders', () => {
  test('an account sets a daily e-mail reminder on a plan’s page and switches it off from the profile', async () => {
    test.setTimeout(120_000);
    const page = await app.newPage({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await open(page, '/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First Name').fill('Naomi');
    await page.getByLabel('Last Name').fill('Reminded');
    await page.getByLabel('Username').fill('naomi_reminders');
    await page.getByLabel('Email').fill('naomi.reminders@example.org');
    await page.getByLabel('Password', { exact: true }).fill('whither-thou-goest-2027');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();

    await open(page, '/plans/proverbs-31');
    await page.getByRole('button', { name: 'Start this plan' }).click();
    const reminder = page.getByRole('region', { name: 'Daily reminder' });
    await expect(reminder.getByRole('status')).toHaveText('No reminder yet.');
    await reminder.getByRole('combobox', { name: 'Time' }).selectOption('07:00');
    await expect(reminder.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await reminder.getByRole('button', { name: 'Save reminder' }).click();
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(reminder.getByRole('status')).toHaveText(`Reminder every day at 07:00 (${zone}) by e-mail.`);
    await expectNoSeriousA11yViolations(page);

    await open(page, '/profile');
    const inProfile = page.getByRole('region', { name: 'Reminder for Proverbs in 31 days' });
    await expect(inProfile.getByRole('status')).toHaveText(
      `Reminder every day at 07:00 (${zone}) by e-mail.`,
    );
    await expectNoSeriousA11yViolations(page);
    await inProfile.getByRole('checkbox', { name: 'On', exact: true }).uncheck();
    await inProfile.getByRole('button', { name: 'Save reminder' }).click();
    await expect(inProfile.getByRole('status')).toHaveText('Reminder off.');
    await page.reload();
    await waitForSplashToLeave(page);
    await expect(
      page.getByRole('region', { name: 'Reminder for Proverbs in 31 days' }).getByRole('status'),
    ).toHaveText('Reminder off.');
    expect(problems).toEqual([]);
  });
});
