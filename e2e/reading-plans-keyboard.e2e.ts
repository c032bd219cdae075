import type { Locator, Page } from '@playwright/test';
import { remindersResponseSchema } from '../common/api/reminders';
import { loadServerSecret } from '../server/lib/server-secret';
import { unsubscribeToken } from '../server/features/plans/reminders/unsubscribe-token';
import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPastSplash as open } from './support/app-shell';
import { tabTo as tabToControl } from './support/a11y-checks';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

/** Tab (or Shift+Tab) to the control as a keyboard user would, with a visible focus ring at each step's end. */
const tabTo = (page: Page, control: Locator) => tabToControl(page, control, { limit: 400 });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const walks = [
  { width: 1280, title: 'Proverbs in 31 days' },
  { width: 390, title: 'The Psalms in 30 days' },
];

for (const { width, title } of walks) {
  test(`keyboard only at ${width} px: start a plan with its reminder, read a day, change and unsubscribe`, async () => {
    test.setTimeout(240_000);
    const page = await app.newPage({ viewport: { width, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const username = `keys_${width}`;

    await open(page, '/auth');
    await tabTo(page, page.getByRole('button', { name: 'Sign up' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('First Name'));
    await page.keyboard.type('Miriam');
    await tabTo(page, page.getByLabel('Last Name'));
    await page.keyboard.type('Keys');
    await tabTo(page, page.getByLabel('Username'));
    await page.keyboard.type(username);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(`miriam.${width}@example.org`);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('a-song-by-the-sea-2027');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();

    await open(page, '/plans');
    await tabTo(page, page.getByRole('link', { name: title }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole('checkbox', { name: 'Remind me every day' }));
    await page.keyboard.press('Space');
    const startForm = page.getByRole('form', { name: 'Start this plan' });
    await expect(startForm.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await tabTo(page, startForm.getByRole('combobox', { name: 'Time' }));
    await page.keyboard.press('ArrowUp'); // 08:00 → 07:00
    await expect(startForm.getByRole('combobox', { name: 'Time' })).toHaveValue('7');
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Start this plan' }));
    await page.keyboard.press('Enter');

    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const reminder = page.getByRole('region', { name: 'Daily reminder' });
    await expect(reminder.getByRole('status')).toHaveText(`Reminder every day at 07:00 (${zone}) by e-mail.`);
    await expect(page.getByText(/Day 1 of \d+ · 0% done/)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Mark day 1 as read' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Day 1 done').first()).toBeVisible();
    // The button is gone; the focus stays on the note that replaced it, not on the page.
    await expect(page.locator(':focus')).toHaveText('Day 1 done');
    // Pause and resume: the same button, so the focus stays where the reader is.
    await tabTo(page, page.getByRole('button', { name: 'Pause', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/· Paused$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeFocused();
    await expect(page.getByText(/· Paused$/)).toHaveCount(0);
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    await open(page, '/dashboard');
    const card = page.getByRole('region', { name: 'Today' });
    await expect(card.getByRole('link', { name: title })).toBeVisible();
    await expect(card.getByText('Day 1 done')).toBeVisible();
    await noSidewaysScroll(page);

    // The profile lists the reader's reminders with their ids: this one's is what its e-mails' link names.
    const listed = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).pathname === '/api/reminders' &&
        response.ok(),
    );
    await open(page, '/profile');
    const reminderId = remindersResponseSchema
      .parse(await (await listed).json())
      .reminders.find((entry) => entry.planTitle === title)?.id;
    expect(reminderId).toBeDefined();
    const inProfile = page.getByRole('region', { name: `Reminder for ${title}` });
    await expect(inProfile.getByRole('status')).toHaveText(
      `Reminder every day at 07:00 (${zone}) by e-mail.`,
    );
    await tabTo(page, inProfile.getByRole('combobox', { name: 'Time' }));
    await page.keyboard.press('ArrowDown'); // 07:00 → 08:00
    await tabTo(page, inProfile.getByRole('button', { name: 'Save reminder' }));
    await page.keyboard.press('Enter');
    await expect(inProfile.getByRole('status')).toHaveText(
      `Reminder every day at 08:00 (${zone}) by e-mail.`,
    );
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    // The e-mail's unsubscribe link, signed with the server's secret as the reminder e-mail signs it.
    const secret = loadServerSecret({ dataDir: app.server.dataDir } as Parameters<
      typeof loadServerSecret
    >[0]);
    const confirmation = await page.goto(
      `/api/reminders/unsubscribe?token=${unsubscribeToken(secret, reminderId ?? 0)}`,
    );
    expect(confirmation?.status()).toBe(200);
    await expect(page.getByText(title)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Stop these e-mails' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Reminder e-mails stopped' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await open(page, '/profile');
    await expect(page.getByRole('region', { name: `Reminder for ${title}` }).getByRole('status')).toHaveText(
      'Reminder off.',
    );
    expect(problems).toEqual([]);
  });
}
