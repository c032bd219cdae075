import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, useFileFixtures } from './support/fixtures';
import { emptyServer } from './support/shared-servers';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { projectRoot } from '../scripts/client-build.mjs';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SPLASH_TEXT, waitForSplashToLeave } from './support/app-shell';

test.use({ serverSetup: emptyServer });
const app = useFileFixtures();

/** Opens a page and records what would show up as a broken page: uncaught errors and CSP refusals. */
async function openPage(url: string, options: { reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  const page = await app.newPage({ reducedMotion: options.reducedMotion ?? 'no-preference' });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(`CSP: ${message.text()}`);
    }
  });
  await page.goto(url);
  return { page, problems };
}

async function waitForSplashToFinish(page: Page) {
  await waitForSplashToLeave(page);
}

test.describe('the app shell in a browser', () => {
  test('shows the splash, then the landing page', async () => {
    const { page, problems } = await openPage('/');
    const splash = page.getByText(SPLASH_TEXT);
    await expect(splash).toBeVisible();
    await waitForSplashToFinish(page);

    const enter = page.getByRole('link', { name: 'ENTER THE CIRCLE' });
    await expect(enter).toBeVisible();
    await expect(page).toHaveTitle('Sacred Circle');
    await enter.click();
    await expect(page).toHaveURL('/dashboard');
    expect(problems).toEqual([]);
  });

  test('plays the splash under reduced motion too, and still reveals the app', async () => {
    const { page } = await openPage('/', { reducedMotion: 'reduce' });
    await expect(page.getByText(SPLASH_TEXT)).toBeVisible();
    await waitForSplashToFinish(page);
    await expect(page.getByRole('link', { name: 'ENTER THE CIRCLE' })).toBeVisible();
  });

  test("shows 'Page Not Found' for an unknown path", async () => {
    const { page, problems } = await openPage('/the/lost/scroll');
    await waitForSplashToFinish(page);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Sacred Circle');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page.getByRole('link', { name: 'ENTER THE CIRCLE' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('has no serious accessibility violations on the landing page or the 404 page', async () => {
    for (const url of ['/', '/no-such-page']) {
      const { page } = await openPage(url);
      await waitForSplashToFinish(page);
      await expect(page.locator('main')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
});

test.describe('the running server', () => {
  test('answers /api/health with 200 and the database ok', async () => {
    const response = await fetch(`${app.server.url}/api/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.database).toMatchObject({ ok: true, driver: 'pglite' });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('keeps its data across a restart (SIGTERM, then start on the same DATA_DIR)', async () => {
    // Two restarts: on a loaded two-core machine a start alone has taken 100 s (support/server.ts).
    test.setTimeout(360_000);
    const journal = JSON.parse(
      readFileSync(path.join(projectRoot, 'server/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const dbDir = path.join(app.server.dataDir, 'db');
    const readStopped = async (
      work: (query: (statement: ReturnType<typeof sql>) => Promise<unknown[]>) => Promise<void>,
    ) => {
      const database = await openDatabase({ driver: 'pglite', dataDir: dbDir });
      try {
        await work(
          async (statement) =>
            ((await database.db.execute(statement)) as unknown as { rows: unknown[] }).rows,
        );
      } finally {
        await database.close();
      }
    };

    let migrationsAfterFirstStart: unknown[] = [];
    await app.server.restart(() =>
      readStopped(async (query) => {
        // The first start migrated the database on disk: one journal row per committed migration.
        migrationsAfterFirstStart = await query(
          sql`select id, hash from drizzle.__drizzle_migrations order by id`,
        );
        expect(migrationsAfterFirstStart).toHaveLength(journal.entries.length);
        await query(
          sql`insert into users (email, username, first_name) values ('ruth.moab@example.org', 'ruth', 'Ruth')`,
        );
      }),
    );
    // SIGTERM is a graceful shutdown: HTTP closed, then the database, exit code 0.
    expect(app.server.lastExit()).toEqual({ code: 0, signal: null });
    const health = await fetch(`${app.server.url}/api/health`);
    expect(health.status).toBe(200);

    await app.server.restart(() =>
      readStopped(async (query) => {
        expect(
          await query(sql`select email, username, first_name from users where email is not null`),
        ).toEqual([{ email: 'ruth.moab@example.org', username: 'ruth', first_name: 'Ruth' }]);
        // Restarting found the migrations applied and did not run them again.
        expect(await query(sql`select id, hash from drizzle.__drizzle_migrations order by id`)).toEqual(
          migrationsAfterFirstStart,
        );
      }),
    );
    expect((await fetch(`${app.server.url}/api/health`)).status).toBe(200);
  });
});
