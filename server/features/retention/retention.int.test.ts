import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { retentionPeriodsSchema } from '../../../common/api/legal';
import type { DatabaseHandle } from '../../db/client';
import { chatMessages, flaggedMessages, moderationLogs } from '../../db/schema/chat';
import { clientCounters } from '../../db/schema/client-counters';
import { otpCodes, refreshTokens, sessions, users } from '../../db/schema/users';
import { BrowserSession } from '../../test/browser-session';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { runRetentionIfMine } from './maintenance';
import { DAY_MS, enforceRetention } from './service';

/*
 * The retention job on an injected clock. Guests are made through the API at the real time T0; the job then runs
 * "91 days later" by passing that instant, and a guest's later request is made at a faked Date (only Date is faked:
 * no timer is involved).
 */

type App = Awaited<ReturnType<typeof createTestApp>>;
let first: App;
let second: App;

beforeAll(async () => {
  const database = await openTestDatabase({ corpus: true });
  const overrides = { RETENTION_RUN_MINUTES: '0', AUTH_RATE_LIMIT_MAX: '1000' };
  first = await createTestApp(overrides, { database });
  // A second app server on the same database (on PGlite the same handle; its close leaves it to the first).
  const shared: DatabaseHandle = { ...database, close: async () => undefined };
  second = await createTestApp(overrides, { database: shared });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const john316 = { religion: 'christianity', book: 'John', chapter: 3, verse: 16, translation: 'web' };

/** A guest made by its first request, with a bookmark, a reading session and its journey. */
async function guestWithData(app: App) {
  const guest = new BrowserSession(app);
  const bookmark = await guest.post('/api/study/items', { ...john316, kind: 'bookmark' });
  expect(bookmark.statusCode, bookmark.body).toBe(201);
  const session = await guest.post('/api/progress/session/start', {
    religion: 'christianity',
    book: 'John',
    chapter: 3,
  });
  expect(session.statusCode, session.body).toBeLessThan(300);
  const me = await guest.get('/api/auth/user');
  expect(me.json()).toMatchObject({ guest: true });
  return { guest, userId: me.json().id as string };
}

/** Every row in any table that names the user in a user_id column, plus the cookie sessions naming them. */
async function rowsNaming(app: App, userId: string): Promise<Record<string, number>> {
  const { db } = app.database;
  const tables = (await db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id' order by table_name`)) as unknown as {
    rows: { table_name: string }[];
  };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) counts[table] = result.rows[0]!.n;
  }
  const own = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (own.length > 0) counts.users = own.length;
  const cookies = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(sql`${sessions.sess}->>'userId' = ${userId}`);
  if (cookies.length > 0) counts.sessions = cookies.length;
  return counts;
}

describe('the retention job', () => {
  it('deletes a guest 91 days without a request with all its data, and keeps one 89 days without', async () => {
    const t0 = Date.now();
    const idle = await guestWithData(first);
    const returning = await guestWithData(second);
    // A message of the idle guest that the guard refused, and its log entry.
    await first.database.db.insert(flaggedMessages).values({
      userId: idle.userId,
      content: 'a refused message',
      flagReason: 'hate',
    });
    await first.database.db
      .insert(moderationLogs)
      .values({ userId: idle.userId, action: 'blocked', details: { message: 'a refused message' } });
    expect(Object.keys(await rowsNaming(first, idle.userId)).sort()).toEqual(
      expect.arrayContaining(['reading_sessions', 'sessions', 'spiritual_journeys', 'study_items', 'users']),
    );

    // The returning guest comes back two days later: that request is its latest activity.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0 + 2 * DAY_MS);
    const back = await returning.guest.get('/api/study/items');
    expect(back.statusCode).toBe(200);
    // Its cookie is pushed to the full retention period from then, and its activity recorded, once that day.
    expect(back.cookies.find((cookie) => cookie.name === 'sc_session')).toMatchObject({
      maxAge: first.config.GUEST_RETENTION_DAYS * 24 * 3600,
    });
    const lastActive = async () =>
      (
        await first.database.db
          .select({ at: users.lastActiveAt })
          .from(users)
          .where(eq(users.id, returning.userId))
      )[0]!.at.getTime();
    expect(await lastActive()).toBe(t0 + 2 * DAY_MS);
    vi.setSystemTime(t0 + 2 * DAY_MS + 3 * 3600_000);
    const again = await returning.guest.get('/api/study/items');
    expect(again.cookies.find((cookie) => cookie.name === 'sc_session')).toBeUndefined();
    expect(await lastActive()).toBe(t0 + 2 * DAY_MS);

    const now = new Date(t0 + 91 * DAY_MS);
    vi.setSystemTime(now);
    const run = await enforceRetention(first.database.db, first.config, now);
    expect(run.inactiveGuests).toBe(1);

    expect(await rowsNaming(first, idle.userId)).toEqual({});
    // Its moderation records stay for abuse handling, as a deleted account's do: one pseudonym, content kept
    // until MODERATION_CONTENT_RETENTION_DAYS from now.
    const keptFlagged = await first.database.db
      .select()
      .from(flaggedMessages)
      .where(eq(flaggedMessages.content, 'a refused message'));
    expect(keptFlagged).toEqual([
      expect.objectContaining({ userId: null, pseudonymisedAt: now, userPseudonym: expect.any(String) }),
    ]);
    const keptLog = await first.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.userPseudonym, keptFlagged[0]!.userPseudonym!));
    expect(keptLog).toEqual([
      expect.objectContaining({ userId: null, action: 'blocked', details: { message: 'a refused message' } }),
    ]);
    const kept = await rowsNaming(first, returning.userId);
    expect(kept).toMatchObject({ users: 1, study_items: 1, reading_sessions: 1, sessions: 1 });
    // Its cookie still works and its bookmark is still there, 89 days after its last request.
    const items = await returning.guest.get('/api/study/items');
    expect(items.json().items).toEqual([expect.objectContaining({ book: 'John', chapter: 3, verse: 16 })]);
    // The idle guest's browser is a new visitor now, with nothing of the old guest's.
    expect((await idle.guest.get('/api/auth/user')).json()).not.toMatchObject({ id: idle.userId });
  });

  it('deletes chat messages older than CHAT_RETENTION_MONTHS and keeps the newer ones', async () => {
    const now = new Date(Date.UTC(2029, 4, 15, 12));
    const { db } = first.database;
    const written = (monthsAgo: number, days: number) =>
      new Date(Date.UTC(2029, 4 - monthsAgo, 15 + days, 12));
    await db.insert(chatMessages).values([
      { sessionId: 'retention-chat', type: 'user', content: 'an old question', timestamp: written(24, -1) },
      { sessionId: 'retention-chat', type: 'ai', content: 'a recent answer', timestamp: written(24, 1) },
    ]);
    const run = await enforceRetention(db, first.config, now);
    expect(run.chatMessages).toBe(1);
    const left = await db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, 'retention-chat'));
    expect(left).toEqual([{ content: 'a recent answer' }]);
  });

  it('deletes expired codes, refresh tokens, sessions and old client counters, and keeps live ones', async () => {
    const now = new Date(Date.UTC(2029, 6, 1));
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    const { db } = first.database;
    const [account] = await db
      .insert(users)
      .values({ email: 'retained@example.org', username: 'retained_reader' })
      .returning({ id: users.id });
    const userId = account!.id;
    await db.insert(otpCodes).values([
      { email: 'retained@example.org', code: 'hash-old', purpose: 'login', expiresAt: at(-2) },
      { email: 'retained@example.org', code: 'hash-live', purpose: 'reset', expiresAt: at(0.01) },
    ]);
    const familyId = '4d6c1f0e-7c55-4a39-9d2f-5d1d8a1b2c3d';
    await db.insert(refreshTokens).values([
      { userId, token: 'retention-expired', familyId, expiresAt: at(-2), revokedAt: at(-20) },
      { userId, token: 'retention-live', familyId, expiresAt: at(20) },
    ]);
    await db.insert(sessions).values([
      { sid: 'retention-expired-session', sess: { userId }, expire: at(-0.5) },
      { sid: 'retention-live-session', sess: { userId }, expire: at(10) },
    ]);
    await db.insert(clientCounters).values([
      { key: 'retention:old', windowStart: at(-3), count: 5 },
      { key: 'retention:recent', windowStart: at(-0.1), count: 5 },
    ]);

    const run = await enforceRetention(db, first.config, now);
    expect(run).toMatchObject({ codes: 1, refreshTokens: 1, clientCounters: 1 });
    expect(run.sessions).toBeGreaterThanOrEqual(1);
    expect(
      (
        await db
          .select({ code: otpCodes.code })
          .from(otpCodes)
          .where(eq(otpCodes.email, 'retained@example.org'))
      ).map((row) => row.code),
    ).toEqual(['hash-live']);
    expect(
      (
        await db
          .select({ token: refreshTokens.token })
          .from(refreshTokens)
          .where(eq(refreshTokens.userId, userId))
      ).map((row) => row.token),
    ).toEqual(['retention-live']);
    const cookies = await db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(sql`${sessions.sess}->>'userId' = ${userId}`);
    expect(cookies).toEqual([{ sid: 'retention-live-session' }]);
    const counters = await db
      .select({ key: clientCounters.key })
      .from(clientCounters)
      .where(sql`${clientCounters.key} like 'retention:%'`);
    expect(counters).toEqual([{ key: 'retention:recent' }]);
    // The account itself is not a guest: retention leaves it alone.
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it("removes the content of a deleted account's moderation records once their period has passed", async () => {
    const now = new Date(Date.UTC(2029, 8, 1));
    const days = first.config.MODERATION_CONTENT_RETENTION_DAYS;
    const { db } = first.database;
    const pseudonym = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
    const old = new Date(now.getTime() - (days + 1) * DAY_MS);
    const recent = new Date(now.getTime() - (days - 1) * DAY_MS);
    await db.insert(flaggedMessages).values([
      {
        userPseudonym: pseudonym,
        pseudonymisedAt: old,
        content: 'words past their time',
        flagReason: 'hate',
      },
      { userPseudonym: pseudonym, pseudonymisedAt: recent, content: 'words still kept', flagReason: 'hate' },
    ]);
    await db.insert(moderationLogs).values([
      { userPseudonym: pseudonym, pseudonymisedAt: old, action: 'blocked', details: { message: 'old' } },
      {
        userPseudonym: pseudonym,
        pseudonymisedAt: recent,
        action: 'blocked',
        details: { message: 'recent' },
      },
    ]);
    const run = await enforceRetention(db, first.config, now);
    expect(run.moderationContent).toBe(2);
    const flagged = await db
      .select({ content: flaggedMessages.content, reason: flaggedMessages.flagReason })
      .from(flaggedMessages)
      .where(eq(flaggedMessages.userPseudonym, pseudonym))
      .orderBy(flaggedMessages.id);
    expect(flagged).toEqual([
      { content: '', reason: 'hate' },
      { content: 'words still kept', reason: 'hate' },
    ]);
    const logs = await db
      .select({ details: moderationLogs.details, action: moderationLogs.action })
      .from(moderationLogs)
      .where(eq(moderationLogs.userPseudonym, pseudonym))
      .orderBy(moderationLogs.id);
    expect(logs).toEqual([
      { details: null, action: 'blocked' },
      { details: { message: 'recent' }, action: 'blocked' },
    ]);
  });

  it('runs once per interval with two app servers asking at the same moment', async () => {
    const now = new Date(Date.UTC(2029, 10, 3, 9, 30));
    const [fromFirst, fromSecond] = await Promise.all([
      runRetentionIfMine(first, now),
      runRetentionIfMine(second, now),
    ]);
    expect([fromFirst, fromSecond].filter((run) => run !== null)).toHaveLength(1);
    // Later in the same hour neither runs it; in the next hour one does again.
    const later = new Date(now.getTime() + 20 * 60 * 1000);
    expect(await runRetentionIfMine(second, later)).toBeNull();
    expect(await runRetentionIfMine(first, later)).toBeNull();
    expect(await runRetentionIfMine(second, new Date(now.getTime() + 60 * 60 * 1000))).not.toBeNull();
  });

  it('states the configured periods at GET /api/legal/retention', async () => {
    const app = await createTestApp(
      {
        RETENTION_RUN_MINUTES: '0',
        GUEST_RETENTION_DAYS: '60',
        CHAT_RETENTION_MONTHS: '12',
        MODERATION_CONTENT_RETENTION_DAYS: '365',
      },
      { database: { ...first.database, close: async () => undefined } },
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/api/legal/retention' });
      expect(response.statusCode).toBe(200);
      expect(retentionPeriodsSchema.parse(response.json())).toEqual({
        guestDays: 60,
        chatMonths: 12,
        moderationContentDays: 365,
      });
    } finally {
      await app.close();
    }
  });
});
