import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  journeyMilestones,
  readingSessions,
  spiritualJourneys,
  userReadings,
  weeklyProgress,
} from '../../db/schema/journey';
import { createTestApp } from '../../test/test-app';
import { closeAllStaleSessions } from './service';
import { ReaderBrowser } from './testing/reader-browser';

describe('progress reads never write, and ending a session is all or nothing', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function journeyTables() {
    const db = app.database.db;
    return {
      sessions: await db.select().from(readingSessions).orderBy(readingSessions.id),
      journeys: await db.select().from(spiritualJourneys).orderBy(spiritualJourneys.id),
      readings: await db.select().from(userReadings).orderBy(userReadings.id),
      weeks: await db.select().from(weeklyProgress).orderBy(weeklyProgress.id),
      milestones: await db.select().from(journeyMilestones).orderBy(journeyMilestones.id),
    };
  }

  it('answers every GET with a stale session shown as closed, leaving the tables as they were', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2025-06-05T07:00:00Z'));
    const reader = new ReaderBrowser(app);
    const earlier = await reader.start('islam', 'Al-Fatihah', 1);
    await reader.countVerses(earlier, 2);
    vi.setSystemTime(Date.parse('2025-06-05T07:04:00Z'));
    await reader.end(earlier, { durationMinutes: 4 });
    const id = await reader.start('christianity', 'Romans', 8);
    vi.setSystemTime(Date.parse('2025-06-05T07:09:00Z'));
    await reader.countVerses(id, 3);
    // Days later: the streak has lapsed and the open session is stale, yet nothing is written by reading.
    vi.setSystemTime(Date.parse('2025-06-08T07:00:00Z'));

    const before = await journeyTables();
    const [latest] = (await reader.get('/api/progress/sessions')).json();
    expect(latest).toMatchObject({ id, endTime: '2025-06-05T07:09:00.000Z', durationMinutes: 5 });
    const summary = (await reader.get('/api/progress/summary')).json();
    expect(summary).toMatchObject({ totalSessions: 2, totalMinutes: 9, currentStreak: 0 });
    expect(summary.religionsExplored).toEqual(['christianity', 'islam']);
    for (const path of ['/api/progress/journey', '/api/progress/milestones', '/api/progress/daily-minutes']) {
      expect((await reader.get(path)).statusCode, path).toBe(200);
    }
    expect(await journeyTables()).toEqual(before);

    // The maintenance job closes it for real, with the figures the reads showed.
    expect(await closeAllStaleSessions(app.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await app.database.db.select().from(readingSessions).where(eq(readingSessions.id, id));
    expect(row).toMatchObject({ endTime: new Date('2025-06-05T07:09:00Z'), durationMinutes: 5 });
    expect((await reader.get('/api/progress/summary')).json()).toMatchObject({
      totalSessions: 2,
      totalMinutes: 9,
    });
  });

  it('shows the milestones a stale session reaches before anything writes them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2025-07-01T09:00:00Z'));
    const reader = new ReaderBrowser(app);
    const id = await reader.start('hinduism', 'Bhagavad Gita', 2);
    vi.setSystemTime(Date.parse('2025-07-01T09:06:00Z'));
    await reader.countVerses(id, 2);
    vi.setSystemTime(Date.parse('2025-07-01T11:00:00Z'));

    // Nothing was ever ended, so no milestone is stored; the read shows the first session as reached.
    expect((await reader.get('/api/progress/milestones')).json()).toEqual([]);
    const before = await journeyTables();
    const summary = (await reader.get('/api/progress/summary')).json();
    expect(summary).toMatchObject({ totalSessions: 1, totalMinutes: 6 });
    expect(summary.recentMilestones).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'first_session',
          title: 'First Steps',
          achievedAt: '2025-07-01T11:00:00.000Z',
        }),
      ]),
    );
    expect(await journeyTables()).toEqual(before);

    // The job writes the same milestones; the read then shows the stored rows and no second copy.
    expect(await closeAllStaleSessions(app.database.db)).toBeGreaterThanOrEqual(1);
    const stored = (await reader.get('/api/progress/milestones')).json();
    const after = (await reader.get('/api/progress/summary')).json();
    expect(after.recentMilestones.map((milestone: { type: string }) => milestone.type).sort()).toEqual(
      summary.recentMilestones.map((milestone: { type: string }) => milestone.type).sort(),
    );
    expect(after.recentMilestones).toEqual(stored.slice(0, 5));
    expect(stored.every((milestone: { id: number }) => milestone.id > 0)).toBe(true);
  });

  it('closes sessions left open past the limit when the server starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 3 * 60 * 60 * 1000);
    const reader = new ReaderBrowser(app);
    const id = await reader.start('judaism', 'Psalms', 23);
    await reader.countVerses(id, 1);
    vi.useRealTimers();

    // A second server on the same database, as after a restart; closing it must leave the shared database open.
    const restarted = await createTestApp(
      {},
      { database: { ...app.database, close: async () => undefined } },
    );
    try {
      await restarted.ready();
      const [row] = await app.database.db.select().from(readingSessions).where(eq(readingSessions.id, id));
      expect(row?.endTime).not.toBeNull();
      const milestones = (await reader.get('/api/progress/milestones')).json();
      expect(milestones.map((milestone: { type: string }) => milestone.type)).toContain('first_session');
    } finally {
      await restarted.close();
    }
  });

  it('rolls the whole end back when a statement in the middle fails', async () => {
    const reader = new ReaderBrowser(app);
    const id = await reader.start('judaism', 'Genesis', 1);
    const before = await journeyTables();
    const db = app.database.db;
    // A failure after the session row is closed and the reading logged: writing the week is refused.
    await db.execute(sql`
      create function refuse_week() returns trigger language plpgsql as $$
      begin raise exception 'injected failure while saving the week'; end $$`);
    await db.execute(sql`
      create trigger refuse_week before insert or update on weekly_progress
      for each row execute function refuse_week()`);
    try {
      const response = await reader.patch(`/api/progress/session/${id}/end`, {
        durationMinutes: 0,
        versesRead: 4,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_week on weekly_progress`);
      await db.execute(sql`drop function refuse_week()`);
    }
    expect(await journeyTables()).toEqual(before);
    const [row] = await db.select().from(readingSessions).where(eq(readingSessions.id, id));
    expect(row).toMatchObject({ endTime: null, versesRead: 0 });

    // Nothing half-done is left behind: the same end succeeds once the failure is gone.
    expect((await reader.end(id, { durationMinutes: 0, versesRead: 4 })).session.versesRead).toBe(4);
  });
});
