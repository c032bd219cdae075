import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountExportSchema, type AccountExport } from '../../../common/api/account-export';
import { otpCodes, refreshTokens, users } from '../../db/schema/users';
import { pushSubscriptions } from '../../db/schema/reminders';
import { countOwnedRows, findUserReferences, ownedTables } from '../../lib/personal-data/user-tables';
import type { BrowserSession } from '../../test/browser-session';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { readerWithData } from './testing/reader-with-data';
import { unzip } from './testing/unzip-archive';

type App = Awaited<ReturnType<typeof createTestApp>>;

async function download(browser: BrowserSession) {
  const response = await browser.request({ method: 'GET', url: '/api/account/export' });
  return response;
}

async function exported(browser: BrowserSession) {
  const response = await download(browser);
  expect(response.statusCode, response.body).toBe(200);
  const files = await unzip(response.rawPayload);
  const data = accountExportSchema.parse(JSON.parse(files.get('data.json') ?? 'null'));
  return { response, files, data };
}

/** The rows data.json holds, per table, in the tables' own names. */
function rowsPerTable(data: AccountExport): Record<string, number> {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const plansWithReminder = data.plans.flatMap((plan) => (plan.reminder ? [plan.reminder] : []));
  return {
    users: 1,
    sessions: data.security.browserSessions.length,
    otp_codes: data.security.codes.length,
    refresh_tokens: data.security.signIns.length,
    spiritual_journeys: data.journey ? 1 : 0,
    user_readings: data.readings.length,
    reading_sessions: data.readingSessions.length,
    journey_milestones: data.milestones.length,
    weekly_progress: data.weeklyProgress.length,
    reading_places: data.readingPlaces.length,
    chat_messages: sum(data.chatSessions.map((session) => session.messages.length)),
    ai_usage: data.aiUsage.length,
    study_items: data.studyItems.length,
    plan_enrolments: data.plans.length,
    plan_day_completions: sum(data.plans.map((plan) => plan.completedDays.length)),
    plan_reminders: plansWithReminder.length,
    reminder_jobs: sum(plansWithReminder.map((reminder) => reminder.sends.length)),
    push_subscriptions: data.pushSubscriptions.length,
    circle_notification_jobs: data.circleNotifications.length,
    circle_members: data.circles.circles.length,
    circle_posts: data.circles.posts.length,
    circle_post_reactions: data.circles.reactions.length,
    circle_post_reports: data.circles.reports.length,
    circle_day_reads: data.circles.daysRead.length,
    circle_invites: data.circles.invitesMade.length,
    moderation_logs: data.moderation.log.length,
    flagged_messages: data.moderation.flaggedMessages.length,
  };
}

describe(`GET /api/account/export (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: App;

  beforeAll(async () => {
    app = await createTestApp(
      { AUTH_RATE_LIMIT_MAX: '1000' },
      { database: await openTestDatabase({ corpus: true }) },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it('holds every row of a reader with data in every table, and nothing of another reader', async () => {
    const ruth = await readerWithData(app, { username: 'ruth_of_moab', words: 'alpha-ruth-words' });
    const naomi = await readerWithData(app, { username: 'naomi_of_bethlehem', words: 'beta-naomi-words' });
    const references = await findUserReferences(app.database.db);
    const inTables = await countOwnedRows(app.database.db, ruth.userId, references);

    const { response, files, data } = await exported(ruth.browser);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="sacred-circle-data-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    expect([...files.keys()].sort()).toEqual(['data.json', 'index.html']);

    // Every table that can hold a person's rows is in the export (a table added later without it fails here),
    // the fixture gave each of them at least one row, and the archive holds exactly the tables' rows.
    const inArchive = rowsPerTable(data);
    expect(Object.keys(inArchive).sort()).toEqual(ownedTables(references));
    for (const [table, count] of inTables)
      expect(count, `${table} has no row of the fixture`).toBeGreaterThan(0);
    expect(inArchive).toEqual(Object.fromEntries(inTables));

    expect(data.formatVersion).toBe(1);
    expect(data.account).toMatchObject({
      id: ruth.userId,
      email: ruth.email,
      username: 'ruth_of_moab',
      isGuest: false,
    });
    expect(data.chatSessions[0]?.messages[0]).toMatchObject({
      from: 'reader',
      content: 'What does Ruth teach about loyalty? alpha-ruth-words',
    });
    expect(data.chatSessions[0]?.messages[1]?.from).toBe('scholar');
    expect(data.studyItems[0]?.note).toBe('For God so loved. alpha-ruth-words');
    expect(data.plans[0]).toMatchObject({ planId: 'psalms-30', completedDays: [{ day: 1, how: 'marked' }] });
    expect(data.moderation.flaggedMessages[0]?.content).toBe('a message the guard blocked');

    const archive = [...files.values()].join('\n');
    expect(archive).toContain('alpha-ruth-words');
    expect(archive).not.toContain('beta-naomi-words');
    expect(archive).not.toContain(naomi.userId);
    expect(archive).not.toContain(naomi.email);
  });

  it('holds no password hash, code hash, token hash, push key or session id', async () => {
    const reader = await readerWithData(app, { username: 'boaz_field', words: 'gamma-words' });
    const [account] = await app.database.db.select().from(users).where(eq(users.id, reader.userId));
    const tokens = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, reader.userId));
    const codes = await app.database.db.select().from(otpCodes).where(eq(otpCodes.userId, reader.userId));
    const push = await app.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, reader.userId));
    const secrets = [
      account?.password,
      ...tokens.map((row) => row.token),
      ...codes.map((row) => row.code),
      ...push.flatMap((row) => [row.p256dh, row.auth]),
      ...reader.browser.cookies.values(),
      reader.browser.refreshToken,
      reader.browser.accessToken,
    ].filter((value): value is string => typeof value === 'string' && value.length > 0);
    expect(secrets.length).toBeGreaterThanOrEqual(7);

    const { files, data } = await exported(reader.browser);
    expect(data.account.hasPassword).toBe(true);
    expect(data.pushSubscriptions[0]?.endpoint).toBe(`http://127.0.0.1:9/push/${reader.userId}`);
    const archive = [...files.values()].join('\n');
    for (const secret of secrets) expect(archive).not.toContain(secret);
  });

  it('shows what a reader wrote as text in index.html: markup escaped, direction from the text', async () => {
    const reader = await readerWithData(app, {
      username: 'orpah_returned',
      words: '<script>alert("x")</script> <img src=x onerror=alert(1)> שָׁלוֹם',
    });
    const { files } = await exported(reader.browser);
    const page = files.get('index.html') ?? '';
    expect(page).not.toMatch(/<script|<img|onerror=alert\(1\)>/i);
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toMatch(/<p class="text" dir="auto">What does Ruth teach about loyalty\? &lt;script&gt;/);
    expect(page).toContain('שָׁלוֹם');
    // Nothing is loaded from anywhere: no link, script or image points outside the file.
    expect(page).not.toMatch(/<[a-z][^>]*\s(src|href)=/i);
    expect(page).toContain("default-src 'none'");
  });

  it('works for a guest, by their cookie', async () => {
    const guest = await readerWithData(app, { words: 'delta-guest-words' });
    const { data, files } = await exported(guest.browser);
    expect(data.account).toMatchObject({ id: guest.userId, isGuest: true, email: null });
    expect(data.security.browserSessions).toEqual([expect.objectContaining({ kind: 'guest' })]);
    expect(files.get('index.html')).toContain('delta-guest-words');
  });

  it('refuses the fourth archive in an hour with a 429 in the app’s error shape', async () => {
    const reader = await readerWithData(app, { username: 'jesse_son', words: 'epsilon' });
    for (let i = 0; i < 3; i += 1) expect((await download(reader.browser)).statusCode).toBe(200);
    const refused = await download(reader.browser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^You can download your data 3 times an hour\. Please try again in \d+ minutes\.$/,
      ),
    });
    // Another reader keeps their own allowance.
    const other = await readerWithData(app, { username: 'obed_son', words: 'zeta' });
    expect((await download(other.browser)).statusCode).toBe(200);
  });

  it('lets a suspended account download its data, by token or by cookie, and nothing else', async () => {
    const reader = await readerWithData(app, { username: 'shimei_gera', words: 'eta-suspended-words' });
    const until = new Date(Date.now() + 7 * 24 * 60 * 60_000);
    // The columns a moderator's ban writes.
    await app.database.db
      .update(users)
      .set({ banned: true, banReason: 'Cursing other readers', banExpiresAt: until })
      .where(eq(users.id, reader.userId));

    const byToken = await exported(reader.browser);
    expect(byToken.data.account).toMatchObject({
      id: reader.userId,
      banned: true,
      banReason: 'Cursing other readers',
      banExpiresAt: until.toISOString(),
    });
    expect(byToken.files.get('index.html')).toContain('eta-suspended-words');
    const byCookie = await reader.browser.request({
      method: 'GET',
      url: '/api/account/export',
      bearer: false,
    });
    expect(byCookie.statusCode, byCookie.body).toBe(200);
    expect(byCookie.headers['content-type']).toBe('application/zip');

    // The suspension still holds everywhere else, by either credential.
    for (const bearer of [true, false]) {
      for (const url of ['/api/progress/journey', '/api/study/export?format=csv', '/api/auth/user']) {
        const refused = await reader.browser.request({ method: 'GET', url, bearer });
        expect(refused.statusCode, `${url} ${refused.body}`).toBe(403);
        expect(refused.json().message).toMatch(
          /^Your account has been suspended\. Reason: Cursing other readers\./,
        );
      }
    }
    // The same hourly allowance as anyone, counted for the person rather than their address.
    expect((await download(reader.browser)).statusCode).toBe(200);
    expect((await download(reader.browser)).statusCode).toBe(429);
  });

  it('answers HEAD without building an archive or spending the hourly allowance', async () => {
    const reader = await readerWithData(app, { username: 'heman_ezrahite', words: 'theta' });
    for (let i = 0; i < 5; i += 1) {
      const head = await app.inject({
        method: 'HEAD',
        url: '/api/account/export',
        headers: { authorization: `Bearer ${reader.browser.accessToken}` },
      });
      expect(head.statusCode).toBe(404);
      expect(head.headers['content-type']).not.toBe('application/zip');
      expect(head.headers['content-disposition']).toBeUndefined();
    }
    for (let i = 0; i < 3; i += 1) expect((await download(reader.browser)).statusCode).toBe(200);
    expect((await download(reader.browser)).statusCode).toBe(429);
  });

  it('answers a visitor without a sign-in or guest cookie with a clear 401', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Unauthorized',
      message: 'Please sign in, or read as a guest, to download your data.',
    });
    const badToken = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(401);
  });
});
