import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { accountExportSchema } from '../common/api/account-export';
import { unzip } from '../server/features/account-export/testing/unzip-archive';
import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPastSplash as open } from './support/app-shell';
import { tabTo as tabToControl } from './support/a11y-checks';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

/** Tab (or Shift+Tab) to the control as a keyboard user would, with a visible focus ring at each step's end. */
const tabTo = (page: Page, control: Locator) => tabToControl(page, control, { limit: 200 });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signUp(page: Page, reader: { username: string; email: string }) {
  await open(page, '/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('First Name').fill('Lydia');
  await page.getByLabel('Last Name').fill('Thyatira');
  await page.getByLabel('Username').fill(reader.username);
  await page.getByLabel('Email').fill(reader.email);
  await page.getByLabel('Password', { exact: true }).fill('a-seller-of-purple-2027');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();
}

/** From the profile, with the keyboard: the archive the browser saved, opened. */
async function downloadFromProfile(page: Page) {
  await open(page, '/profile');
  const card = page.getByRole('heading', { name: 'Your data' });
  await expect(card).toBeVisible();
  await expect(page.getByText(/A zip of everything we keep about you/)).toBeVisible();
  const button = page.getByRole('button', { name: 'Download my data' });
  await tabTo(page, button);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^sacred-circle-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Your Data Is Ready', { exact: true })).toBeVisible();
  const files = await unzip(readFileSync((await download.path())!));
  return {
    data: accountExportSchema.parse(JSON.parse(files.get('data.json') ?? 'null')),
    page: files.get('index.html') ?? '',
  };
}

test('a reader who read and asked downloads their data from the profile, with the keyboard (1280 px)', async () => {
  test.setTimeout(180_000);
  const page = await app.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const reader = { username: 'lydia_export', email: 'lydia.export@example.org' };
  await signUp(page, reader);

  await open(page, '/dashboard?religion=christianity&book=John&chapter=3');
  await expect(page.getByRole('article', { name: 'John 3:16', exact: true })).toBeVisible();
  const chat = page.getByRole('region', { name: 'AI scholar chat' });
  const question = 'What does it mean to be born again?';
  await chat.getByRole('textbox', { name: 'Your question' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('button', { name: 'Read the whole answer aloud' }).last()).toBeVisible({
    timeout: 30_000,
  });

  const { data, page: html } = await downloadFromProfile(page);
  expect(data.account).toMatchObject({ email: reader.email, username: reader.username, isGuest: false });
  const asked = data.chatSessions.flatMap((session) => session.messages);
  expect(asked[0]).toMatchObject({ from: 'reader', content: question });
  expect(asked[1]?.from).toBe('scholar');
  expect(data.readingPlaces).toContainEqual(expect.objectContaining({ book: 'John', chapter: 3 }));
  expect(html).toContain(question);
  expect(html).toContain(reader.email);

  await expectNoSeriousA11yViolations(page);
  await noSidewaysScroll(page);
  expect(problems).toEqual([]);
});

test('on a phone (390 px) the card fits and the download works the same', async () => {
  test.setTimeout(120_000);
  const page = await app.newPage({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const reader = { username: 'lydia_phone', email: 'lydia.phone@example.org' };
  await signUp(page, reader);

  const { data } = await downloadFromProfile(page);
  expect(data.account.email).toBe(reader.email);
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);
});

test('a guest who asked the scholar finds "Download my data" through the privacy policy and gets their question', async () => {
  test.setTimeout(180_000);
  const page = await app.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  // No sign-up: the first question makes the visitor a guest.
  await open(page, '/dashboard?religion=christianity&book=John&chapter=3');
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
  const chat = page.getByRole('region', { name: 'AI scholar chat' });
  const question = 'Why did Ruth stay with Naomi when Orpah went home?';
  await chat.getByRole('textbox', { name: 'Your question' }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('button', { name: 'Read the whole answer aloud' }).last()).toBeVisible({
    timeout: 30_000,
  });

  // The profile is not for guests; the way is the home page's footer, the policy's contents, then the button.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Sacred Circle/ })
    .first()
    .click();
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: /Your Rights and Choices/ })
    .click();
  const rights = page.getByRole('region', { name: /Your Rights and Choices/ });
  await expect(rights.getByRole('heading', { name: 'Download your data' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    rights.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sacred-circle-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Your Data Is Ready', { exact: true })).toBeVisible();
  const files = await unzip(readFileSync((await download.path())!));
  const data = accountExportSchema.parse(JSON.parse(files.get('data.json') ?? 'null'));
  expect(data.account).toMatchObject({ isGuest: true, email: null });
  const asked = data.chatSessions.flatMap((session) => session.messages);
  expect(asked[0]).toMatchObject({ from: 'reader', content: question });
  expect(asked[1]?.from).toBe('scholar');
  expect(files.get('index.html')).toContain('Why did Ruth stay with Naomi');

  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);
});
