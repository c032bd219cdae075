import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MODERATION_ERROR } from '../../../common/api/chat';
import { flaggedMessages, moderationLogs } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { ask, signUp } from './testing/chat-client';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000' });
});
afterAll(async () => {
  await app?.close();
});

const warningsOf = async (id: string) =>
  (await app.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('moderation of user messages', () => {
  it.each([
    "Balaam's ass",
    'a bastard shall not enter',
    'the great whore',
    'shall be damned',
    "Why does the Qur'an mention fighting?",
    'Is hell eternal?',
    'What does the Bible mean by "the great whore that sitteth upon many waters"?',
  ])('lets "%s" through to the scholar', async (message) => {
    const user = await signUp(app, 'honest');
    const response = await ask(app, user, { sessionId: 'allow', message });
    expect(response.statusCode).toBe(200);
    expect(response.json().userMessage.content).toBe(message);
    expect((await warningsOf(user.id)).moderationWarnings).toBe(0);
  });

  it('blocks abuse with the spec error, a suggestion, a flag, a log line and a warning', async () => {
    const user = await signUp(app, 'angry');
    const response = await ask(app, user, { sessionId: 'abuse-1', message: 'Muslims are terrorists' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(MODERATION_ERROR);
    expect(body.suggestion).toMatch(/Every tradition and its followers are welcome/);
    expect(body.message).toMatch(/not sent/);

    const [flag] = await app.database.db
      .select()
      .from(flaggedMessages)
      .where(eq(flaggedMessages.userId, user.id));
    expect(flag).toMatchObject({
      content: 'Muslims are terrorists',
      sessionId: 'abuse-1',
      flagReason: 'hate',
      reportedBy: 'auto-moderation',
      reviewedAt: null,
      messageId: null,
    });
    expect(flag!.aiConfidence).toBeGreaterThanOrEqual(80);
    const logs = await app.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.userId, user.id));
    expect(logs.map((log) => log.action)).toEqual(['auto_block']);
    expect(logs[0]!.details).toMatchObject({ flaggedMessageId: flag!.id, reason: 'hate', warnings: 1 });
    expect((await warningsOf(user.id)).moderationWarnings).toBe(1);

    const history = await app.inject({
      method: 'GET',
      url: '/api/chat/abuse-1',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(history.json().messages).toEqual([]);
  });

  it('bans after three blocked messages, for a day, and the ban holds', async () => {
    const user = await signUp(app, 'repeat');
    for (const message of ['you stupid ass', 'I hate jews', 'this is shit']) {
      expect((await ask(app, user, { sessionId: 'abuse-2', message })).statusCode).toBe(400);
    }
    const after = await warningsOf(user.id);
    expect(after.moderationWarnings).toBe(3);
    expect(after.banned).toBe(true);
    expect(after.banReason).toBe('Repeated messages blocked by moderation');
    const hours = (after.banExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    const logs = await app.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.userId, user.id));
    expect(logs.map((log) => log.action).sort()).toEqual([
      'auto_ban',
      'auto_block',
      'auto_block',
      'auto_block',
    ]);

    const banned = await ask(app, user, { sessionId: 'abuse-2', message: 'What is forgiveness?' });
    expect(banned.statusCode).toBe(403);
    expect(banned.json().message).toMatch(
      /^Your account has been suspended\. Reason: Repeated messages blocked by moderation\. The suspension ends on/,
    );
  });

  it('moderates a custom compare theme too', async () => {
    const user = await signUp(app, 'theme');
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/compare',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { theme: 'why hindus are filth', sessionId: 'c1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MODERATION_ERROR);
  });
});
