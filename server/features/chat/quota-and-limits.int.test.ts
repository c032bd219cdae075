import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { ask, signUp } from './testing/chat-client';

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

// With the fixture library: a comparison that finds nothing is free, so the quota is seen on one that finds passages.
async function appWith(overrides: Record<string, string>) {
  const app = await createTestApp(overrides, { corpus: true });
  apps.push(app);
  return app;
}

describe('daily AI quota of the free tier', () => {
  it('answers a free user FREE_DAILY_AI_QUOTA times, then says why with a 429', async () => {
    const app = await appWith({ FREE_DAILY_AI_QUOTA: '2', CHAT_RATE_LIMIT_MAX: '100' });
    const user = await signUp(app, 'free');
    expect((await ask(app, user, { sessionId: 'q', message: 'What is hope?' })).statusCode).toBe(200);
    const compare = await app.inject({
      method: 'POST',
      url: '/api/chat/compare',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { theme: 'forgiveness', sessionId: 'q' },
    });
    expect(compare.statusCode).toBe(200);
    const third = await ask(app, user, { sessionId: 'q', message: 'And faith?' });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(
      "You have used today's 2 free AI answers. They renew at midnight UTC; premium members have unlimited conversations.",
    );
    // The refused question is not stored.
    const history = await app.inject({
      method: 'GET',
      url: '/api/chat/q',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(history.json().messages.map((message: { content: string }) => message.content)).not.toContain(
      'And faith?',
    );
  });

  it('never limits a premium member', async () => {
    const app = await appWith({ FREE_DAILY_AI_QUOTA: '1', CHAT_RATE_LIMIT_MAX: '100' });
    const user = await signUp(app, 'premium');
    await app.database.db.update(users).set({ plan: 'premium' }).where(eq(users.id, user.id));
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await ask(app, user, { sessionId: 'p', message: `Question ${index + 1} on peace` })).statusCode,
      ).toBe(200);
    }
  });
});

describe('chat rate limit', () => {
  it('limits each user separately, per minute', async () => {
    const app = await appWith({ CHAT_RATE_LIMIT_MAX: '3', FREE_DAILY_AI_QUOTA: '100' });
    const first = await signUp(app, 'fast');
    const second = await signUp(app, 'calm');
    for (let index = 0; index < 3; index += 1) {
      expect((await ask(app, first, { sessionId: 'r', message: 'What is patience?' })).statusCode).toBe(200);
    }
    const limited = await ask(app, first, { sessionId: 'r', message: 'What is patience?' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^You are sending messages faster than the scholar can answer\. Please wait \d+ seconds\.$/,
    );
    expect((await ask(app, second, { sessionId: 'r', message: 'What is patience?' })).statusCode).toBe(200);
  });
});
