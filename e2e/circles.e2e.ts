import type { Locator, Page } from '@playwright/test';
import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPastSplash, waitForSplashToLeave } from './support/app-shell';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

const REFLECTION = 'Day 1 in one line: “Be merciful, even as your Father is merciful” (Luke 6:36).';
const REPLY = 'Thank you, Ruth: the same word opens every surah but one.';
const QUESTION = 'What does each tradition teach about mercy?';
const ABUSE = 'Christians are vermin and should be driven out';

/** The sign-up form, filled and sent; the page then goes where it was asked to come back to. */
async function fillSignUp(page: Page, person: { first: string; last: string; username: string }) {
  await page.getByLabel('First Name').fill(person.first);
  await page.getByLabel('Last Name').fill(person.last);
  // A retry runs on the same server, where the first attempt's accounts remain.
  const username = `${person.username}_${test.info().retry}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill('gleaning-in-the-field-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** A post of the thread, by its author's name and a piece of its text. */
const postBy = (page: Page, author: string, text: string | RegExp): Locator =>
  page.getByRole('article', { name: new RegExp(`^${author}`) }).filter({ hasText: text });

test.describe('circles', () => {
  test('two readers read, reflect and ask the scholar together, live; abuse is refused; a removed member finds nothing', async () => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    const watch = (page: Page) => page.on('pageerror', (error) => problems.push(error.message));

    // A, the host, signs up and comes back to the circles; B arrives through the link as a guest.
    const a = await app.newPage({ viewport: { width: 1280, height: 900 } });
    watch(a);
    await openPastSplash(a, '/auth?mode=signup&next=%2Fcircles');
    await fillSignUp(a, { first: 'Miriam', last: 'Host', username: 'miriam_circle' });
    await expect(a.getByRole('heading', { level: 1, name: 'Circles' })).toBeVisible();
    await a.getByLabel('Name', { exact: true }).fill('Mercy across traditions');
    await a.getByLabel('Description').fill('One passage a day from each tradition, and what we make of it.');
    await a.getByLabel('Reading plan').selectOption({ label: 'Forgiveness' });
    await expect(a.getByLabel('Start date')).toBeVisible();
    await expectNoSeriousA11yViolations(a);
    await a.getByRole('button', { name: 'Create circle' }).click();
    await expect(a.getByRole('heading', { level: 1, name: 'Mercy across traditions' })).toBeVisible();
    const circleUrl = new URL(a.url());
    expect(circleUrl.pathname).toMatch(/^\/circles\/[0-9a-f-]{36}$/);
    await expect(a.getByRole('heading', { name: /^Day 1: / })).toBeVisible();

    await a.getByRole('button', { name: 'Create an invite link' }).click();
    const link = await a.getByLabel('New invite link').inputValue();
    const invitePath = new URL(link).pathname;
    expect(invitePath).toMatch(/^\/circles\/join\/[A-Za-z0-9_-]{43}$/);
    await expectNoSeriousA11yViolations(a);

    // B opens the link as a guest: the circle and its host, and a way to sign up that comes back here.
    const b = await app.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    watch(b);
    await openPastSplash(b, invitePath);
    await expect(b.getByRole('heading', { level: 1, name: 'Mercy across traditions' })).toBeVisible();
    await expect(b.getByText('Hosted by Miriam Host')).toBeVisible();
    await expectNoSeriousA11yViolations(b);
    await b.getByRole('link', { name: 'Create an account to join' }).click();
    await fillSignUp(b, { first: 'Ruth', last: 'Gleaner', username: 'ruth_circle' });
    await expect(b).toHaveURL(new RegExp(`${invitePath}$`));
    await b.getByRole('button', { name: 'Join' }).click();
    await expect(b).toHaveURL(circleUrl.href);
    await expect(b.getByRole('heading', { level: 1, name: 'Mercy across traditions' })).toBeVisible();

    // B reads day 1: a passage opens the reader at it; back in the circle, the day is marked read.
    const today = b.getByRole('region', { name: 'Today’s reading' });
    const passage = today.getByRole('link').first();
    const reference = (await passage.textContent())!;
    await passage.click();
    await waitForSplashToLeave(b);
    await expect(b.getByRole('article', { name: new RegExp(`^${reference.split(/[-–]/)[0]}`) })).toBeVisible({
      timeout: 20_000,
    });
    await b.goBack();
    await today.getByRole('button', { name: 'Mark day 1 as read' }).click();
    await expect(today.getByText('You have read day 1')).toBeVisible();
    // A sees who read it without a reload.
    await expect(a.getByText('Read today: Ruth Gleaner')).toBeVisible();

    // B's reflection appears on A's open page, its reference a link into the reader.
    await b.getByLabel('Share a reflection on day 1').fill(REFLECTION);
    await b.getByRole('button', { name: 'Post reflection' }).click();
    await expect(postBy(b, 'Ruth Gleaner', 'Be merciful')).toBeVisible();
    const onA = postBy(a, 'Ruth Gleaner', 'Be merciful');
    await expect(onA).toBeVisible();
    await expect(onA.getByRole('link', { name: 'Luke 6:36' })).toHaveAttribute(
      'href',
      '/dashboard?religion=christianity&book=Luke&chapter=6&verse=36',
    );

    // A replies; B sees the reply arrive.
    await onA.getByRole('button', { name: 'Reply', exact: true }).click();
    await a.getByLabel('Reply to Ruth Gleaner').fill(REPLY);
    await a.getByRole('button', { name: 'Post reply' }).click();
    await expect(postBy(b, 'Miriam Host', 'the same word opens')).toBeVisible();

    // A asks the scholar in front of the circle; both see the grounded answer, its references open the reader.
    await a.getByLabel('Share a reflection on day 1').fill(QUESTION);
    await a.getByRole('button', { name: 'Ask the scholar' }).click();
    const answerOnA = a.getByRole('article', { name: /^The scholar/ });
    await expect(answerOnA).toBeVisible({ timeout: 60_000 });
    const answerOnB = b.getByRole('article', { name: /^The scholar/ });
    await expect(answerOnB).toBeVisible();
    await expect(postBy(b, 'Miriam Host', QUESTION)).toBeVisible();
    await expectNoSeriousA11yViolations(a);
    const cited = answerOnB.getByRole('link').first();
    const citedReference = (await cited.textContent())!;
    await cited.click();
    await waitForSplashToLeave(b);
    await expect(b).toHaveURL(/\/dashboard\?religion=/);
    await expect(b.getByRole('article', { name: citedReference })).toBeVisible({ timeout: 20_000 });
    await b.goBack();

    // B's abusive message is refused with the moderation notice; the words stay with B and never reach A.
    const field = b.getByLabel('Share a reflection on day 1');
    await field.fill(ABUSE);
    await b.getByRole('button', { name: 'Post reflection' }).click();
    await expect(b.getByRole('alert').filter({ hasText: 'Message Moderated' })).toBeVisible();
    await expect(field).toHaveValue(ABUSE);
    await expect(b.getByRole('article').filter({ hasText: 'vermin' })).toHaveCount(0);

    // A removes B: B's open page and the circle's URL now answer as for a circle that does not exist.
    await a.getByRole('button', { name: 'Remove Ruth Gleaner' }).click();
    await a
      .getByRole('dialog', { name: 'Remove Ruth Gleaner?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(a.getByRole('region', { name: /Members/ }).getByText('Ruth Gleaner')).toHaveCount(0);
    await expect(a.getByRole('article').filter({ hasText: 'vermin' })).toHaveCount(0);
    await expect(b.getByRole('heading', { level: 1, name: 'Circle not found' })).toBeVisible();
    const api = await b.request.get(`/api/circles${circleUrl.pathname.slice('/circles'.length)}`);
    expect(api.status()).toBe(404);
    await b.reload();
    await waitForSplashToLeave(b);
    await expect(b.getByRole('heading', { level: 1, name: 'Circle not found' })).toBeVisible();

    // A's dashboard lists the circle on its card.
    await openPastSplash(a, '/dashboard');
    await expect(
      a.getByRole('region', { name: 'Circles' }).getByRole('link', { name: 'Mercy across traditions' }),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });
});
