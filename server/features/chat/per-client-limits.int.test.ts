import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../test/test-app';
import { ask, signUp } from './testing/chat-client';

/**
 * A visitor who clears cookies (or a script that never keeps them) becomes a new guest each time; each
 * guest, and each new account, used to bring a fresh AI allowance. These tests play that visitor: every
 * request without a cookie, all from inject()'s one address.
 */
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function appWith(overrides: Record<string, string>) {
  const app = await createTestApp(overrides);
  apps.push(app);
  return app;
}

/** A question from a visitor who kept no cookie: a new guest each time, if one is made. */
const askAsNewGuest = (app: FastifyInstance, message: string) =>
  app.inject({ method: 'POST', url: '/api/chat', payload: { sessionId: 'fresh', message } });

describe('guests per client', () => {
  it('makes GUEST_CREATE_RATE_LIMIT_MAX guests per address per hour, then answers 429 in the app shape', async () => {
    const app = await appWith({ GUEST_CREATE_RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(refused.json()).toEqual({
      error: 'Too Many Requests',
      message:
        'Too many new visitors from your network in the last hour. Please sign in, or try again later.',
    });
    // Another address is a different client.
    const elsewhere = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(200);
    // A guest who kept their cookie is not a new guest and is still served.
    const kept = (await app.inject({ method: 'GET', url: '/api/auth/user', remoteAddress: '203.0.113.10' }))
      .cookies;
    const cookie = kept.map((item) => `${item.name}=${item.value}`).join('; ');
    for (let index = 0; index < 3; index += 1) {
      const again = await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        remoteAddress: '203.0.113.10',
        headers: { cookie },
      });
      expect(again.statusCode).toBe(200);
    }
  });
  it('counts an IPv6 client by its /64, so rotating addresses inside it mints no more guests', async () => {
    const app = await appWith({ GUEST_CREATE_RATE_LIMIT_MAX: '2' });
    const visit = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/api/auth/user', remoteAddress });
    expect((await visit('2001:db8:1:2::1')).statusCode).toBe(200);
    expect((await visit('2001:db8:1:2::2')).statusCode).toBe(200);
    expect((await visit('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).statusCode).toBe(429);
    expect((await visit('2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('free AI answers per client', () => {
  it('does not renew the daily quota for a visitor who comes back as a new guest', async () => {
    const app = await appWith({
      FREE_DAILY_AI_QUOTA: '2',
      FREE_DAILY_AI_QUOTA_PER_IP: '4',
      CHAT_RATE_LIMIT_MAX: '100',
    });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await askAsNewGuest(app, `What is mercy, part ${index + 1}?`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await askAsNewGuest(app, 'And hope?');
    expect(refused.json().message).toBe(
      "Today's 4 free AI answers for your network are used up. They renew at midnight UTC; signed-in premium members have unlimited conversations.",
    );
    // New accounts from the same address share the same ceiling.
    const account = await signUp(app, 'newcomer');
    expect((await ask(app, account, { sessionId: 'n', message: 'What is grace?' })).statusCode).toBe(429);
    // A refused per-person answer does not use up the address's allowance.
    const other = await appWith({
      FREE_DAILY_AI_QUOTA: '1',
      FREE_DAILY_AI_QUOTA_PER_IP: '2',
      CHAT_RATE_LIMIT_MAX: '100',
    });
    const reader = await signUp(other, 'reader');
    expect((await ask(other, reader, { sessionId: 'r', message: 'What is light?' })).statusCode).toBe(200);
    expect((await ask(other, reader, { sessionId: 'r', message: 'And truth?' })).statusCode).toBe(429);
    const friend = await signUp(other, 'friend');
    expect((await ask(other, friend, { sessionId: 'f', message: 'What is peace?' })).statusCode).toBe(200);
  });

  it('counts the per-minute chat limit of guests by address, so more guests are not more allowance', async () => {
    const app = await appWith({ CHAT_RATE_LIMIT_MAX: '3', FREE_DAILY_AI_QUOTA: '100' });
    // Five guests, each with its own cookie, as five cleared-cookie visits would leave behind.
    const guests: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const visit = await app.inject({ method: 'GET', url: '/api/auth/user' });
      guests.push(visit.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
    }
    const statuses: number[] = [];
    for (const cookie of guests) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { cookie, origin: 'http://localhost:80' },
        payload: { sessionId: 'g', message: 'What is patience?' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // A signed-in account keeps its own per-minute allowance.
    const account = await signUp(app, 'patient');
    expect((await ask(app, account, { sessionId: 'p', message: 'What is patience?' })).statusCode).toBe(200);
  });
});
