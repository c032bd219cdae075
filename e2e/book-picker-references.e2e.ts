import { expect, test, useFileFixtures } from './support/fixtures';
import type { Page } from '@playwright/test';
import { tabTo } from './support/a11y-checks';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ONE_SOURCE_PER_TRADITION } from './support/seed-corpus';
import { waitForSplashToLeave } from './support/app-shell';

// The Majjhima Nikaya too, so 'MN 1' has a sutta to open (the fixture library holds MN 1, not MN 10).
test.use({ serverSetup: { seedSources: [...ONE_SOURCE_PER_TRADITION, 'buddhism:mn'] } });
const app = useFileFixtures();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function openDashboard(viewport: typeof DESKTOP): Promise<{ page: Page; problems: string[] }> {
  const page = await app.newPage({ viewport });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/dashboard?religion=christianity&book=Genesis&chapter=1');
  await waitForSplashToLeave(page);
  return { page, problems };
}

const navigation = (page: Page) => page.locator('#dashboard-navigation');
const bookButton = (page: Page) =>
  navigation(page).getByRole('button', { name: /^(Book: .*|Select a book\.\.\.)$/ });
const searchBooks = (page: Page) => page.getByRole('textbox', { name: 'Search books' });

/** Opens the book picker from the keyboard and types into its search. */
async function typeInPicker(page: Page, text: string) {
  await tabTo(page, bookButton(page));
  await page.keyboard.press('Enter');
  await expect(searchBooks(page)).toBeFocused();
  await page.keyboard.type(text);
}

/** The verse the reader was sent to: on screen and tinted as the one asked for. */
async function expectOpenedAt(page: Page, reference: string, text: RegExp) {
  const card = page.getByRole('article', { name: reference, exact: true });
  await expect(card).toContainText(text);
  await expect(card).toHaveAttribute('data-highlighted', /.*/, { timeout: 10_000 });
  await expect(card).toBeInViewport();
}

test.describe('a reference typed into the book picker', () => {
  test('opens the passage from the keyboard, in the right tradition, and says what the library lacks', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await openDashboard(DESKTOP);

    await typeInPicker(page, 'Jn 3:16');
    const john = page.getByRole('button', { name: 'Open John 3:16 (Christianity)' });
    await expect(john).toContainText('For God so loved the world');
    await expect(
      page.getByRole('status').filter({ hasText: 'Open John 3:16 (Christianity): press Enter.' }),
    ).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expectOpenedAt(page, 'John 3:16', /For God so loved the world/);
    await expect(page).toHaveURL('/dashboard?religion=christianity&book=John&chapter=3&verse=16');

    // Numbers alone: the note says how they were read; the arrow key reaches the option, Enter opens it.
    await typeInPicker(page, '2:255');
    await expect(page.getByText("“2:255” names no book, so it is read as Qur'an 2:255.")).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: "Open Qur'an 2:255 (Islam)" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOpenedAt(page, "Qur'an 2:255", /there is no deity except Him/);
    await expect(navigation(page).getByRole('button', { name: 'Quran', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await typeInPicker(page, 'Gita 2:47');
    await page.keyboard.press('Enter');
    await expectOpenedAt(page, 'Bhagavad Gita 2:47', /\w/);

    await typeInPicker(page, 'Dhammapada 183');
    await page.keyboard.press('Enter');
    await expectOpenedAt(page, 'Dhammapada 14:183', /\w/);

    await typeInPicker(page, 'MN 1');
    await page.keyboard.press('Enter');
    await expect(bookButton(page)).toHaveAttribute('aria-label', 'Book: Majjhima Nikaya');

    // 'Gen 1' is in the Bible and the Tanakh: read from the Tanakh, its own reading comes first.
    await page.goto('/dashboard?religion=judaism&book=Exodus&chapter=1');
    await waitForSplashToLeave(page);
    await typeInPicker(page, 'Gen 1');
    const options = page.getByRole('group', { name: 'Passage' }).getByRole('button');
    await expect(options).toHaveText([/^Open Genesis 1/, /^Open Genesis 1/]);
    await expect(options.first()).toHaveAccessibleName('Open Genesis 1 (Judaism)');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/religion=judaism&book=Genesis&chapter=1&verse=1$/);

    await typeInPicker(page, 'John 3:99');
    await expect(page.getByText('There is no John 3:99: John 3 has 36 verses.')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(searchBooks(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('MN 10');
    await expect(page.getByText(/^There is no Majjhima Nikaya 10\b/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(problems).toEqual([]);
  });

  test('on a phone the passage opens with the navigation closed, so the verse is seen', async () => {
    test.setTimeout(90_000);
    const { page, problems } = await openDashboard(PHONE);
    await tabTo(page, page.getByRole('link', { name: 'Skip to navigation' }));
    await page.keyboard.press('Enter');
    await typeInPicker(page, 'John 3:16');
    await expect(page.getByRole('button', { name: 'Open John 3:16 (Christianity)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary', { name: 'Scripture navigation' })).toBeHidden();
    await expectOpenedAt(page, 'John 3:16', /For God so loved the world/);
    expect(problems).toEqual([]);
  });
});
