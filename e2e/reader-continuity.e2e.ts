import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import type { Locator, Page } from '@playwright/test';
import { waitForSplashToLeave } from './support/app-shell';
import { expectNoSeriousA11yViolations } from './support/axe';

/*
 * A reader never loses what they had: the conversation outlives a cited verse opened in another tradition, a past
 * conversation opens again and goes on, the dashboard offers to continue where they left off (also after the guest
 * signs up), and a signed-in reader is not asked to sign up again.
 */

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForSplashToLeave(page);
}

async function newReader(): Promise<{ page: Page; problems: string[] }> {
  const page = await app.newPage({ viewport: { width: 1400, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems };
}

const chat = (page: Page): Locator => page.getByRole('region', { name: 'AI scholar chat' });
const verse = (page: Page, reference: string) => page.getByRole('article', { name: reference, exact: true });

async function ask(page: Page, question: string) {
  const answered = await chat(page).getByTestId('ai-message').count();
  await chat(page).getByRole('textbox', { name: 'Your question' }).fill(question);
  await chat(page).getByRole('button', { name: 'Send' }).click();
  // The answer is complete when its play button appears (hidden while it streams).
  await expect(chat(page).getByRole('button', { name: 'Read the whole answer aloud' })).toHaveCount(
    answered + 1,
    { timeout: 30_000 },
  );
}

test.describe('a reader never loses what they had', () => {
  test('the conversation outlives a cited verse opened in another tradition, and a past one opens and goes on', async () => {
    test.setTimeout(180_000);
    const { page, problems } = await newReader();
    await open(page, '/dashboard?religion=christianity&book=Matthew&chapter=5');
    await expect(verse(page, 'Matthew 5:9')).toContainText('Blessed are the peacemakers');
    const question = 'How can I forgive someone who hurt me?';
    await ask(page, question);
    const answer = chat(page).getByTestId('ai-message').last();
    await expect(answer).toContainText('For if you forgive men their trespasses');

    // A Qur'an verse the scholar cited: another tradition, another book, another persona.
    const cited = answer
      .getByRole('region', { name: 'Islam perspective' })
      .getByRole('button', { name: /^Qur'an \d+:\d+$/ })
      .first();
    const reference = (await cited.textContent())?.trim() ?? '';
    await cited.click();
    await expect(verse(page, reference)).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('religion') === 'islam');
    await expect(chat(page).getByTestId('persona-name')).toHaveText('Islamic Scholar');
    await expect(chat(page).getByText(question, { exact: true })).toBeVisible();
    await expect(answer).toContainText('For if you forgive men their trespasses');

    await page.goto('/dashboard?religion=christianity&book=Matthew&chapter=5');
    await waitForSplashToLeave(page);
    // A new visit is a new conversation; the last one waits in the history.
    await expect(chat(page).getByText('Start a Voice Conversation')).toBeVisible();
    await chat(page).getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const card = history.getByTestId('conversation-card').filter({ hasText: question });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('2 messages');
    await expectNoSeriousA11yViolations(page);

    // Opened from the keyboard: the chat shows it, and a new question continues it.
    const openButton = card.getByRole('button', { name: `Open “${question}”` });
    await openButton.focus();
    await page.keyboard.press('Enter');
    await expect(history).toBeHidden();
    await expect(chat(page).getByText(question, { exact: true })).toBeVisible();
    await expect(chat(page).getByTestId('ai-message')).toHaveCount(1);
    await ask(page, 'What do the texts say about forgiving oneself?');
    await expect(chat(page).getByTestId('ai-message')).toHaveCount(2);

    await chat(page).getByRole('button', { name: 'History' }).click();
    const continued = history.getByTestId('conversation-card');
    await expect(continued).toHaveCount(1);
    await expect(continued).toContainText('4 messages');
    await expect(continued).toHaveAttribute('aria-current', 'true');
    await expect(continued.getByText('Shown in the chat')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a past conversation the server no longer has opens from the copy saved in the browser, and goes on', async () => {
    test.setTimeout(180_000);
    const { page, problems } = await newReader();
    await open(page, '/dashboard?religion=buddhism&book=Dhammapada&chapter=1');
    const question = 'What do the texts teach about anger?';
    await ask(page, question);
    // As an older version did when the reader changed book: the conversation is deleted on the server.
    const deleted = await page.evaluate(async () => {
      const [entry] = JSON.parse(localStorage.getItem('sacred-circle.chat-history') ?? '[]') as Array<{
        sessionId: string;
      }>;
      const response = await fetch(`/api/chat/${entry!.sessionId}`, { method: 'DELETE' });
      return response.status;
    });
    expect(deleted).toBe(200);

    await page.reload();
    await waitForSplashToLeave(page);
    await chat(page).getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await history.getByRole('button', { name: `Open “${question}”` }).click();
    await expect(chat(page).getByText(question, { exact: true })).toBeVisible();
    await expect(chat(page).getByTestId('ai-message')).toHaveCount(1);

    await ask(page, 'And how do I let go of it?');
    await chat(page).getByRole('button', { name: 'History' }).click();
    const card = history.getByTestId('conversation-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('4 messages');
    expect(problems).toEqual([]);
  });

  test('the dashboard offers to continue reading, a guest keeps the places on sign-up, and is not asked to sign up again', async () => {
    test.setTimeout(180_000);
    const { page, problems } = await newReader();
    await open(page, '/dashboard?religion=christianity&book=John&chapter=14');
    await expect(verse(page, 'John 14:27')).toContainText('Peace I leave with you');
    await page.goto("/dashboard?religion=islam&book=Qur'an&chapter=94");
    await waitForSplashToLeave(page);
    await expect(verse(page, "Qur'an 94:5")).toBeVisible();

    // Coming back to the dashboard with nothing chosen: the last place of each tradition, the latest first.
    await page.goto('/dashboard');
    await waitForSplashToLeave(page);
    const continueReading = page.getByRole('region', { name: 'Continue reading' });
    await expect(continueReading.getByRole('button')).toHaveText(["Qur'an 94Islam", 'John 14Christianity']);
    await expectNoSeriousA11yViolations(page);
    await continueReading.getByRole('button', { name: /John 14/ }).click();
    await expect(verse(page, 'John 14:27')).toContainText('Peace I leave with you');
    await expect(page).toHaveURL((url) => url.searchParams.get('book') === 'John');

    // The guest signs up: signed in at once.
    await open(page, '/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First Name').fill('Amina');
    await page.getByLabel('Last Name').fill('Yusuf');
    await page.getByLabel('Username').fill('amina_y');
    await page.getByLabel('Email').fill('amina.yusuf@example.org');
    await page.getByLabel('Password', { exact: true }).fill('continue-reading-2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/');

    // The landing page knows them: their name and the way back to the reader, no sign-up.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Amina' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Open the reader' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await expect(page.getByText('Welcome back, Amina')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create your account' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // /auth offers the reader or sign-out rather than a form.
    await open(page, '/auth');
    await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Open the reader' }).click();
    await expect(page).toHaveURL('/dashboard');

    // The guest's places are now the account's.
    await expect(page.getByRole('region', { name: 'Continue reading' }).getByRole('button')).toHaveText([
      'John 14Christianity',
      "Qur'an 94Islam",
    ]);
    expect(problems).toEqual([]);
  });
});
