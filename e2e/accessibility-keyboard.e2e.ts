import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import type { Locator, Page } from '@playwright/test';
import { expectFocusTrapped, expectFocusVisible, focusWithin, tabTo } from './support/a11y-checks';
import { installFakeVoiceInput } from './support/fake-voice-input';
import { waitForSplashToLeave } from './support/app-shell';

/*
 * The whole app with the keyboard only: after the page opens, no test here clicks. Every step moves focus with
 * Tab / Shift+Tab and acts with Enter, Space, Escape or the arrow keys, and each focus stop shows a ring.
 */

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

async function open(target: string, width = 1400, height = 900): Promise<{ page: Page; problems: string[] }> {
  const page = await app.newPage({ viewport: { width, height } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(installFakeVoiceInput);
  await page.goto(target);
  await waitForSplashToLeave(page);
  await expect(page.locator('main').first()).toBeVisible();
  return { page, problems };
}

const verseCard = (page: Page, reference: string) =>
  page.getByRole('article', { name: reference, exact: true });
const chat = (page: Page) => page.getByRole('region', { name: 'AI scholar chat' });

/** Opens a dialog or drawer from its trigger with Enter, checks focus stays in it, closes it, focus returns. */
async function dialogRoundTrip(page: Page, trigger: Locator, dialog: Locator, close: 'Escape' | Locator) {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await expect(focusWithin(dialog)).toHaveCount(1);
  await expectFocusTrapped(page, dialog);
  if (close === 'Escape') {
    await page.keyboard.press('Escape');
  } else {
    await tabTo(page, close);
    await page.keyboard.press('Enter');
  }
  await expect(dialog).toHaveCount(0);
  await expect(
    trigger,
    `focus did not return to ${trigger.toString()} after closing ${dialog.toString()}`,
  ).toBeFocused();
  await expectFocusVisible(page);
}

test.describe('the app with the keyboard only', () => {
  test('reader: a tradition, a book, a chapter, the next chapter, read aloud, verse actions, settings', async () => {
    test.setTimeout(300_000);
    const { page, problems } = await open('/dashboard');
    const navigation = page.locator('#dashboard-navigation');

    const bible = navigation.getByRole('button', { name: 'Holy Bible', exact: true });
    await tabTo(page, bible);
    await page.keyboard.press('Enter');
    await expect(bible).toHaveAttribute('aria-pressed', 'true');

    const bookButton = page.getByRole('button', { name: /^(Book: .*|Select a book\.\.\.)$/ });
    await tabTo(page, bookButton);
    await page.keyboard.press('Enter');
    const search = page.getByRole('textbox', { name: 'Search books' });
    await expect(search).toBeFocused();
    await page.keyboard.type('John');
    await tabTo(page, page.getByRole('button', { name: 'John', exact: true }));
    await page.keyboard.press('Enter');
    await expect(bookButton).toHaveAttribute('aria-label', 'Book: John');
    // The chapter picker is a placeholder while John's chapters load; Tab would pass it and walk into the reader.
    await expect(verseCard(page, 'John 1:1')).toBeVisible();
    const chapterPicker = navigation.getByRole('combobox', { name: 'Chapter' });
    await expect(chapterPicker).toBeVisible();
    await tabTo(page, chapterPicker);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    const highlighted = page.getByRole('option').and(page.locator('[data-highlighted]'));
    await expect(highlighted).toHaveCount(1);
    for (let i = 0; i < 10 && (await highlighted.innerText()) !== 'Chapter 3'; i++) {
      const before = await highlighted.innerText();
      await page.keyboard.press('ArrowDown');
      await expect(highlighted).not.toHaveText(before, { useInnerText: true });
    }
    await expect(highlighted).toHaveText('Chapter 3', { useInnerText: true });
    await page.keyboard.press('Enter');
    await expect(verseCard(page, 'John 3:16')).toContainText('For God so loved the world');
    await expect(chapterPicker).toBeFocused();

    // The next chapter from the reader's chapter buttons, announced as the current page.
    const chapter4 = page.getByRole('button', { name: 'Chapter 4', exact: true });
    await tabTo(page, chapter4);
    await page.keyboard.press('Enter');
    await expect(verseCard(page, 'John 4:1')).toBeVisible();
    await expect(chapter4).toHaveAttribute('aria-current', 'page');

    // Read aloud: Play with Enter, Escape stops it with focus still on the button; then Stop with Enter on Stop.
    const controls = page.getByRole('toolbar', { name: 'Reading controls' });
    await tabTo(page, controls.getByRole('button', { name: 'Play' }));
    await page.keyboard.press('Enter');
    await expect(controls.getByText('Reading...')).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(controls.getByText('Reading...')).toHaveCount(0);
    await expect(controls.getByRole('button', { name: 'Play' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(controls.getByText('Reading...')).toBeVisible({ timeout: 30_000 });
    await tabTo(page, controls.getByRole('button', { name: 'Stop' }));
    await page.keyboard.press('Enter');
    await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible();
    await expect(controls.getByText('Reading...')).toHaveCount(0);

    // Verse actions: a note written and saved, a highlight colour chosen, focus back on each trigger.
    const card = verseCard(page, 'John 4:2');
    const addNote = card.getByRole('button', { name: 'Add a note to John 4:2' });
    await tabTo(page, addNote, { limit: 200 });
    await page.keyboard.press('Enter');
    const note = page.getByLabel('Note on John 4:2');
    await expect(note).toBeFocused();
    await page.keyboard.type('Living water, never thirsty again.');
    await tabTo(
      page,
      page.getByRole('dialog', { name: 'Add a note to John 4:2' }).getByRole('button', { name: 'Save note' }),
    );
    await page.keyboard.press('Enter');
    const editNote = card.getByRole('button', { name: 'Edit note on John 4:2' });
    await expect(editNote).toBeFocused();

    const highlight = card.getByRole('button', { name: 'Highlight John 4:2' });
    await tabTo(page, highlight);
    await page.keyboard.press('Enter');
    const colours = page.getByRole('dialog', { name: 'Highlight colour for John 4:2' });
    await expect(focusWithin(colours)).toHaveCount(1);
    await tabTo(page, colours.getByRole('button', { name: 'Green', exact: true }));
    await page.keyboard.press('Space');
    await expect(card.getByRole('img', { name: 'Highlighted green' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(colours).toHaveCount(0);
    await expect(highlight).toBeFocused();

    // The reading settings popover: dark theme by keyboard, Escape returns focus to its trigger.
    const settings = page.getByRole('button', { name: 'Reading settings' });
    await tabTo(page, settings, { limit: 200 });
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Dark', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');
    await expect(settings).toBeFocused();
    await expectFocusVisible(page);
    expect(problems).toEqual([]);
  });

  test('chat, voice, compare, history and the clear dialog', async () => {
    test.setTimeout(180_000);
    const { page, problems } = await open('/dashboard?religion=buddhism&book=Dhammapada&chapter=1');
    const panel = chat(page);

    const question = panel.getByRole('textbox', { name: 'Your question' });
    // Every verse card's actions are Tab stops (nine a verse), so Tab alone would take ~230 presses from a 20-verse
    // chapter to the chat input; the skip links make it two presses and Enter.
    await tabTo(page, page.getByRole('link', { name: 'Skip to chat' }), { limit: 3 });
    await page.keyboard.press('Enter');
    await expect(question).toBeFocused();
    await page.keyboard.type('What do the texts say about anger?');
    await page.keyboard.press('Enter');
    const readAloud = panel.getByRole('button', { name: 'Read the whole answer aloud' }).last();
    await expect(readAloud).toBeVisible({ timeout: 30_000 });
    // The reply is reachable: Shift+Tab from the question box lands on the answer's own controls.
    await tabTo(page, readAloud);
    await expect(panel.getByTestId('ai-message').last()).toContainText(/anger|hatred/i);

    // Voice: the microphone button starts and stops listening, and a spoken question is sent.
    const microphone = panel.getByRole('button', { name: 'Start voice input' });
    await tabTo(page, microphone);
    await page.keyboard.press('Enter');
    const status = panel.getByTestId('voice-status');
    await expect(status).toHaveText('Listening...');
    const stop = panel.getByRole('button', { name: 'Stop listening' });
    await expect(stop).toBeFocused();
    await page.keyboard.press('Space');
    await expect(status).not.toHaveText('Listening...');
    await expect(microphone).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Listening...');
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __say: (text: string) => boolean }).__say('What is compassion?'),
        ),
      )
      .toBe(true);
    await expect(panel.getByText('What is compassion?', { exact: true })).toBeVisible({ timeout: 10_000 });

    // The clear dialog and the history drawer: focus trapped while open, back on the trigger after.
    await dialogRoundTrip(
      page,
      panel.getByRole('button', { name: 'Clear' }),
      page.getByRole('dialog', { name: 'Clear chat' }),
      page.getByRole('button', { name: 'Cancel' }),
    );
    await dialogRoundTrip(
      page,
      panel.getByRole('button', { name: 'History' }),
      page.getByRole('dialog', { name: 'History' }),
      'Escape',
    );
    await dialogRoundTrip(
      page,
      panel.getByRole('button', { name: 'History' }),
      page.getByRole('dialog', { name: 'History' }),
      page.getByRole('button', { name: 'Close history' }),
    );

    // Compare: a theme with Enter, then a verse from the results opens in the reader.
    await tabTo(page, panel.getByRole('button', { name: 'Compare' }));
    await page.keyboard.press('Enter');
    const compare = page.getByRole('region', { name: 'Compare traditions' });
    await tabTo(page, compare.getByRole('button', { name: 'Hope', exact: true }));
    await page.keyboard.press('Enter');
    await expect(compare.getByRole('region', { name: 'AI summary' })).toBeVisible({ timeout: 30_000 });
    const verseButton = compare.getByRole('region', { name: 'Islam verses' }).getByRole('button').first();
    const reference = (await verseButton.innerText()).trim();
    await tabTo(page, verseButton, { limit: 80 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('religion') === 'islam');
    expect(reference).toMatch(/^Qur'an \d+:\d+/);
    expect(problems).toEqual([]);
  });

  test('sign up, the forgot-password dialog and the profile dialogs', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await open('/auth');
    await dialogRoundTrip(
      page,
      page.getByRole('button', { name: 'Forgot password?' }),
      page.getByRole('dialog', { name: 'Reset your password' }),
      'Escape',
    );

    await tabTo(page, page.getByRole('button', { name: 'Sign up' }));
    await page.keyboard.press('Enter');
    const fields: [string, string][] = [
      ['First Name', 'Nadia'],
      ['Last Name', 'Haddad'],
      ['Username', 'nadia_keys'],
      ['Email', 'nadia.keys@example.org'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(value);
    }
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type('olive-branch-2026');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/');

    await page.goto('/profile');
    // A new page load (no splash now: it plays on a first landing visit only): wait for the app to show.
    await waitForSplashToLeave(page);
    await expect(page.getByRole('heading', { name: 'Nadia Haddad' })).toBeVisible();
    for (const [button, dialogName] of [
      ['Configure', 'Notifications'],
      ['Manage', 'Security'],
      ['Sign Out', 'Sign Out'],
      ['Verify Account', 'Verify Your Account'],
    ] as const) {
      await dialogRoundTrip(
        page,
        page.getByRole('button', { name: button, exact: true }),
        page.getByRole('dialog', { name: dialogName }),
        'Escape',
      );
    }
    expect(problems).toEqual([]);
  });

  test('the navigation and chat drawers on a 375 px screen', async () => {
    test.setTimeout(120_000);
    const { page, problems } = await open('/dashboard', 375, 800);
    for (const [toggleName, panelId] of [
      ['Show navigation panel', '#dashboard-navigation'],
      ['Show chat panel', '#dashboard-chat'],
    ] as const) {
      const toggle = page.getByRole('button', { name: toggleName });
      const drawer = page.locator(panelId);
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(drawer).toHaveAttribute('data-open', 'true');
      await expect(focusWithin(drawer)).toHaveCount(1);
      await expectFocusTrapped(page, drawer);
      await page.keyboard.press('Escape');
      await expect(drawer, `Escape did not close ${panelId}`).toHaveAttribute('data-open', 'false');
      await expect(toggle).toBeFocused();
      await expectFocusVisible(page);
    }
    expect(problems).toEqual([]);
  });
});
