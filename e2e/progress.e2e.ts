import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { seededCorpusDir } from './support/seed-corpus';
import { startServer, type RunningServer } from './support/server';
import { waitForSplashToLeave } from './support/app-shell';

const browser = useBrowser();
let server: RunningServer;

beforeAll(async () => {
  const seedDir = await seededCorpusDir(['islam:quran', 'hinduism:gita-fallback']);
  server = await startServer({ seedDataDir: seedDir });
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

/** Hovers the first `count` verse cards of the chapter on screen (a verse counts as read on first hover). */
async function readVerses(page: Page, chapter: number, count: number) {
  const verses = page.getByRole('article', { name: new RegExp(` ${chapter}:\\d+$`) });
  await verses.first().waitFor({ timeout: 20_000 });
  for (let index = 0; index < count; index += 1) {
    await verses.nth(index).scrollIntoViewIfNeeded();
    await verses.nth(index).hover();
  }
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

describe('the spiritual journey in the browser', () => {
  it('reads chapters in two traditions, moves to a higher chapter and shows the journey', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${server.url}/dashboard`);
    await waitForSplashToLeave(page);

    // The Bhagavad Gita: choosing the tradition selects its first book, which starts a session.
    const gita = await whileAwaiting(page, 'POST', /\/api\/progress\/session\/start$/, () =>
      page.getByRole('button', { name: 'Bhagavad Gita', exact: true }).click(),
    );
    expect(gita).toMatchObject({ religion: 'hinduism', chapter: 1 });
    await readVerses(page, 1, 3);
    // Stay long enough for the session to round to a minute (the server measures the time too).
    await page.waitForTimeout(31_000);

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
    await view.waitFor();
    const cardText = (title: string) =>
      view.locator('.rounded-lg').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect.poll(() => cardText('Total Sessions').innerText(), { timeout: 10_000 }).toContain('3');
    expect(await cardText('Time Spent').innerText()).toContain('1m');
    expect(await cardText('Religions Explored').innerText()).toContain('2 of 5 traditions');
    const achievements = await cardText('Recent Achievements').innerText();
    expect(achievements).toContain('First Steps');
    expect(achievements).toContain('Chapter Complete');
    expect(achievements).toContain('Hinduism Explored');
    expect(achievements).toContain('Islam Explored');
    const sessions = await cardText('Recent Reading Sessions').innerText();
    expect(sessions).toMatch(/Bhagavad Gita 1[\s\S]*Completed/);
    expect(await cardText('Journey Stats').innerText()).toContain('Hinduism');

    await expectNoSeriousA11yViolations(page, {
      include: 'section[aria-labelledby="journey-progress-title"]',
    });
    await page.getByRole('button', { name: 'Close progress' }).click();
    await view.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  }, 180_000);
});
