import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/users';
import { BrowserSession } from '../test/browser-session';
import { createTestApp } from '../test/test-app';
import { findNul } from './nul-characters';

// Found by the API fuzzer (server/test/fuzz): PostgreSQL text cannot hold U+0000, so these answered 500
// ("invalid byte sequence for encoding UTF8: 0x00") instead of a 400.
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await app?.close();
});

const refusal = (path: string) => ({
  error: 'Bad Request',
  message: `${path.split('.').at(-1)}: must not contain the NUL character (\\u0000)`,
  details: { issues: [{ path, message: 'must not contain the NUL character (\\u0000)' }] },
});

describe('a NUL character in any request field', () => {
  it('is refused with 400 naming the field, and nothing is stored (signup, profile)', async () => {
    const browser = new BrowserSession(app);
    const signup = await browser.post('/api/auth/signup', {
      firstName: 'a\u0000',
      lastName: 'Levi',
      username: 'nul_signup',
      email: 'nul.signup@example.org',
      password: 'shalom-study-2026',
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual(refusal('body.firstName'));
    const stored = await app.database.db.select().from(users).where(eq(users.username, 'nul_signup'));
    expect(stored).toEqual([]);

    const signedUp = await browser.post('/api/auth/signup', {
      firstName: 'Ruth',
      lastName: 'Levi',
      username: 'nul_profile',
      email: 'nul.profile@example.org',
      password: 'shalom-study-2026',
    });
    expect(signedUp.statusCode).toBe(201);
    const profile = await browser.patch('/api/auth/profile', { firstName: 'Ru\u0000th' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual(refusal('body.firstName'));
    expect((await browser.get('/api/auth/user')).json().firstName).toBe('Ruth');
  });

  it('is refused in a query string, a path parameter and a login (these reached SQL before)', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/search?q=lo%00ve' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refusal('querystring.q'));

    const book = await app.inject({ method: 'GET', url: '/api/religions/christianity/books/Jo%00hn' });
    expect(book.json()).toEqual(refusal('params.book'));

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ruth\u0000', password: 'shalom-study-2026' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(refusal('body.username'));
  });

  it('is found at any depth, in keys too, without recursion', () => {
    expect(findNul({ context: { verses: ['ok', 'b\u0000d'] } }, 'body')).toBe('body.context.verses.1');
    expect(findNul({ 'k\u0000': 1 }, 'body')).toBe('body');
    expect(findNul({ note: 'clean', list: [1, true, null] }, 'body')).toBeUndefined();
    expect(findNul(Buffer.from('RIFF\u0000\u0000WAVE'), 'body')).toBeUndefined();
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findNul(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
