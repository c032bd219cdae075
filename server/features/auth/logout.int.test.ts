import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { BrowserSession } from '../../test/browser-session';
import { ayesha } from './testing/account-fixtures';

describe('logout revokes the sign-in however it is called', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let accountNumber = 0;

  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A verified account's token pair, as an API client without cookies holds it. */
  async function tokenPair() {
    accountNumber += 1;
    const email = `leaver${accountNumber}@example.org`;
    await new BrowserSession(app).post('/api/auth/signup', {
      ...ayesha,
      username: `leaver${accountNumber}`,
      email,
    });
    await app.database.db.update(users).set({ verified: 1 }).where(eq(users.email, email));
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: ayesha.password },
    });
    expect(login.statusCode).toBe(200);
    return login.json() as { accessToken: string; refreshToken: string };
  }

  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it('with only a bearer token: the refresh token of that sign-in is refused afterwards', async () => {
    const { accessToken, refreshToken } = await tokenPair();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(logout.statusCode).toBe(200);
    const refused = await refresh(refreshToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: 'Unauthorized' });
  });

  it('with only the refresh token in the body, and with an expired or bad bearer token still ends the sign-in', async () => {
    const first = await tokenPair();
    const byBody = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: first.refreshToken },
    });
    expect(byBody.statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);

    const second = await tokenPair();
    const withBadBearer = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { refreshToken: second.refreshToken },
    });
    expect(withBadBearer.statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('leaves the other sign-ins of the same account alive', async () => {
    const { accessToken } = await tokenPair();
    const email = `leaver${accountNumber}@example.org`;
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: ayesha.password },
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect((await refresh(other.json().refreshToken)).statusCode).toBe(200);
  });
});
