import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer, xssModerator } from './support/shared-servers';
import type { Page } from '@playwright/test';
import { waitForSplashToLeave } from './support/app-shell';

// Each payload would set window.__xss (or open a dialog) if it ever ran.
const SCRIPT = '<script>window.__xss="script";alert("xss")</script>';
const IMG = '<img src=x onerror="window.__xss=\'img\';alert(1)">';
const LINK = '<a href="javascript:window.__xss=\'link\'">open</a>';
const SVG = '<svg onload="window.__xss=\'svg\'"><circle r="9"/></svg>';

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

// The moderator (made by the server's setup) who reads the flagged queue.
const moderator = xssModerator;
const OFFENCE = `Christians are vermin ${IMG}`;

async function api(url: string, body: object, token?: string) {
  const response = await fetch(`${app.server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { accessToken?: string } };
}

test.beforeAll(async ({ signUp }) => {
  test.setTimeout(120_000);
  // A reader whose name and messages carry markup, one of them flagged, for the moderation queue.
  const offender = await signUp({
    firstName: SVG.slice(0, 60),
    lastName: 'Tester',
    username: 'xss_offender',
    email: 'xss.offender@example.org',
    password: 'shalom-study-2026',
  });
  const token = offender.accessToken;
  expect(
    (await api('/api/chat', { sessionId: 'xss', message: `${SCRIPT} What is mercy?` }, token)).status,
  ).toBe(200);
  expect((await api('/api/chat', { sessionId: 'xss', message: OFFENCE }, token)).status).toBe(400);
});

type Watched = { page: Page; dialogs: string[]; violations: string[]; problems: string[] };

/** A page that records every dialog, CSP violation and uncaught error. */
async function watchedPage(): Promise<Watched> {
  const page = await app.newPage({ viewport: { width: 1400, height: 900 } });
  const watched: Watched = { page, dialogs: [], violations: [], problems: [] };
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watched.problems.push(error.message));
  await page.exposeFunction('__reportViolation', (text: string) => watched.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return watched;
}

async function open(page: Page, target: string) {
  await page.goto(target);
  await waitForSplashToLeave(page);
}

/** Nothing the payloads carry exists as markup, and nothing of theirs ran. */
async function expectInert(watched: Watched) {
  const injected = await watched.page.evaluate(() => ({
    ran: (window as unknown as { __xss?: string }).__xss ?? null,
    handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
    inlineScripts: [...document.querySelectorAll('script')].filter(
      (script) => !script.src && !script.type.includes('json'),
    ).length,
    strayImages: document.querySelectorAll('img[src="x"]').length,
    svgCircles: document.querySelectorAll('svg circle[r="9"]').length,
  }));
  expect(injected).toEqual({
    ran: null,
    handlers: 0,
    javascriptLinks: 0,
    inlineScripts: 0,
    strayImages: 0,
    svgCircles: 0,
  });
  expect(watched.dialogs).toEqual([]);
  expect(watched.problems).toEqual([]);
}

test.describe('script in what people type is shown as text and never runs', () => {
  test('a chat message, a study note and the profile name show their payloads literally', async () => {
    test.setTimeout(180_000);
    const watched = await watchedPage();
    const { page } = watched;
    await open(page, '/dashboard?religion=christianity&book=John&chapter=3&verse=16');

    const chat = page.getByRole('region', { name: 'AI scholar chat' });
    const question = `${SCRIPT} ${IMG} What does scripture say about mercy?`;
    await chat.getByRole('textbox', { name: 'Your question' }).fill(question);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('button', { name: 'Read the whole answer aloud' }).last()).toBeVisible({
      timeout: 30_000,
    });
    await expect(chat.getByText(question, { exact: true })).toBeVisible();

    const card = page.getByRole('article', { name: 'John 3:16', exact: true });
    await card.getByRole('button', { name: 'Add a note to John 3:16' }).click();
    const note = `${LINK} ${SVG}`;
    await page.getByLabel('Note on John 3:16').fill(note);
    await page.getByRole('button', { name: 'Save note' }).click();
    await expect(card.getByRole('button', { name: 'Edit note on John 3:16' })).toBeVisible();
    await expectInert(watched);

    // The same content read back from the server: My Study lists the note.
    await open(page, '/study');
    await expect(
      page.getByRole('listitem', { name: 'Note: John 3:16' }).getByText(note, { exact: true }),
    ).toBeVisible();
    await expectInert(watched);

    await open(page, '/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByLabel('First Name').fill(IMG.slice(0, 60));
    await page.getByLabel('Last Name').fill('Tester');
    await page.getByLabel('Username').fill('xss_tester');
    await page.getByLabel('Email').fill('xss.tester@example.org');
    await page.getByLabel('Password', { exact: true }).fill('shalom-study-2026');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();

    await open(page, '/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const lastName = SVG.slice(0, 60);
    await page.getByLabel('Last Name').fill(lastName);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.locator('main')).toContainText(IMG.slice(0, 60), { useInnerText: true });
    await expect(page.locator('main')).toContainText(lastName, { useInnerText: true });
    await expectInert(watched);

    await open(page, '/dashboard');
    await expect(page.getByRole('region', { name: 'AI scholar chat' })).toBeVisible();
    await expectInert(watched);
    expect(watched.violations).toEqual([]);
  });

  test('the contact form shows the sender’s name as text in its thank-you', async () => {
    test.setTimeout(60_000);
    const watched = await watchedPage();
    const { page } = watched;
    await open(page, '/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const name = IMG.slice(0, 60);
    await form.getByLabel('Your Name').fill(name);
    await form.getByLabel('Email Address').fill('tenzin.norbu@example.org');
    await form.getByLabel('Your Message').fill(`${SCRIPT} ${LINK} ${SVG}`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The toast and its screen-reader announcement both carry the text.
    await expect(page.getByText(`Thank you, ${name}.`, { exact: false }).first()).toBeVisible();
    await expectInert(watched);
  });

  test('the moderation queue shows a flagged message, its context and its author as text', async () => {
    test.setTimeout(90_000);
    const watched = await watchedPage();
    const { page } = watched;
    await open(page, '/auth');
    await page.getByLabel('Email').fill(moderator.email);
    await page.getByLabel('Password', { exact: true }).fill(moderator.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await open(page, '/moderation');
    await expect(page.getByText(OFFENCE, { exact: true })).toBeVisible();
    await page.getByText(/^Conversation before/).click();
    await expect(page.getByText(`Reader: ${SCRIPT} What is mercy?`, { exact: true })).toBeVisible();
    await expect(page.locator('main')).toContainText(`${SCRIPT} What is mercy?`, { useInnerText: true });
    await expect(page.locator('main')).toContainText(SVG.slice(0, 60), { useInnerText: true });
    await expectInert(watched);
  });

  test('the Content-Security-Policy blocks an inline script that gets into the page', async () => {
    test.setTimeout(60_000);
    const watched = await watchedPage();
    const { page } = watched;
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    await waitForSplashToLeave(page);

    // What a missed escape would amount to: markup with an inline script and an inline handler in the DOM.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = "inline";';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/missing-image.png" onerror="window.__xss = \'handler\'">';
      document.body.append(holder);
    });
    await expect.poll(() => watched.violations.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(watched.violations.every((violation) => violation.startsWith('script-src'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
    expect(watched.dialogs).toEqual([]);
  });
});
