import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ReadingPlacesResponse } from '../../../common/api/reading-places';
import { readingPlaces } from '../../db/schema/reading-places';
import { users } from '../../db/schema/users';
import { BrowserSession } from '../../test/browser-session';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';

let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000' },
    { database: await openTestDatabase({ corpus: true }) },
  );
});
afterAll(async () => {
  await app?.close();
});

const newAccount = (username: string) => ({
  firstName: 'Amina',
  lastName: 'Yusuf',
  username,
  email: `${username.replace(/_/g, '.')}@example.org`,
  password: 'continue-reading-2026',
});

const put = (browser: BrowserSession, payload: unknown) =>
  browser.request({ method: 'PUT', url: '/api/reading-places', payload: payload as object });

async function placesOf(browser: BrowserSession) {
  const response = await browser.get('/api/reading-places');
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<ReadingPlacesResponse>()
    .places.map((place) => [place.religion, place.book, place.chapter]);
}

describe('/api/reading-places', () => {
  it('remembers one place per tradition for a guest, the most recent first', async () => {
    const guest = new BrowserSession(app);
    const first = await put(guest, { religion: 'christianity', book: 'Matthew', chapter: 5 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ religion: 'christianity', book: 'Matthew', chapter: 5 });
    expect(guest.cookies.size).toBeGreaterThan(0);

    expect((await put(guest, { religion: 'islam', book: "Qur'an", chapter: 94 })).statusCode).toBe(200);
    expect((await put(guest, { religion: 'christianity', book: ' John ', chapter: 14 })).statusCode).toBe(
      200,
    );

    expect(await placesOf(guest)).toEqual([
      ['christianity', 'John', 14],
      ['islam', "Qur'an", 94],
    ]);
  });

  it('lists nothing for a visitor, without creating a guest', async () => {
    const visitor = new BrowserSession(app);
    expect(await placesOf(visitor)).toEqual([]);
    expect(visitor.cookies.size).toBe(0);
  });

  it('answers 404 for a chapter the library does not have, and a clear 400 for bad input', async () => {
    const guest = new BrowserSession(app);
    const noChapter = await put(guest, { religion: 'christianity', book: 'John', chapter: 99 });
    expect(noChapter.statusCode).toBe(404);
    expect(noChapter.json().message).toBe('John 99 is not in the library. Check the book and chapter.');
    const wrongTradition = await put(guest, { religion: 'islam', book: 'John', chapter: 3 });
    expect(wrongTradition.statusCode).toBe(404);

    const cases: Array<[unknown, RegExp]> = [
      [{ religion: 'jedi', book: 'John', chapter: 3 }, /religion must be one of/],
      [{ religion: 'christianity', book: '  ', chapter: 3 }, /book is required/],
      [{ religion: 'christianity', book: 'John', chapter: 0 }, /chapter must be at least 1/],
      [{ religion: 'christianity', book: 'John', chapter: 2.5 }, /chapter must be a whole number/],
      [{ religion: 'christianity', book: 'John', chapter: '3' }, /chapter must be a number/],
      [{ religion: 'christianity', book: 'John', chapter: 3, verse: 16 }, /verse/],
    ];
    for (const [payload, message] of cases) {
      const response = await put(guest, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await placesOf(guest)).toEqual([]);
  });

  it('keeps a guest’s places when the guest signs up', async () => {
    const browser = new BrowserSession(app);
    await put(browser, { religion: 'hinduism', book: 'Bhagavad Gita', chapter: 2 });
    const signup = await browser.post('/api/auth/signup', newAccount('places_signup'));
    expect(signup.statusCode, signup.body).toBe(201);
    expect(await placesOf(browser)).toEqual([['hinduism', 'Bhagavad Gita', 2]]);
  });

  it('moves a guest’s places on sign-in, the more recent place winning in a tradition both read', async () => {
    const account = newAccount('places_login');
    const owner = new BrowserSession(app);
    const accountId = (await owner.post('/api/auth/signup', account)).json().user.id as string;
    await app.database.db.update(users).set({ verified: 1 }).where(eq(users.id, accountId));
    await put(owner, { religion: 'christianity', book: 'Matthew', chapter: 5 });
    await put(owner, { religion: 'islam', book: "Qur'an", chapter: 1 });

    const guest = new BrowserSession(app);
    await put(guest, { religion: 'christianity', book: 'John', chapter: 14 });
    const guestId = (await guest.get('/api/auth/user')).json().id as string;
    const login = await guest.post('/api/auth/login', { email: account.email, password: account.password });
    expect(login.statusCode, login.body).toBe(200);

    expect(await placesOf(guest)).toEqual([
      ['christianity', 'John', 14],
      ['islam', "Qur'an", 1],
    ]);
    expect(
      await app.database.db.select().from(readingPlaces).where(eq(readingPlaces.userId, guestId)),
    ).toEqual([]);
  });
});
