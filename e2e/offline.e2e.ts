import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, useFileFixtures } from './support/fixtures';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { toastWith } from './support/public-site';
import { ONE_SOURCE_PER_TRADITION } from './support/seed-corpus';
import { waitForSplashToLeave } from './support/app-shell';

/*
 * Offline reading (ADR 0052) in Chromium against the built client and the real server: the service worker
 * precaches the shell, keeps opened chapters, 'Save for offline' stores a whole book, Playwright's offline
 * mode cuts the network, and an update of sw.js is picked up through the 'A new version is available' toast.
 * The server serves a private copy of the build (CLIENT_DIR): other specs may rebuild dist/client meanwhile,
 * and the update test writes a new sw.js into it.
 */
// Playwright applies offline mode to the service worker's own requests only with this flag; without it the
// worker would still reach the server while the page is 'offline', which is not what a reader's device does.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const CHAT_OFFLINE =
  'You are offline. The scholar needs a connection to answer; chapters you opened or saved can still be read.';

test.use({ serverSetup: { seedSources: ONE_SOURCE_PER_TRADITION, privateClient: true } });
const app = useFileFixtures();

const verseCard = (page: Page, reference: string): Locator =>
  page.getByRole('article', { name: reference, exact: true });

async function waitForDashboard(page: Page) {
  await waitForSplashToLeave(page, 60_000);
}

/** The worker controls the page once it has installed (precached the shell) and claimed the client. */
async function waitForServiceWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const states = [
            registration?.installing?.state,
            registration?.waiting?.state,
            registration?.active?.state,
          ];
          return `controller: ${navigator.serviceWorker.controller?.state ?? 'none'}; worker: ${states.join('/')}; document: ${document.readyState}`;
        }),
      { timeout: 90_000, message: 'the service worker did not take control of the page' },
    )
    .toMatch(/^controller: activated;/);
}

const shellCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('sacred-circle-shell-')));

test.describe('offline reading as an installable PWA', () => {
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    page = await app.newPage({ viewport: { width: 1400, height: 900 } });
    context = page.context();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.text().startsWith('Offline reading is unavailable')) problems.push(message.text());
    });
  });

  test('installs: the manifest has the icons and display mode Chromium needs, and the worker precaches the shell', async () => {
    test.setTimeout(180_000);
    await page.goto(`/dashboard?religion=christianity&book=John&chapter=3`);
    await waitForDashboard(page);
    await waitForServiceWorker(page);

    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', name: 'Sacred Circle' });
    const icons = (manifest?.icons ?? []) as { sizes: string; purpose?: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    const [shell] = await shellCaches(page);
    expect(shell).toMatch(/^sacred-circle-shell-[0-9a-f]{16}$/);
    const cached = await page.evaluate(async (name) => {
      const keys = await (await caches.open(name)).keys();
      return keys.map((request) => new URL(request.url).pathname);
    }, shell!);
    expect(cached).toContain('/');
    expect(cached).toContain('/site.webmanifest');
    expect(cached.some((path) => /^\/assets\/index-.*\.js$/.test(path))).toBe(true);
    expect(cached.some((path) => /^\/assets\/literata-latin-wght-normal-.*\.woff2$/.test(path))).toBe(true);
    expect(cached.some((path) => path.startsWith('/api/'))).toBe(false);
  });

  test('keeps the chapter read online and saves a whole book for offline', async () => {
    test.setTimeout(180_000);
    // The deep link was read before the worker controlled the page; reload so the read goes through it.
    await page.reload();
    await waitForDashboard(page);
    await expect(verseCard(page, 'John 3:16')).toContainText('For God so loved the world');

    await page.goto(`/dashboard?religion=christianity&book=Ruth&chapter=1`);
    await waitForDashboard(page);
    await expect(verseCard(page, 'Ruth 1:1')).toBeVisible();
    const navigation = page.locator('#dashboard-navigation');
    await navigation.getByRole('button', { name: 'Save for offline' }).click();
    await expect(navigation.getByRole('status').filter({ hasText: 'Saved for offline' })).toHaveCount(1, {
      timeout: 30_000,
    });
    const stored = await page.evaluate(async () => {
      const keys = await (await caches.open('sacred-circle-scripture-v1')).keys();
      return keys
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname === '/api/scriptures' && url.searchParams.get('book') === 'Ruth')
        .map((url) => Number(url.searchParams.get('chapter')))
        .sort();
    });
    expect(stored).toEqual([1, 2, 3, 4]);
  });

  test('offline: the shell loads, the opened and the saved (never opened) chapters read, chat explains', async () => {
    test.setTimeout(180_000);
    await context.setOffline(true);
    await page.goto(`/dashboard?religion=christianity&book=John&chapter=3`);
    await waitForDashboard(page);
    await expect(verseCard(page, 'John 3:16')).toContainText('For God so loved the world');
    const header = page.locator('header').first();
    await expect(header.getByRole('status')).toContainText('Offline');

    await page.goto(`/dashboard?religion=christianity&book=Ruth&chapter=3`);
    await waitForDashboard(page);
    await expect(verseCard(page, 'Ruth 3:1')).toContainText(/Naomi her mother.in.law said/);

    const chatToggle = page.getByRole('button', { name: 'Show chat panel' });
    if (await chatToggle.count()) await chatToggle.click();
    const chat = page.locator('#dashboard-chat');
    await expect(chat.getByText(CHAT_OFFLINE)).toHaveCount(1);
    await chat.getByRole('textbox', { name: 'Your question' }).fill('What is loving-kindness?');
    const send = chat.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    const notice = chat.getByRole('status').filter({ hasText: CHAT_OFFLINE });
    const noticeId = await notice.getAttribute('id');
    expect(noticeId).toBeTruthy();
    await expect(send).toHaveAttribute('aria-describedby', noticeId!);
    await expectNoSeriousA11yViolations(page, { include: '#dashboard-chat' });
    await expectNoSeriousA11yViolations(page, { include: 'header' });
  });

  test('back online: the notice and badge leave and new chapters come from the server', async () => {
    test.setTimeout(180_000);
    await context.setOffline(false);
    const chat = page.locator('#dashboard-chat');
    await expect(chat.getByText(CHAT_OFFLINE)).toHaveCount(0);
    // The draft typed offline is still there and can be sent once the conversation has loaded again.
    await expect(chat.getByRole('textbox', { name: 'Your question' })).toHaveValue(
      'What is loving-kindness?',
    );
    await expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 30_000 });
    await page.goto(`/dashboard?religion=christianity&book=John&chapter=4`);
    await waitForDashboard(page);
    await expect(verseCard(page, 'John 4:24')).toContainText(/God is (a )?spirit/i);
    await expect(page.locator('header').first().getByText('Offline')).toHaveCount(0);
  });

  test('picks up a new sw.js through the update toast: one reload, the old shell cache deleted', async ({
    privateClientDir,
  }) => {
    test.setTimeout(180_000);
    // Its own starting point, online and controlled by the worker, whatever the tests before it left behind.
    await context.setOffline(false);
    await page.goto(`/dashboard?religion=christianity&book=John&chapter=4`);
    await waitForDashboard(page);
    await waitForServiceWorker(page);
    await expect(verseCard(page, 'John 4:24')).toContainText(/God is (a )?spirit/i);
    const [oldShell] = await shellCaches(page);
    const workerFile = path.join(privateClientDir!, 'sw.js');
    const original = readFileSync(workerFile, 'utf8');
    const oldVersion = oldShell!.replace('sacred-circle-shell-', '');
    const newVersion = 'feedfacecafebeef';
    expect(original).toContain(oldVersion);
    // A new release of the worker, as a deploy would put it on the server: a new version, so new caches.
    rmSync(`${workerFile}.br`, { force: true });
    rmSync(`${workerFile}.gz`, { force: true });
    writeFileSync(workerFile, original.replaceAll(oldVersion, newVersion));
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.waiting?.state ?? registration?.installing?.state ?? 'none';
          }),
        { timeout: 30_000 },
      )
      .toBe('installed');
    const toast = toastWith(page, 'A new version is available');
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // Waiting, not active: the page still runs on the old version until the reader chooses.
    expect(await shellCaches(page)).toEqual(
      expect.arrayContaining([oldShell, `sacred-circle-shell-${newVersion}`]),
    );
    expect(loads).toBe(0);

    await toast.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => loads, { timeout: 30_000 }).toBe(1);
    await waitForDashboard(page);
    await expect.poll(() => shellCaches(page)).toEqual([`sacred-circle-shell-${newVersion}`]);
    await expect(verseCard(page, 'John 4:24')).toContainText(/God is (a )?spirit/i);
    // No reload loop: once the new worker controls the page with nothing installing or waiting behind it,
    // nothing is left to reload for, and the page loaded once.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(
            navigator.serviceWorker.controller &&
            registration?.active &&
            !registration.installing &&
            !registration.waiting,
          );
        }),
      )
      .toBe(true);
    expect(loads).toBe(1);
    await expect(toastWith(page, 'A new version is available')).toHaveCount(0);
    // Saved books survive an app update: only the shell is per version.
    expect(
      await page.evaluate(async () => (await caches.keys()).includes('sacred-circle-scripture-v1')),
    ).toBe(true);
    expect(problems).toEqual([]);
  });
});
