import { expect, test, useFileFixtures } from './support/fixtures';
import { accessibilityModerator, libraryServer } from './support/shared-servers';
import type { Page } from '@playwright/test';
import { checkScreen, screensChecked } from './support/a11y-checks';
import { signInThroughApi } from './support/sign-in';
import { waitForSplashToLeave } from './support/app-shell';

/*
 * axe (0 serious or critical findings) and named controls on every route, panel, drawer, dialog, menu and
 * popover, in the light and dark themes and at 375 px where the layout changes. Keyboard use is in
 * accessibility-keyboard.e2e.ts.
 */

// A moderator, so the moderation queue is among the pages checked.
const moderator = accessibilityModerator;

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

test.afterAll(() => {
  console.info(`Accessibility: ${screensChecked.length} screens checked:\n- ${screensChecked.join('\n- ')}`);
});

type Look = { name: string; colorScheme: 'light' | 'dark'; width: number; height: number };
const desktopLight: Look = { name: 'light', colorScheme: 'light', width: 1400, height: 900 };
const desktopDark: Look = { name: 'dark', colorScheme: 'dark', width: 1400, height: 900 };
const phone: Look = { name: '375 px', colorScheme: 'light', width: 375, height: 740 };
const phoneDark: Look = { name: '375 px dark', colorScheme: 'dark', width: 375, height: 740 };

async function open(look: Look, target: string, page?: Page): Promise<Page> {
  const current =
    page ??
    (await app.newPage({
      viewport: { width: look.width, height: look.height },
      colorScheme: look.colorScheme,
    }));
  if (!page) current.on('pageerror', (error) => console.error(`${target}: uncaught ${error.message}`));
  await current.goto(target);
  try {
    await waitForSplashToLeave(current);
    await expect(current.locator('main').first()).toBeVisible();
  } catch (error) {
    const text = await current.locator('body').innerText();
    throw new Error(`${target} did not open: ${String(error)}\nThe page shows:\n${text.slice(0, 2000)}`);
  }
  return current;
}

const verseCard = (page: Page, reference: string) =>
  page.getByRole('article', { name: reference, exact: true });
const chat = (page: Page) => page.getByRole('region', { name: 'AI scholar chat' });

/** Closes whatever popover, menu or dialog is open, and waits until it has gone. */
async function escape(page: Page, open: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
}

async function publicPages(look: Look) {
  const page = await open(look, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, `landing (${look.name})`);
  if (look.width < 768) {
    // Only the landing page changes its layout (a menu) on a phone; the other public pages just reflow.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#landing-mobile-menu')).toBeVisible();
    await checkScreen(page, `landing menu (${look.name})`);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.close();
    return;
  }

  await open(look, '/auth', page);
  await checkScreen(page, `/auth sign in (${look.name})`);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(forgot).toBeVisible();
  await checkScreen(page, `forgot-password dialog (${look.name})`);
  await escape(page, forgot);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('First Name')).toBeVisible();
  // Dark: the form with its errors covers the form's colours; the legal pages are plain text in the same tokens.
  const light = look.colorScheme === 'light';
  if (light) await checkScreen(page, `/auth sign up (${look.name})`);
  // The errors a user sees after sending an empty form.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await checkScreen(page, `/auth sign up with errors (${look.name})`);

  for (const route of light ? ['/privacy', '/terms'] : []) {
    await open(look, route, page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreen(page, `${route} (${look.name})`);
  }
  await open(look, '/no-such-page', page);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await checkScreen(page, `404 (${look.name})`);
  await page.close();
}

async function readerAndItsPopovers(look: Look) {
  const page = await open(look, '/dashboard?religion=christianity&book=John&chapter=3');
  await expect(verseCard(page, 'John 3:16')).toBeVisible();
  await checkScreen(page, `dashboard reader (${look.name})`);

  await page.getByRole('button', { name: 'Reading settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Reading settings' });
  await expect(settings).toBeVisible();
  await checkScreen(page, `reading settings menu (${look.name})`);
  await escape(page, settings);

  // Dark: one popover stands for all, they share the popover component and its colours.
  const everyPopover = look.colorScheme === 'light';
  if (everyPopover) {
    await page.getByRole('button', { name: 'Audio settings' }).click();
    const audio = page.getByRole('dialog', { name: 'Audio settings' });
    await expect(audio).toBeVisible();
    await checkScreen(page, `audio settings popover (${look.name})`);
    await escape(page, audio);

    const card = verseCard(page, 'John 3:16');
    await card.getByRole('button', { name: 'Highlight John 3:16' }).click();
    const colours = page.getByRole('dialog', { name: 'Highlight colour for John 3:16' });
    await expect(colours).toBeVisible();
    await checkScreen(page, `highlight colours popover (${look.name})`);
    await escape(page, colours);

    await card.getByRole('button', { name: 'Add a note to John 3:16' }).click();
    const noteEditor = page.getByRole('dialog', { name: 'Add a note to John 3:16' });
    await expect(noteEditor.getByLabel('Note on John 3:16')).toBeVisible();
    await checkScreen(page, `verse note editor (${look.name})`);
    await escape(page, noteEditor);
  }

  // The book picker is opened from another tradition, as a reader switching to the Bible would.
  await open(look, '/dashboard?religion=islam&book=Quran&chapter=1', page);
  await expect(verseCard(page, "Qur'an 1:1")).toBeVisible();
  if (everyPopover) {
    await page
      .locator('#dashboard-navigation')
      .getByRole('button', { name: 'Holy Bible', exact: true })
      .click();
    await page.getByRole('button', { name: /^(Book: .*|Select a book\.\.\.)$/ }).click();
    const books = page.getByRole('textbox', { name: 'Search books' });
    await expect(books).toBeVisible();
    await checkScreen(page, `book picker (${look.name})`);
    await page.keyboard.press('Escape');
    await expect(books).toHaveCount(0);
  }

  await page.getByRole('button', { name: 'Wisdom Search' }).click();
  await page.getByRole('searchbox', { name: 'Search the sacred texts' }).fill('mercy');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('region', { name: /^Islam/ })).toBeVisible();
  await checkScreen(page, `Wisdom Search results (${look.name})`);

  await page.getByRole('button', { name: 'Progress' }).click();
  await expect(page.getByRole('heading', { name: 'Spiritual Journey Progress' })).toBeVisible();
  await checkScreen(page, `progress (${look.name})`);
  await page.close();
}

async function chatCompareAndHistory(look: Look) {
  const page = await open(look, '/dashboard?religion=buddhism&book=Dhammapada&chapter=1');
  if (look.width < 1280) await page.getByRole('button', { name: 'Show chat panel' }).click();
  const panel = chat(page);
  await expect(panel.getByText('Start a Voice Conversation')).toBeVisible();
  await checkScreen(page, `chat panel, empty (${look.name})`);
  await panel.getByRole('textbox', { name: 'Your question' }).fill('What do the texts say about anger?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('button', { name: 'Read the whole answer aloud' }).last()).toBeVisible({
    timeout: 30_000,
  });
  await checkScreen(page, `chat panel with an answer (${look.name})`);

  if (look.colorScheme === 'light') {
    // Dark: the profile's Notifications dialog stands for the dialogs, they share one component.
    await panel.getByRole('button', { name: 'Clear' }).click();
    const clear = page.getByRole('dialog', { name: 'Clear chat' });
    await expect(clear).toBeVisible();
    await checkScreen(page, `clear-chat dialog (${look.name})`);
    await escape(page, clear);
  }

  await panel.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await expect(drawer.getByTestId('conversation-card').first()).toBeVisible();
  await checkScreen(page, `history drawer (${look.name})`);
  await escape(page, drawer);

  await panel.getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('region', { name: 'Compare traditions' });
  await expect(compare.getByRole('button', { name: 'Hope', exact: true })).toBeVisible();
  await checkScreen(page, `compare panel (${look.name})`);
  await compare.getByRole('button', { name: 'Hope', exact: true }).click();
  await expect(compare.getByRole('region', { name: 'AI summary' })).toBeVisible({ timeout: 30_000 });
  await checkScreen(page, `compare results (${look.name})`);
  await page.close();
}

async function accountPages(look: Look) {
  const page = await app.newPage({
    viewport: { width: look.width, height: look.height },
    colorScheme: look.colorScheme,
  });
  // The account's pages are checked here; the sign-in form is checked in publicPages.
  await signInThroughApi(page, moderator);
  await open(look, '/profile', page);
  await expect(page.getByRole('heading', { name: 'Tenzin Dorje' })).toBeVisible();
  await checkScreen(page, `profile (${look.name})`);
  const dialogs = [
    ['Configure', 'Notifications'],
    ['Manage', 'Security'],
    ['Sign Out', 'Sign Out'],
  ] as const;
  const light = look.colorScheme === 'light';
  for (const [button, dialogName] of light ? dialogs : dialogs.slice(0, 1)) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await expect(dialog).toBeVisible();
    await checkScreen(page, `profile ${dialogName} dialog (${look.name})`);
    await escape(page, dialog);
  }
  if (light) {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await checkScreen(page, `profile edit form (${look.name})`);
  }

  await open(look, '/moderation', page);
  await expect(page.getByRole('tab', { name: /^Pending/ })).toBeVisible();
  await expect(page.getByText(/No flagged messages here|Loading/).first()).toBeVisible();
  await checkScreen(page, `moderation queue (${look.name})`);

  await open(look, '/study', page);
  await expect(page.getByRole('heading', { name: 'My Study' })).toBeVisible();
  await checkScreen(page, `My Study (${look.name})`);
  await page.close();
}

/*
 * Light: every screen. Dark: the screens with their own colours (pages, panels, one dialog and one popover of each
 * kind, since dialogs and popovers share their components and colour tokens). 375 px: only layouts that change
 * (landing menu, reader with its navigation and chat drawers, profile).
 */
test.describe('accessibility of every page, panel and dialog', () => {
  test('public pages and their dialogs (light)', async () => {
    test.setTimeout(120_000);
    await publicPages(desktopLight);
  });
  test('public pages and their dialogs (dark)', async () => {
    test.setTimeout(120_000);
    await publicPages(desktopDark);
  });
  test('the landing page and its menu (375 px)', async () => {
    test.setTimeout(60_000);
    await publicPages(phone);
  });
  test('the reader and its menus and popovers (light)', async () => {
    test.setTimeout(360_000);
    await readerAndItsPopovers(desktopLight);
  });
  test('the reader and its menus and popovers (dark)', async () => {
    test.setTimeout(360_000);
    await readerAndItsPopovers(desktopDark);
  });
  test('chat, history and compare (light)', async () => {
    test.setTimeout(180_000);
    await chatCompareAndHistory(desktopLight);
  });
  test('chat, history and compare (dark)', async () => {
    test.setTimeout(180_000);
    await chatCompareAndHistory(desktopDark);
  });
  test('profile, its dialogs, moderation and My Study (light)', async () => {
    test.setTimeout(120_000);
    await accountPages(desktopLight);
  });
  test('profile, its dialogs, moderation and My Study (dark)', async () => {
    test.setTimeout(120_000);
    await accountPages(desktopDark);
  });
  for (const look of [phone, phoneDark]) {
    test(`the phone layout: reader, navigation drawer and chat drawer (${look.name})`, async () => {
      test.setTimeout(120_000);
      const page = await open(look, '/dashboard?religion=judaism&book=Genesis&chapter=1');
      await expect(verseCard(page, 'Genesis 1:1')).toBeVisible();
      await checkScreen(page, `dashboard reader (${look.name})`);
      await page.getByRole('button', { name: 'Show navigation panel' }).click();
      const navigation = page.locator('#dashboard-navigation');
      await expect(navigation).toHaveAttribute('data-open', 'true');
      await checkScreen(page, `navigation drawer (${look.name})`);
      await page.keyboard.press('Escape');
      await expect(navigation).not.toHaveAttribute('data-open', 'true');
      await page.getByRole('button', { name: 'Show chat panel' }).click();
      await expect(chat(page).getByText('Start a Voice Conversation')).toBeVisible();
      await checkScreen(page, `chat drawer (${look.name})`);
      await page.close();
    });
  }
  test('the profile page (375 px)', async () => {
    test.setTimeout(60_000);
    const page = await app.newPage({ viewport: { width: phone.width, height: phone.height } });
    // The account's pages are checked here; the sign-in form is checked in publicPages.
    await signInThroughApi(page, moderator);
    await open(phone, '/profile', page);
    await expect(page.getByRole('heading', { name: 'Tenzin Dorje' })).toBeVisible();
    await checkScreen(page, `profile (${phone.name})`);
    await page.close();
  });
});
