import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { readingSessions } from '../../db/schema/journey';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { ReaderBrowser } from './testing/reader-browser';

/*
 * One active reading session per reader, held by the database (a unique index over the reader's open
 * session), so starts that arrive together (two tabs, a double click, a retried request) cannot leave several.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const START = { religion: 'christianity', book: 'John', chapter: 3 };

describe(`one active reading session per reader (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await app.close();
  });

  const activeSessionsOf = (userId: string) =>
    app.database.db
      .select()
      .from(readingSessions)
      .where(and(eq(readingSessions.userId, userId), isNull(readingSessions.endTime)));

  async function guestReader() {
    const reader = new ReaderBrowser(app);
    const first = await reader.post('/api/progress/session/start', START);
    expect(first.statusCode).toBe(201);
    const [row] = await app.database.db
      .select({ userId: readingSessions.userId })
      .from(readingSessions)
      .where(eq(readingSessions.id, first.json().id));
    return { reader, userId: row!.userId };
  }

  it('leaves exactly one active session after 20 identical starts at once, and every start gets it', async () => {
    const { reader, userId } = await guestReader();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => reader.post('/api/progress/session/start', START)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const active = await activeSessionsOf(userId);
    expect(active).toHaveLength(1);
    // The session that stays open is one the client was told about, and still counts.
    expect(responses.map((response) => response.json().id)).toContain(active[0]!.id);
    expect((await reader.countVerses(active[0]!.id, 2)).versesRead).toBe(2);
  });

  it('leaves exactly one active session after 20 starts of different chapters at once', async () => {
    const { reader, userId } = await guestReader();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        reader.post('/api/progress/session/start', { ...START, chapter: index + 1 }),
      ),
    );
    for (const response of responses) {
      // A start that lost every race to another start of the same reader is told to try again, clearly.
      expect([201, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 409) expect(response.json().error).toBe('Conflict');
    }
    const active = await activeSessionsOf(userId);
    expect(active).toHaveLength(1);
    const winner = responses.find((response) => response.json().id === active[0]!.id);
    expect(winner?.json()).toMatchObject({ chapter: active[0]!.chapter, endTime: null });
  });

  it('still ends the active session when the reader starts another one later', async () => {
    const { reader, userId } = await guestReader();
    const [first] = await activeSessionsOf(userId);
    const next = await reader.start('christianity', 'John', 4);
    const active = await activeSessionsOf(userId);
    expect(active.map((session) => session.id)).toEqual([next]);
    const [ended] = await app.database.db
      .select()
      .from(readingSessions)
      .where(eq(readingSessions.id, first!.id));
    expect(ended!.endTime).not.toBeNull();
  });

  it('keeps one active session, the newest, when a reading guest signs in to an account that is reading', async () => {
    const account = new ReaderBrowser(app);
    const signUp = await account.post('/api/auth/signup', {
      username: 'Ruth',
      password: 'Sacred-circle-1',
      email: 'ruth@example.org',
      firstName: 'Ruth',
      lastName: 'Moabite',
    });
    expect(signUp.statusCode).toBe(201);
    const accountId = signUp.json().user.id as string;
    // Verified, as if the mailed code had been entered, so the password alone signs in.
    await app.database.db.update(users).set({ verified: 1 }).where(eq(users.id, accountId));
    await account.start('judaism', 'Ruth', 1);

    const { reader, userId: guestId } = await guestReader();
    const guestSession = await reader.start('judaism', 'Ruth', 2);
    const logIn = await reader.post('/api/auth/login', {
      email: 'ruth@example.org',
      password: 'Sacred-circle-1',
    });
    expect(logIn.statusCode, logIn.body).toBe(200);
    expect(await activeSessionsOf(guestId)).toEqual([]);
    expect((await activeSessionsOf(accountId)).map((session) => session.id)).toEqual([guestSession]);
  });
});
