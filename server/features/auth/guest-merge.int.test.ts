import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages } from '../../db/schema/chat';
import {
  journeyMilestones,
  readingSessions,
  spiritualJourneys,
  userReadings,
  weeklyProgress,
} from '../../db/schema/journey';
import { users } from '../../db/schema/users';
import type { Database } from '../../db/client';
import { registerGuestMergeHandler } from '../../lib/guest-merge';
import { createTestApp } from '../../test/test-app';
import { BrowserSession } from '../../test/browser-session';
import { ayesha } from './testing/account-fixtures';

/** A journey with one session, a milestone and a week, as the journey feature would have written them. */
async function seedJourney(
  db: Database,
  userId: string,
  journey: Partial<typeof spiritualJourneys.$inferInsert>,
  week: { weekStart: string; totalMinutes: number; religions: string[] },
  milestone: { type: string; achievedAt: Date },
) {
  const [row] = await db
    .insert(spiritualJourneys)
    .values({ userId, ...journey })
    .returning();
  const journeyId = row!.id;
  await db.insert(readingSessions).values({
    userId,
    journeyId,
    religion: week.religions[0]!,
    book: 'Genesis',
    chapter: 1,
    durationMinutes: week.totalMinutes,
  });
  await db.insert(weeklyProgress).values({
    userId,
    journeyId,
    weekStart: week.weekStart,
    weekEnd: '2026-11-22',
    totalMinutes: week.totalMinutes,
    sessionsCount: 1,
    religionsExplored: week.religions,
  });
  await db.insert(journeyMilestones).values({
    userId,
    journeyId,
    type: milestone.type,
    title: 'First Steps',
    description: 'Completed your first reading session',
    badge: '🌱',
    achievedAt: milestone.achievedAt,
  });
  return journeyId;
}

describe('guest records move to the account on sign-in', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  const account = { ...ayesha, username: 'amara', email: 'amara@example.org' };
  let accountId: string;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
    const signup = await new BrowserSession(app).post('/api/auth/signup', account);
    accountId = signup.json().user.id;
    await app.database.db.update(users).set({ verified: 1 }).where(eq(users.id, accountId));
  });
  afterAll(async () => {
    await app.close();
  });

  it('merges journeys, moves readings, sessions, milestones, weeks and chat, then deletes the guest', async () => {
    const { db } = app.database;
    const accountJourneyId = await seedJourney(
      db,
      accountId,
      {
        startDate: new Date('2026-10-01T08:00:00Z'),
        totalReadingSessions: 4,
        totalTimeMinutes: 60,
        currentStreak: 2,
        longestStreak: 5,
        lastActiveDate: new Date('2026-11-10T08:00:00Z'),
        favoriteReligion: 'judaism',
        readingGoal: 0,
      },
      { weekStart: '2026-11-16', totalMinutes: 30, religions: ['judaism'] },
      { type: 'first_session', achievedAt: new Date('2026-10-01T09:00:00Z') },
    );

    const browser = new BrowserSession(app);
    const guestId = (await browser.get('/api/auth/user')).json().id as string;
    await seedJourney(
      db,
      guestId,
      {
        startDate: new Date('2026-09-15T08:00:00Z'),
        totalReadingSessions: 3,
        totalTimeMinutes: 45,
        currentStreak: 3,
        longestStreak: 3,
        lastActiveDate: new Date('2026-11-20T08:00:00Z'),
        favoriteReligion: 'buddhism',
        readingGoal: 120,
      },
      { weekStart: '2026-11-16', totalMinutes: 20, religions: ['buddhism', 'judaism'] },
      { type: 'first_session', achievedAt: new Date('2026-09-15T09:00:00Z') },
    );
    await db
      .insert(userReadings)
      .values({ userId: guestId, religion: 'buddhism', book: 'Dhammapada', chapter: 1 });
    await db
      .insert(chatMessages)
      .values({ userId: guestId, sessionId: '1763780000000', type: 'user', content: 'What is compassion?' });

    const login = await browser.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.statusCode).toBe(200);

    const [journey] = await db
      .select()
      .from(spiritualJourneys)
      .where(eq(spiritualJourneys.userId, accountId));
    expect(journey).toMatchObject({
      id: accountJourneyId,
      startDate: new Date('2026-09-15T08:00:00Z'),
      totalReadingSessions: 7,
      totalTimeMinutes: 105,
      currentStreak: 3,
      longestStreak: 5,
      lastActiveDate: new Date('2026-11-20T08:00:00Z'),
      favoriteReligion: 'judaism',
      readingGoal: 120,
    });
    const sessions = await db.select().from(readingSessions).where(eq(readingSessions.userId, accountId));
    expect(sessions).toHaveLength(2);
    expect(sessions.every((session) => session.journeyId === accountJourneyId)).toBe(true);

    const milestones = await db
      .select()
      .from(journeyMilestones)
      .where(eq(journeyMilestones.userId, accountId));
    expect(milestones).toHaveLength(1);
    expect(milestones[0]?.achievedAt).toEqual(new Date('2026-09-15T09:00:00Z'));

    const weeks = await db.select().from(weeklyProgress).where(eq(weeklyProgress.userId, accountId));
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({
      totalMinutes: 50,
      sessionsCount: 2,
      religionsExplored: ['buddhism', 'judaism'],
    });

    const readings = await db.select().from(userReadings).where(eq(userReadings.userId, accountId));
    expect(readings.map((reading) => reading.book)).toEqual(['Dhammapada']);
    const chat = await db.select().from(chatMessages).where(eq(chatMessages.userId, accountId));
    expect(chat.map((message) => message.content)).toEqual(['What is compassion?']);

    expect(await db.select().from(users).where(eq(users.id, guestId))).toEqual([]);
    expect(await db.select().from(spiritualJourneys).where(eq(spiritualJourneys.userId, guestId))).toEqual(
      [],
    );
  });

  it("adopts the guest's journey whole when the account has none, and runs handlers other features register", async () => {
    const { db } = app.database;
    const other = { ...ayesha, username: 'noor', email: 'noor@example.org' };
    const signup = await new BrowserSession(app).post('/api/auth/signup', other);
    const otherId = signup.json().user.id as string;
    await db.update(users).set({ verified: 1 }).where(eq(users.id, otherId));

    const moved: Array<{ guestId: string; userId: string }> = [];
    registerGuestMergeHandler('test-feature', async ({ guestId, userId }) => {
      moved.push({ guestId, userId });
    });

    const browser = new BrowserSession(app);
    const guestId = (await browser.get('/api/auth/user')).json().id as string;
    const guestJourneyId = await seedJourney(
      db,
      guestId,
      { totalReadingSessions: 1, totalTimeMinutes: 12 },
      { weekStart: '2026-11-16', totalMinutes: 12, religions: ['hinduism'] },
      { type: 'first_session', achievedAt: new Date('2026-11-17T09:00:00Z') },
    );
    await browser.post('/api/auth/login', { email: other.email, password: other.password });

    const [journey] = await db.select().from(spiritualJourneys).where(eq(spiritualJourneys.userId, otherId));
    expect(journey).toMatchObject({ id: guestJourneyId, totalReadingSessions: 1, totalTimeMinutes: 12 });
    const weeks = await db.select().from(weeklyProgress).where(eq(weeklyProgress.userId, otherId));
    expect(weeks[0]?.religionsExplored).toEqual(['hinduism']);
    expect(moved).toEqual([{ guestId, userId: otherId }]);
    registerGuestMergeHandler('test-feature', async () => undefined);
  });

  it('keeps the guest data when the login fails', async () => {
    const browser = new BrowserSession(app);
    const guestId = (await browser.get('/api/auth/user')).json().id as string;
    await app.database.db
      .insert(userReadings)
      .values({ userId: guestId, religion: 'islam', book: 'Al-Fatihah', chapter: 1 });
    const failed = await browser.post('/api/auth/login', {
      email: account.email,
      password: 'wrong-password',
    });
    expect(failed.statusCode).toBe(401);
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({ id: guestId, guest: true });
    const readings = await app.database.db
      .select()
      .from(userReadings)
      .where(eq(userReadings.userId, guestId));
    expect(readings).toHaveLength(1);
  });
});
