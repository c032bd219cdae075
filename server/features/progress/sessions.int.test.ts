import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { readingSessions, userReadings } from '../../db/schema/journey';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { ReaderBrowser } from './testing/reader-browser';

const MINUTE = 60 * 1000;

describe('reading sessions', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let clock: number;
  const advance = (minutes: number) => {
    clock += minutes * MINUTE;
    vi.setSystemTime(clock);
  };

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const useClock = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock = Date.parse(iso);
    vi.setSystemTime(clock);
  };

  it('answers a visitor with an empty journey and creates no guest for reading', async () => {
    const visitor = new ReaderBrowser(app);
    const before = (await app.database.db.select().from(users)).length;
    const summary = await visitor.get('/api/progress/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ totalSessions: 0, totalMinutes: 0, religionsExplored: [] });
    expect((await visitor.get('/api/progress/journey')).json()).toMatchObject({
      startDate: null,
      readingGoal: 0,
    });
    expect((await visitor.get('/api/progress/sessions')).json()).toEqual([]);
    expect((await visitor.get('/api/progress/milestones')).json()).toEqual([]);
    expect(visitor.cookies.size).toBe(0);
    expect((await app.database.db.select().from(users)).length).toBe(before);
  });

  it('starts a session for a guest it creates, and refuses bad input with a clear 400', async () => {
    const reader = new ReaderBrowser(app);
    const started = await reader.post('/api/progress/session/start', {
      religion: 'christianity',
      book: 'John',
      chapter: 3,
      timeZone: 'Europe/London',
    });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      religion: 'christianity',
      book: 'John',
      chapter: 3,
      endTime: null,
    });
    expect(typeof started.json().id).toBe('number');
    expect(reader.cookies.has('sc_session')).toBe(true);
    expect((await reader.get('/api/progress/journey')).json().timeZone).toBe('Europe/London');

    const cases: Array<[object, string]> = [
      [{ religion: 'atlantis', book: 'John', chapter: 3 }, 'religion must be one of christianity'],
      [{ religion: 'islam', book: 'Al-Fatihah', chapter: 0 }, 'chapter must be at least 1'],
      [{ religion: 'islam', book: 'Al-Fatihah', chapter: 1.5 }, 'chapter must be a whole number'],
      [{ religion: 'islam', book: '  ', chapter: 1 }, 'book is required'],
      [
        { religion: 'islam', book: 'Al-Fatihah', chapter: 1, timeZone: 'Mars/Olympus_Mons' },
        'IANA time zone',
      ],
      [{ religion: 'islam', book: 'Al-Fatihah', chapter: 1, userId: 'someone' }, 'unknown field userId'],
    ];
    for (const [body, message] of cases) {
      const response = await reader.post('/api/progress/session/start', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('ends the active session before starting another, so one session is active at a time', async () => {
    useClock('2025-06-02T09:00:00Z');
    const reader = new ReaderBrowser(app);
    const first = await reader.start('judaism', 'Genesis', 1);
    await reader.countVerses(first, 4);
    advance(6);
    const second = await reader.start('hinduism', 'Bhagavad Gita', 2);

    const sessions = (await reader.get('/api/progress/sessions')).json();
    expect(sessions.map((session: { id: number }) => session.id)).toEqual([second, first]);
    expect(sessions[0]).toMatchObject({ endTime: null, religion: 'hinduism' });
    expect(sessions[1]).toMatchObject({
      endTime: '2025-06-02T09:06:00.000Z',
      durationMinutes: 6,
      versesRead: 4,
      completedChapter: false,
    });
  });

  it('counts verse reads and chat messages, never lowering a count', async () => {
    const reader = new ReaderBrowser(app);
    const id = await reader.start('islam', 'Al-Baqarah', 2);
    expect(await reader.countVerses(id, 3)).toMatchObject({ versesRead: 3, chatMessages: 0 });
    const chat = await reader.patch(`/api/progress/session/${id}`, { chatMessages: 2 });
    expect(chat.json()).toMatchObject({ versesRead: 3, chatMessages: 2 });
    // A late retry of an older count changes nothing.
    expect(await reader.countVerses(id, 1)).toMatchObject({ versesRead: 3 });

    const empty = await reader.patch(`/api/progress/session/${id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Send versesRead, chatMessages or both');
    const negative = await reader.patch(`/api/progress/session/${id}`, { versesRead: -1 });
    expect(negative.json().message).toContain('versesRead must be 0 or more');
    expect((await reader.patch('/api/progress/session/abc', { versesRead: 1 })).json().message).toContain(
      'sessionId must be a number',
    );
  });

  it('commits a heartbeat without waiting for the disk, and only that heartbeat', async () => {
    const reader = new ReaderBrowser(app);
    const id = await reader.start('christianity', 'Mark', 4);
    expect(await reader.countVerses(id, 6)).toMatchObject({ versesRead: 6 });
    const [session] = await app.database.db.select().from(readingSessions).where(eq(readingSessions.id, id));
    expect(session).toMatchObject({ versesRead: 6, endTime: null });
    const logged = await app.database.db
      .select()
      .from(userReadings)
      .where(eq(userReadings.userId, session!.userId));
    expect(logged).toHaveLength(1);
    // The setting is the heartbeat transaction's own: the connection goes back to the pool durable again.
    const shown = await app.database.db.execute(sql`show synchronous_commit`);
    expect((shown as unknown as { rows: unknown[] }).rows).toEqual([{ synchronous_commit: 'on' }]);
  });

  it('logs one user_readings row per chapter per day when verses are read', async () => {
    const reader = new ReaderBrowser(app);
    const id = await reader.start('buddhism', 'Dhammapada', 1);
    await reader.countVerses(id, 1);
    await reader.countVerses(id, 2);
    await reader.countVerses(id, 5);
    const session = await app.database.db.select().from(readingSessions).where(eq(readingSessions.id, id));
    const readings = await app.database.db
      .select()
      .from(userReadings)
      .where(eq(userReadings.userId, session[0]!.userId));
    expect(readings).toHaveLength(1);
    expect(readings[0]).toMatchObject({ religion: 'buddhism', book: 'Dhammapada', chapter: 1 });
  });

  it('ends a session with the client figures, but never more minutes than have passed', async () => {
    useClock('2025-06-03T10:00:00Z');
    const reader = new ReaderBrowser(app);
    const id = await reader.start('christianity', 'Psalms', 23);
    advance(2);
    const ended = await reader.end(id, {
      durationMinutes: 25,
      versesRead: 6,
      chatMessages: 1,
      completedChapter: true,
    });
    expect(ended.session).toMatchObject({
      id,
      durationMinutes: 2,
      versesRead: 6,
      chatMessages: 1,
      completedChapter: true,
      endTime: '2025-06-03T10:02:00.000Z',
    });

    const again = await reader.patch(`/api/progress/session/${id}/end`, { durationMinutes: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This reading session has already ended.');
    const late = await reader.patch(`/api/progress/session/${id}`, { versesRead: 9 });
    expect(late.statusCode).toBe(409);

    const other = await reader.start('christianity', 'Psalms', 24);
    advance(3);
    const mismatch = await reader.patch(`/api/progress/session/${other}/end`, { sessionId: other + 1 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('does not match');
    const rounded = await reader.end(other, {});
    expect(rounded.session.durationMinutes).toBe(3);
  });

  it('accepts the page-unload beacon as text/plain JSON carried by the cookie alone', async () => {
    useClock('2025-06-04T18:00:00Z');
    const reader = new ReaderBrowser(app);
    const id = await reader.start('hinduism', 'Bhagavad Gita', 2);
    advance(4);
    const beacon = await reader.beacon(
      `/api/progress/session/${id}/end`,
      JSON.stringify({ sessionId: id, durationMinutes: 4, versesRead: 7, chatMessages: 0 }),
    );
    expect(beacon.statusCode).toBe(200);
    expect(beacon.json().session).toMatchObject({
      id,
      durationMinutes: 4,
      versesRead: 7,
      completedChapter: false,
    });

    const second = await reader.start('hinduism', 'Bhagavad Gita', 3);
    const broken = await reader.beacon(`/api/progress/session/${second}/end`, '{"sessionId": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The beacon body is not valid JSON.');
    const json = await reader.request({
      method: 'POST',
      url: `/api/progress/session/${second}/end`,
      payload: { sessionId: second, durationMinutes: 0 },
    });
    expect(json.statusCode).toBe(200);
  });

  it("lets nobody touch another reader's session: 404, and the session is unchanged", async () => {
    const owner = new ReaderBrowser(app);
    const intruder = new ReaderBrowser(app);
    const id = await owner.start('islam', 'Al-Fatihah', 1);
    await owner.countVerses(id, 2);
    await intruder.start('judaism', 'Exodus', 20);

    const attempts = [
      await intruder.patch(`/api/progress/session/${id}`, { versesRead: 99 }),
      await intruder.patch(`/api/progress/session/${id}/end`, { durationMinutes: 1 }),
      await intruder.beacon(`/api/progress/session/${id}/end`, JSON.stringify({ sessionId: id })),
      await new ReaderBrowser(app).patch(`/api/progress/session/${id}/end`, {}),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Reading session not found.');
    }
    const [row] = await app.database.db.select().from(readingSessions).where(eq(readingSessions.id, id));
    expect(row).toMatchObject({ endTime: null, versesRead: 2 });
    expect(
      (await intruder.get('/api/progress/sessions')).json().some((s: { id: number }) => s.id === id),
    ).toBe(false);
  });

  it('closes a session left open for more than 30 minutes at its last activity', async () => {
    useClock('2025-06-05T07:00:00Z');
    const reader = new ReaderBrowser(app);
    const id = await reader.start('christianity', 'Romans', 8);
    advance(5);
    await reader.countVerses(id, 3);
    advance(40);
    const [session] = (await reader.get('/api/progress/sessions')).json();
    expect(session).toMatchObject({
      id,
      endTime: '2025-06-05T07:05:00.000Z',
      durationMinutes: 5,
      versesRead: 3,
    });
    expect((await reader.get('/api/progress/summary')).json()).toMatchObject({
      totalSessions: 1,
      totalMinutes: 5,
    });

    // Counting into a stale session closes it and says so.
    const next = await reader.start('christianity', 'Romans', 9);
    advance(31);
    const late = await reader.patch(`/api/progress/session/${next}`, { versesRead: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('sessions close after 30 minutes');
    // An end arriving late (a laptop woke up) is capped at 30 minutes.
    const third = await reader.start('christianity', 'Romans', 10);
    advance(50);
    const capped = await reader.end(third, { durationMinutes: 50 });
    expect(capped.session).toMatchObject({ durationMinutes: 30, endTime: '2025-06-05T08:46:00.000Z' });
  });

  it('lists the latest 10 sessions by default and up to `limit`', async () => {
    const reader = new ReaderBrowser(app);
    for (let chapter = 1; chapter <= 12; chapter += 1) await reader.start('islam', 'Al-Baqarah', chapter);
    const latest = (await reader.get('/api/progress/sessions')).json();
    expect(latest).toHaveLength(10);
    expect(latest[0].chapter).toBe(12);
    expect((await reader.get('/api/progress/sessions?limit=12')).json()).toHaveLength(12);
    const bad = await reader.get('/api/progress/sessions?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('limit must be at least 1');
  });

  it('sets the weekly reading goal from 0 to 10080 whole minutes', async () => {
    const reader = new ReaderBrowser(app);
    const set = await reader.patch('/api/progress/journey/goal', { readingGoal: 150 });
    expect(set.statusCode).toBe(200);
    expect(set.json().readingGoal).toBe(150);
    expect((await reader.get('/api/progress/journey')).json().readingGoal).toBe(150);
    expect((await reader.patch('/api/progress/journey/goal', { readingGoal: 10080 })).statusCode).toBe(200);

    const cases: Array<[unknown, string]> = [
      [10081, 'at most 10080'],
      [-1, 'at least 0'],
      [12.5, 'whole number of minutes'],
      ['90', 'readingGoal must be a number of minutes'],
    ];
    for (const [readingGoal, message] of cases) {
      const response = await reader.patch('/api/progress/journey/goal', { readingGoal });
      expect(response.statusCode, String(readingGoal)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await reader.get('/api/progress/journey')).json().readingGoal).toBe(10080);
  });
});
