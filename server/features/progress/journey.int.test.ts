import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { weeklyProgress } from '../../db/schema/journey';
import { createTestApp } from '../../test/test-app';
import { ReaderBrowser } from './testing/reader-browser';
import { milestoneTypes as types, readAt, userIdOf } from './testing/journey-helpers';

describe('the spiritual journey: streaks and milestones', () => {
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

  it("counts streak days in the reader's own zone: 23:50 and 00:10 in Tokyo are two days", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokyo = new ReaderBrowser(app);
    const london = new ReaderBrowser(app);
    for (const [reader, timeZone] of [
      [tokyo, 'Asia/Tokyo'],
      [london, 'Europe/London'],
    ] as const) {
      await readAt(reader, '2025-01-01T14:50:00Z', {
        religion: 'islam',
        book: 'Al-Fatihah',
        chapter: 1,
        minutes: 0,
        timeZone,
      });
      await readAt(reader, '2025-01-01T15:10:00Z', {
        religion: 'islam',
        book: 'Al-Ikhlas',
        chapter: 112,
        minutes: 0,
      });
    }
    expect((await tokyo.get('/api/progress/summary')).json()).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
    });
    expect((await london.get('/api/progress/summary')).json()).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
    });
  });

  it('keeps days right across the spring DST change in New York, and breaks a streak after a missed day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = new ReaderBrowser(app);
    const timeZone = 'America/New_York';
    // 12:00 on 8 March (EST), then 00:30 on 10 March (EDT = 04:30Z): 9 March was missed.
    await readAt(reader, '2025-03-08T17:00:00Z', {
      religion: 'judaism',
      book: 'Genesis',
      chapter: 1,
      minutes: 5,
      timeZone,
    });
    await readAt(reader, '2025-03-10T04:30:00Z', {
      religion: 'judaism',
      book: 'Genesis',
      chapter: 2,
      minutes: 5,
    });
    expect((await reader.get('/api/progress/summary')).json()).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
    });
    // 23:30 on 10 March and 23:59 on 11 March make three days in a row ending today.
    await readAt(reader, '2025-03-11T03:30:00Z', {
      religion: 'judaism',
      book: 'Genesis',
      chapter: 3,
      minutes: 5,
    });
    await readAt(reader, '2025-03-12T03:59:00Z', {
      religion: 'judaism',
      book: 'Genesis',
      chapter: 4,
      minutes: 1,
    });
    const summary = (await reader.get('/api/progress/summary')).json();
    expect(summary).toMatchObject({ currentStreak: 2, longestStreak: 2 });

    // Two days later with no reading, the current streak is gone but the longest stays.
    vi.setSystemTime(new Date('2025-03-14T12:00:00Z'));
    expect((await reader.get('/api/progress/summary')).json()).toMatchObject({
      currentStreak: 0,
      longestStreak: 2,
    });
  });

  it('awards 3, 7, 14 and 30-day streak milestones once each', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = new ReaderBrowser(app);
    for (let day = 1; day <= 31; day += 1) {
      const at = `2025-07-${String(day).padStart(2, '0')}T08:00:00Z`;
      await readAt(reader, at, {
        religion: 'buddhism',
        book: 'Dhammapada',
        chapter: 1,
        minutes: 2,
        timeZone: 'Asia/Kolkata',
      });
    }
    const milestones = (await reader.get('/api/progress/milestones')).json();
    // A streak milestone is earned by the verse read that makes the day count.
    const awardedAt = Object.fromEntries(
      milestones.map((m: { type: string; achievedAt: string }) => [m.type, m.achievedAt.slice(0, 16)]),
    );
    expect(awardedAt).toMatchObject({
      streak_3: '2025-07-03T08:00',
      streak_7: '2025-07-07T08:00',
      streak_14: '2025-07-14T08:00',
      streak_30: '2025-07-30T08:00',
      sessions_10: '2025-07-10T08:02',
    });
    expect(milestones.filter((m: { type: string }) => m.type.startsWith('streak_'))).toHaveLength(4);
    const month = milestones.find((m: { type: string }) => m.type === 'streak_30');
    expect(month).toMatchObject({ badge: '👑', title: 'Month of Devotion', value: 30, isSpecial: true });
    expect(month.description).toBe('Read scripture 30 days in a row.');
    const weeks = await app.database.db
      .select()
      .from(weeklyProgress)
      .where(eq(weeklyProgress.userId, (await userIdOf(app, reader))!))
      .orderBy(asc(weeklyProgress.weekStart));
    // 1 July 2025 is a Tuesday: the first week was joined late, every full week kept the streak.
    expect(weeks.map((week) => [week.weekStart, week.streakMaintained, week.sessionsCount])).toEqual([
      ['2025-06-30', false, 6],
      ['2025-07-07', true, 7],
      ['2025-07-14', true, 7],
      ['2025-07-21', true, 7],
      ['2025-07-28', true, 4],
    ]);
    expect((await reader.get('/api/progress/summary')).json()).toMatchObject({
      currentStreak: 31,
      longestStreak: 31,
      totalSessions: 31,
      totalMinutes: 62,
    });
  });

  it('awards first session, first chapter completed, each tradition and all five traditions', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = new ReaderBrowser(app);
    const first = await readAt(reader, '2025-05-05T09:00:00Z', {
      religion: 'christianity',
      book: 'John',
      chapter: 1,
      minutes: 4,
      timeZone: 'UTC',
      completed: true,
    });
    expect(types(first.newMilestones)).toEqual([
      'first_chapter_christianity',
      'first_chapter_completed',
      'first_session',
    ]);
    const gospel = first.newMilestones.find((m: { type: string }) => m.type === 'first_chapter_christianity');
    expect(gospel).toMatchObject({ badge: '✝️', title: 'Christianity Explored' });
    expect(gospel.description).toBe('Read your first chapter of the Holy Bible.');

    const others = [
      ['islam', 'Al-Baqarah'],
      ['judaism', 'Exodus'],
      ['hinduism', 'Bhagavad Gita'],
    ] as const;
    for (const [index, [religion, book]] of others.entries()) {
      const ended = await readAt(reader, `2025-05-05T1${index}:00:00Z`, {
        religion,
        book,
        chapter: 1,
        minutes: 3,
      });
      expect(types(ended.newMilestones)).toEqual([`first_chapter_${religion}`]);
    }
    const last = await readAt(reader, '2025-05-05T15:00:00Z', {
      religion: 'buddhism',
      book: 'Dhammapada',
      chapter: 2,
      minutes: 3,
    });
    expect(types(last.newMilestones)).toEqual(['all_traditions', 'first_chapter_buddhism']);

    // Reading again earns nothing twice.
    const again = await readAt(reader, '2025-05-05T16:00:00Z', {
      religion: 'christianity',
      book: 'John',
      chapter: 2,
      minutes: 1,
      completed: true,
    });
    expect(again.newMilestones).toEqual([]);
    const summary = (await reader.get('/api/progress/summary')).json();
    expect(summary.religionsExplored).toEqual(['christianity', 'islam', 'judaism', 'hinduism', 'buddhism']);
    expect(summary.recentMilestones).toHaveLength(5);
    expect((await reader.get('/api/progress/milestones')).json()).toHaveLength(8);
  });

  it('neither explores a tradition nor awards First Steps for a session with no verse read', async () => {
    const reader = new ReaderBrowser(app);
    const id = await reader.start('hinduism', 'Bhagavad Gita', 4);
    const ended = await reader.end(id, { durationMinutes: 0 });
    expect(ended.newMilestones).toEqual([]);
    const summary = (await reader.get('/api/progress/summary')).json();
    expect(summary).toMatchObject({ totalSessions: 1, religionsExplored: [], recentMilestones: [] });
    expect((await reader.get('/api/progress/journey')).json().favoriteReligion).toBeNull();

    // The first session in which a verse is read is the first step.
    const next = await reader.start('hinduism', 'Bhagavad Gita', 4);
    await reader.countVerses(next, 1);
    const read = await reader.end(next, { durationMinutes: 1, versesRead: 1 });
    expect(types(read.newMilestones)).toEqual(['first_chapter_hinduism', 'first_session']);
  });

  it('picks the tradition with the most minutes as favourite', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = new ReaderBrowser(app);
    await readAt(reader, '2025-05-06T08:00:00Z', {
      religion: 'islam',
      book: 'Al-Kahf',
      chapter: 18,
      minutes: 4,
    });
    await readAt(reader, '2025-05-06T09:00:00Z', {
      religion: 'islam',
      book: 'Maryam',
      chapter: 19,
      minutes: 4,
    });
    await readAt(reader, '2025-05-06T10:00:00Z', {
      religion: 'hinduism',
      book: 'Bhagavad Gita',
      chapter: 2,
      minutes: 12,
    });
    expect((await reader.get('/api/progress/journey')).json().favoriteReligion).toBe('hinduism');
  });
});
