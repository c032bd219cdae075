import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { ReaderBrowser } from './testing/reader-browser';

describe('session-count milestones and a guest who signs up', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('awards 10, 50 and 100 sessions exactly when those sessions end', async () => {
    const reader = new ReaderBrowser(app);
    let previous = await reader.start('islam', 'Al-Baqarah', 1);
    const earnedAt: Record<string, number> = {};
    for (let count = 1; count <= 100; count += 1) {
      // Only a session in which a verse was read counts towards these milestones.
      await reader.countVerses(previous, 1);
      if (count < 100) {
        // Each start ends the session before it; the 100th ends explicitly.
        previous = await reader.start('islam', 'Al-Baqarah', (count % 286) + 1);
      } else {
        const ended = await reader.end(previous, {});
        for (const milestone of ended.newMilestones as Array<{ type: string }>)
          earnedAt[milestone.type] = count;
      }
      if (count === 10 || count === 50) {
        const types = (await reader.get('/api/progress/milestones'))
          .json()
          .map((m: { type: string }) => m.type);
        earnedAt[`sessions_${count}`] = types.includes(`sessions_${count}`) ? count : -1;
        expect(types).not.toContain(`sessions_${count === 10 ? 50 : 100}`);
      }
    }
    expect(earnedAt).toEqual({ sessions_10: 10, sessions_50: 50, sessions_100: 100 });
    const milestones = (await reader.get('/api/progress/milestones')).json();
    expect(milestones.find((m: { type: string }) => m.type === 'sessions_100')).toMatchObject({
      badge: '🕊️',
      title: 'Sage of the Circle',
      description: 'Completed 100 reading sessions.',
      value: 100,
      isSpecial: true,
    });
    expect((await reader.get('/api/progress/summary')).json().totalSessions).toBe(100);
  });

  it("keeps a guest's journey when the guest signs up, and the account can go on reading", async () => {
    const reader = new ReaderBrowser(app);
    const id = await reader.start('judaism', 'Genesis', 1, 'Asia/Jerusalem');
    await reader.countVerses(id, 5);
    await reader.end(id, { completedChapter: true });
    await reader.patch('/api/progress/journey/goal', { readingGoal: 90 });

    const signUp = await reader.post('/api/auth/signup', {
      firstName: 'Miriam',
      lastName: 'Levi',
      username: 'miriam_l',
      email: 'miriam.levi@example.org',
      password: 'in-the-beginning-1',
    });
    expect(signUp.statusCode).toBe(201);
    expect(reader.accessToken).toBeDefined();

    // Now with the bearer token of the account.
    const summary = (await reader.get('/api/progress/summary')).json();
    expect(summary).toMatchObject({ totalSessions: 1, religionsExplored: ['judaism'], readingGoal: 90 });
    expect((await reader.get('/api/progress/journey')).json()).toMatchObject({
      timeZone: 'Asia/Jerusalem',
      favoriteReligion: 'judaism',
    });
    const next = await reader.start('judaism', 'Genesis', 2);
    const ended = await reader.end(next, {});
    expect(ended.session).toMatchObject({ religion: 'judaism', chapter: 2 });
    expect((await reader.get('/api/progress/sessions')).json()).toHaveLength(2);
  });
});
