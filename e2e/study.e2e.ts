import { readFileSync } from 'node:fs';
import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForSplashToLeave } from './support/app-shell';

const JOHN_3_16_WEB =
  'For God so loved the world, that he gave his one and only Son, that whoever believes in him should not perish, but have eternal life.';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

async function open(page: Page, target: string) {
  await page.goto(target);
  await waitForSplashToLeave(page);
}

const john316Link = '/dashboard?religion=christianity&book=John&chapter=3&verse=16';

/** The verse card's highlight tint: its colour, and how far its edges are from the card's (the 1px border). */
async function tintOf(card: Locator) {
  const tint = card.locator('[data-highlight-tint]');
  const [cardBox, tintBox] = await Promise.all([card.boundingBox(), tint.boundingBox()]);
  if (!cardBox || !tintBox) throw new Error('The verse card or its tint is not laid out');
  return {
    color: await tint.getAttribute('data-highlight-tint'),
    background: await tint.evaluate((element) => getComputedStyle(element).backgroundColor),
    edgeGap: Math.max(
      Math.abs(tintBox.x - cardBox.x),
      Math.abs(tintBox.y - cardBox.y),
      Math.abs(tintBox.x + tintBox.width - (cardBox.x + cardBox.width)),
      Math.abs(tintBox.y + tintBox.height - (cardBox.y + cardBox.height)),
    ),
  };
}

test.describe('personal study', () => {
  test('highlights and notes a verse as a guest, keeps both after sign-up, lists and exports them', async () => {
    test.setTimeout(120_000);
    const page = await app.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await open(page, john316Link);
    const card = page.getByRole('article', { name: 'John 3:16', exact: true });
    await expect(card.getByText(JOHN_3_16_WEB)).toBeVisible();
    await card.getByRole('button', { name: 'Highlight John 3:16' }).click();
    await page.getByRole('button', { name: 'Yellow', exact: true }).click();
    await expect(card.getByRole('img', { name: 'Highlighted yellow' })).toBeVisible();
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Add a note to John 3:16' }).click();
    await page.getByLabel('Note on John 3:16').fill('Love gives first.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(card.getByRole('button', { name: 'Edit note on John 3:16' })).toBeVisible();

    // Sign up: the guest becomes the account, with everything it saved.
    await open(page, '/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First Name').fill('Miriam');
    await page.getByLabel('Last Name').fill('Cohen');
    await page.getByLabel('Username').fill('miriam_study');
    await page.getByLabel('Email').fill('miriam.study@example.org');
    await page.getByLabel('Password', { exact: true }).fill('shalom-study-2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();

    await open(page, '/study');
    await expect(page.getByRole('heading', { name: 'My Study' })).toBeVisible();
    const note = page.getByRole('listitem', { name: 'Note: John 3:16' });
    await expect(note.getByText('Love gives first.')).toBeVisible();
    await expect(note.getByText(JOHN_3_16_WEB)).toBeVisible();
    // The translation by its name, not its id "(web)".
    await expect(note.getByText('World English Bible', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('listitem', { name: 'Highlight: John 3:16' }).getByText(/Highlight · Yellow/),
    ).toBeVisible();

    await expectNoSeriousA11yViolations(page);

    await page.getByRole('combobox', { name: 'Kind' }).selectOption('note');
    await expect(page.getByRole('listitem', { name: 'Highlight: John 3:16' })).toHaveCount(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export Markdown' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sacred-circle-study-\d{4}-\d{2}-\d{2}\.md$/);
    const markdown = readFileSync((await download.path())!, 'utf8');
    expect(markdown).toContain('### John 3:16 — Note');
    expect(markdown).toContain(`> ${JOHN_3_16_WEB}`);
    expect(markdown).toContain('Note: Love gives first.');
    expect(markdown).not.toContain('Highlight (yellow)');

    await note.getByRole('link', { name: 'Open John 3:16' }).click();
    await expect(page).toHaveURL(/\/dashboard\?religion=christianity&book=John&chapter=3&verse=16$/);
    await expect(
      page
        .getByRole('article', { name: 'John 3:16', exact: true })
        .getByRole('img', { name: 'Highlighted yellow' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('tints a highlighted verse card in light and dark, shares it as a 1080×1080 PNG and a link that opens it', async () => {
    test.setTimeout(120_000);
    const page = await app.newPage({
      viewport: { width: 1400, height: 900 },
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
      colorScheme: 'light',
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await open(page, john316Link);
    const card = page.getByRole('article', { name: 'John 3:16', exact: true });
    await expect(card.getByText(JOHN_3_16_WEB)).toBeVisible();
    await expect(card.locator('[data-highlight-tint]')).toHaveCount(0);

    await card.getByRole('button', { name: 'Highlight John 3:16' }).click();
    await page.getByRole('button', { name: 'Green', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(card.locator('[data-highlight-tint="green"]')).toBeVisible();
    const light = await tintOf(card);
    expect(light.color).toBe('green');
    expect(light.edgeGap, JSON.stringify(light)).toBeLessThanOrEqual(1.5);
    expect(light.background).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    await expectNoSeriousA11yViolations(page, { include: '#verse-16' });

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await tintOf(card);
    expect(dark.edgeGap, JSON.stringify(dark)).toBeLessThanOrEqual(1.5);
    expect(dark.background).not.toBe(light.background);
    await expectNoSeriousA11yViolations(page, { include: '#verse-16' });

    // Chromium on Linux has no Web Share API, so the card downloads and the link goes to the clipboard.
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Share John 3:16' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sacred-circle-john-3-16.png');
    const png = readFileSync((await download.path())!);
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);
    await expect(page.getByText('Image downloaded', { exact: true })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${app.server.url}${john316Link}`);

    // The shared link, loaded afresh, lands on the verse, still tinted for the one who highlighted it.
    await open(page, new URL(link).pathname + new URL(link).search);
    const opened = page.getByRole('article', { name: 'John 3:16', exact: true });
    await expect(opened.getByText(JOHN_3_16_WEB)).toBeVisible();
    await expect(opened.locator('[data-highlight-tint="green"]')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
