import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { ayesha } from './testing/account-fixtures';

describe('rate limits', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the fourth login attempt in a minute with 429 and a message', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ravi@example.org', password: 'guess-1' },
      });
    for (let index = 0; index < 3; index += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'Too Many Requests' });
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits sign-up, code requests, code checks and resets each on their own', async () => {
    for (const [url, payload] of [
      ['/api/auth/signup', { ...ayesha, username: 'x' }],
      ['/api/auth/request-otp', { email: 'ravi@example.org' }],
      ['/api/auth/verify-otp', { email: 'ravi@example.org' }],
      ['/api/auth/reset-password', { email: 'ravi@example.org' }],
    ] as const) {
      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await app.inject({ method: 'POST', url, payload })).statusCode);
      }
      expect(statuses, url).toEqual([400, 400, 400, 429]);
    }
  });
});
