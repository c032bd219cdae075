import { expect, test, useFileFixtures } from './support/fixtures';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForSplashToLeave } from './support/app-shell';
import { readVersesOnScreen } from './support/verses-on-screen';

test.use({ serverSetup: { seedSources: ['islam:quran', 'hinduism:gita-fallback'] } });
const app = useFileFixtures();

/** Reads the first `count` verse cards of the chapter on screen (a verse counts once on screen for 3 s). */
async function readVerses(page: Page, chapter: number, count: number) {
  const verses = page.getByRole('article', { name: new RegExp(` ${chapter}:\\d+$`) });
  await expect(verses.first()).toBeVisible({ timeout: 20_000 });
  await readVersesOnScreen(page, verses, count);
}

/** The PATCH/POST the journey sent for a path, awaited while `action` runs. */
async function whileAwaiting(
  page: Page,
  method: string,
  pathPattern: RegExp,
  action: () => Promise<unknown>,
) {
  const response = page.waitForResponse(
    (candidate) =>
      candidate.request().method() === method && pathPattern.test(new URL(candidate.url()).pathname),
    { timeout: 20_000 },
  );
  await action();
  return (await response).json();
}

test.describe('the spiritual journey in the browser', () => {
  test('reads chapters in two traditions, moves to a higher chapter and shows the journey', async () => {
    test.setTimeout(180_000);
    const page = await app.newPage({ viewport: { width: 1366, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    // The page's clock runs as usual but can be moved on, so a reading session lasts a minute without a wait.
    await page.clock.install();
    await page.goto('/dashboard');
    await waitForSplashToLeave(page);

    // The Bhagavad Gita: choosing the tradition selects its first book, which starts a session.
    const gita = await whileAwaiting(page, 'POST', /\/api\/progress\/session\/start$/, () =>
      page.getByRole('button', { name: 'Bhagavad Gita', exact: true }).click(),
    );
    expect(gita).toMatchObject({ religion: 'hinduism', chapter: 1 });
    await readVerses(page, 1, 3);
    // Stay long enough on the page's clock for the session to round to a minute. The server accepts the
    // client's minute as long as any time has passed on its own clock.
    await page.clock.fastForward('00:31');

    // A higher chapter completes this session and starts the next.
    const completed = await whileAwaiting(page, 'PATCH', new RegExp(`/session/${gita.id}/end$`), () =>
      page.getByRole('button', { name: 'Chapter 2', exact: true }).first().click(),
    );
    expect(completed.session).toMatchObject({ completedChapter: true, durationMinutes: 1 });
    expect(completed.session.versesRead).toBeGreaterThanOrEqual(3);
    await readVerses(page, 2, 2);

    // The Qur'an: the religion change ends the Gita session, its first surah starts another.
    const quran = await whileAwaiting(page, 'POST', /\/api\/progress\/session\/start$/, () =>
      page.getByRole('button', { name: 'Quran', exact: true }).click(),
    );
    expect(quran).toMatchObject({ religion: 'islam', chapter: 1 });
    await readVerses(page, 1, 4);
    await whileAwaiting(page, 'PATCH', new RegExp(`/session/${quran.id}/end$`), () =>
      page.getByRole('button', { name: 'Surah 2', exact: true }).first().click(),
    );

    // Progress: sessions, time, the two traditions and the milestones they earned.
    await page.getByRole('button', { name: 'Progress', exact: true }).click();
    const view = page.getByRole('region', { name: 'Spiritual Journey Progress' });
    await expect(view).toBeVisible();
    // A card is the largest block around its heading that holds no other card's heading.
    const card = (title: string) =>
      view
        .getByRole('heading', { name: title, exact: true })
        .locator('xpath=ancestor-or-self::*[count(descendant-or-self::h3) = 1][last()]');
    const shown = { useInnerText: true };
    await expect(card('Total Sessions')).toContainText('3', { ...shown, timeout: 10_000 });
    await expect(card('Time Spent')).toContainText('1m', shown);
    await expect(card('Religions Explored')).toContainText('2 of 5 traditions', shown);
    for (const milestone of ['First Steps', 'Chapter Complete', 'Hinduism Explored', 'Islam Explored']) {
      await expect(card('Recent Achievements')).toContainText(milestone, shown);
    }
    await expect(card('Recent Reading Sessions')).toContainText(/Bhagavad Gita 1[\s\S]*Completed/, shown);
    await expect(card('Journey Stats')).toContainText('Hinduism', shown);

    await expectNoSeriousA11yViolations(page, {
      include: 'section[aria-labelledby="journey-progress-title"]',
    });
    await page.getByRole('button', { name: 'Close progress' }).click();
    await expect(view).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
