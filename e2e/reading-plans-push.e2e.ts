import type { CDPSession, Page } from '@playwright/test';
import { myPlanSchema } from '../common/api/plans';
import { reminderPush } from '../server/features/plans/reminders/messages';
import { expect, test, useFileFixtures } from './support/fixtures';
import { libraryServer } from './support/shared-servers';
import { waitForSplashToLeave } from './support/app-shell';

/*
 * The app's own service worker receiving a reading-plan reminder in Chromium. Headless Chromium has no push service
 * to subscribe to, so the message comes in through the DevTools protocol (ServiceWorker.deliverPushMessage), which
 * hands the worker a push event as the push service would. Its text is what the server sends for the plan this
 * guest follows (the same function builds both). A click on a notification cannot be driven from here (the
 * protocol has no such command and headless Chromium shows no notification to click); what a click opens is
 * unit-tested in client/src/lib/offline/push-notification.test.ts.
 */

test.use({ serverSetup: libraryServer });
const app = useFileFixtures();

type NotificationSeen = { title: string; body: string; tag: string; icon: string; data: unknown };

/** The worker controls the page once it has installed and claimed it (production builds register /sw.js). */
async function waitForServiceWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return `${registration?.active?.state ?? 'none'}; controller: ${navigator.serviceWorker.controller?.state ?? 'none'}`;
        }),
      { timeout: 90_000, message: 'the service worker did not take control of the page' },
    )
    .toBe('activated; controller: activated');
}

/** The DevTools id of the registration whose scope is the site's root, as the ServiceWorker domain reports it. */
async function registrationIdOf(cdp: CDPSession, scopeURL: string): Promise<string> {
  const seen = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations) seen.set(registration.registrationId, registration);
  });
  // Enabling the domain reports every existing registration.
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => [...seen.values()].some((entry) => entry.scopeURL === scopeURL && !entry.isDeleted), {
      message: `no service worker registration for ${scopeURL}`,
    })
    .toBe(true);
  const [id] = [...seen].find(([, entry]) => entry.scopeURL === scopeURL && !entry.isDeleted) ?? [];
  if (!id) throw new Error(`no service worker registration for ${scopeURL}`);
  return id;
}

const notificationsShown = (page: Page) =>
  page.evaluate(async (): Promise<NotificationSeen[]> => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });

test('the service worker shows a reading-plan reminder pushed to it, with the plan’s words and its page', async () => {
  test.setTimeout(180_000);
  const page = await app.newPage({ viewport: { width: 1280, height: 900 } });
  const origin = new URL(app.server.url).origin;
  await page.context().grantPermissions(['notifications'], { origin });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/plans/psalms-30');
  await waitForSplashToLeave(page);
  await expect(page.getByRole('heading', { name: 'The Psalms in 30 days', level: 1 })).toBeVisible();
  const started = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/plans/psalms-30/start',
  );
  await page.getByRole('button', { name: 'Start this plan' }).click();
  const plan = myPlanSchema.parse(await (await started).json());
  await expect(page.getByText(/Day 1 of \d+ · 0% done/)).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');

  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, `${origin}/`);
  // What the server's reminder run sends to this reader's browsers today (delivery.ts builds it the same way).
  const payload = reminderPush(plan, `/plans/${plan.planId}`);
  expect(payload.title).toBe('Today in The Psalms in 30 days: day 1');
  expect(await notificationsShown(page)).toEqual([]);

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() => notificationsShown(page))
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: '/plans/psalms-30',
        icon: `${origin}/icon-192.png`,
        data: { url: '/plans/psalms-30' },
      },
    ]);
  expect(payload.body).toMatch(/^Day 1: .+ \(Psalms \d+/);

  // A later reminder for the same plan replaces the unread one instead of piling up.
  const tomorrow = { ...payload, title: 'Today in The Psalms in 30 days: day 2' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(tomorrow),
  });
  await expect
    .poll(async () => (await notificationsShown(page)).map((shown) => shown.title))
    .toEqual([tomorrow.title]);

  // A message that is not a reminder (or a link to another site) still opens only this site.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ title: 'Elsewhere', body: 'Go', url: 'https://evil.example/x' }),
  });
  await expect
    .poll(async () => (await notificationsShown(page)).find((shown) => shown.title === 'Elsewhere')?.data)
    .toEqual({ url: '/plans' });
  await cdp.detach();
  expect(problems).toEqual([]);
});
