import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { weeklyProgress } from '../../db/schema/journey';
import { createTestApp } from '../../test/test-app';
import { ReaderBrowser } from './testing/reader-browser';
import { milestoneTypes as types, readAt, userIdOf, weekFigures } from './testing/journey-helpers';

describe('the spiritual journey: weekly goal, weeks and the chart', () => {
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

  it('tracks the weekly goal over the last 7 days and awards it once reached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = new ReaderBrowser(app);
    vi.setSystemTime(new Date('2025-09-01T06:00:00Z'));
    await reader.patch('/api/progress/journey/goal', { readingGoal: 40 });
    await readAt(reader, '2025-09-01T07:00:00Z', {
      religion: 'christianity',
      book: 'Luke',
      chapter: 15,
      minutes: 25,
      timeZone: 'Europe/Paris',
    });
    let summary = (await reader.get('/api/progress/summary')).json();
    expect(summary).toMatchObject({ readingGoal: 40, minutesLastSevenDays: 25, weeklyGoalPercent: 62 });

    const reached = await readAt(reader, '2025-09-03T07:00:00Z', {
      religion: 'christianity',
      book: 'Luke',
      chapter: 16,
      minutes: 20,
    });
    expect(types(reached.newMilestones)).toContain('weekly_goal_achieved');
    expect(
      reached.newMilestones.find((m: { type: string }) => m.type === 'weekly_goal_achieved'),
    ).toMatchObject({
      badge: '🎯',
      value: 40,
    });
    summary = (await reader.get('/api/progress/summary')).json();
    expect(summary).toMatchObject({ minutesLastSevenDays: 45, weeklyGoalPercent: 100 });

    // Eight days after the first session it has left the 7-day window.
    vi.setSystemTime(new Date('2025-09-08T10:00:00Z'));
    summary = (await reader.get('/api/progress/summary')).json();
    expect(summary).toMatchObject({ minutesLastSevenDays: 20, weeklyGoalPercent: 50 });
  });

  it('keeps one weekly_progress row per Monday-to-Sunday week in the reader zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = new ReaderBrowser(app);
    vi.setSystemTime(new Date('2025-10-06T06:00:00Z'));
    await reader.patch('/api/progress/journey/goal', { readingGoal: 10 });
    const timeZone = 'America/Los_Angeles';
    // Sunday 12 October 22:00 in Los Angeles is Monday 05:00Z: it belongs to the week of 6 October.
    await readAt(reader, '2025-10-13T05:00:00Z', {
      religion: 'islam',
      book: 'Yasin',
      chapter: 36,
      minutes: 6,
      timeZone,
      completed: true,
    });
    await readAt(reader, '2025-10-11T18:00:00Z', {
      religion: 'judaism',
      book: 'Psalms',
      chapter: 1,
      minutes: 5,
    });
    await readAt(reader, '2025-10-14T18:00:00Z', {
      religion: 'buddhism',
      book: 'Dhammapada',
      chapter: 3,
      minutes: 4,
    });

    const journeyWeeks = await app.database.db
      .select()
      .from(weeklyProgress)
      .where(eq(weeklyProgress.userId, (await userIdOf(app, reader))!))
      .orderBy(asc(weeklyProgress.weekStart));
    expect(journeyWeeks.map((week) => weekFigures(week))).toEqual([
      {
        weekStart: '2025-10-06',
        weekEnd: '2025-10-12',
        totalMinutes: 11,
        sessionsCount: 2,
        chaptersCompleted: 1,
        goalAchieved: true,
        religionsExplored: ['islam', 'judaism'],
        streakMaintained: false,
      },
      {
        weekStart: '2025-10-13',
        weekEnd: '2025-10-19',
        totalMinutes: 4,
        sessionsCount: 1,
        chaptersCompleted: 0,
        goalAchieved: false,
        religionsExplored: ['buddhism'],
        streakMaintained: false,
      },
    ]);
  });

  it('gives the chart four weeks of minutes per day and tradition', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reader = new ReaderBrowser(app);
    await readAt(reader, '2025-11-20T23:30:00Z', {
      religion: 'hinduism',
      book: 'Bhagavad Gita',
      chapter: 12,
      minutes: 9,
      timeZone: 'Asia/Kolkata',
    });
    await readAt(reader, '2025-11-21T10:00:00Z', {
      religion: 'christianity',
      book: 'Matthew',
      chapter: 5,
      minutes: 7,
    });
    await readAt(reader, '2025-11-21T12:00:00Z', {
      religion: 'christianity',
      book: 'Matthew',
      chapter: 6,
      minutes: 3,
    });
    const chart = (await reader.get('/api/progress/daily-minutes')).json();
    expect(chart.timeZone).toBe('Asia/Kolkata');
    expect(chart.days).toHaveLength(28);
    expect(chart.days.at(-1)).toEqual({
      date: '2025-11-21',
      christianity: 10,
      islam: 0,
      judaism: 0,
      hinduism: 9,
      buddhism: 0,
    });
    expect(chart.days[0].date).toBe('2025-10-25');
  });
});
