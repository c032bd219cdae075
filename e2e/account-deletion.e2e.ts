import type { Locator, Page } from '@playwright/test';
import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPastSplash as open } from './support/app-shell';
import { tabTo as tabToControl } from './support/a11y-checks';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

/** Tab (or Shift+Tab) to the control as a keyboard user would, with a visible focus ring at each step's end. */
const tabTo = (page: Page, control: Locator) => tabToControl(page, control, { limit: 200 });

const reader = {
  firstName: 'Hana',
  lastName: 'Sato',
  username: 'hana_leaves',
  email: 'hana.sato@example.org',
  password: 'cherry-blossom-2026',
};

test('a reader deletes their account from the profile with the keyboard and can no longer sign in', async () => {
  test.setTimeout(180_000);
  const page = await app.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await open(page, '/auth');
  await tabTo(page, page.getByRole('button', { name: 'Sign up' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('First Name'));
  await page.keyboard.type(reader.firstName);
  await tabTo(page, page.getByLabel('Last Name'));
  await page.keyboard.type(reader.lastName);
  await tabTo(page, page.getByLabel('Username'));
  await page.keyboard.type(reader.username);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(reader.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(reader.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();

  await open(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Hana Sato' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Delete account' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  for (const erased of [
    'Your spiritual journey: streaks, milestones and weekly progress',
    'Your reading sessions and the places you were reading',
    'Your chats with the scholar',
    'Your study notes, highlights and bookmarks',
    'Your reading plans and their reminders',
  ]) {
    await expect(dialog.getByRole('listitem').filter({ hasText: erased })).toBeVisible();
  }
  await expect(dialog).toContainText(
    'Messages our moderation blocked are kept for 180 days without your name, to protect others from abuse',
  );
  await expectNoSeriousA11yViolations(page);

  // A wrong password is refused in the dialog, and nothing is deleted.
  await tabTo(page, dialog.getByLabel('Enter your password to confirm'));
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('That password is not correct. Nothing was deleted.');

  await dialog.getByLabel('Enter your password to confirm').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(reader.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Account Deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  const me = await page.request.get('/api/auth/user');
  expect(await me.json()).toMatchObject({ guest: true });

  await open(page, '/auth');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(reader.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(reader.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sign In Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid credentials. Please try again.').first()).toBeVisible();
  expect(problems).toEqual([]);
});
