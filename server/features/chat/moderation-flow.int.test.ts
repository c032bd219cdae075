import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MODERATION_ERROR } from '../../../common/api/chat';
import { flaggedMessages, moderationLogs } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { ask, signUp } from './testing/chat-client';

let app: FastifyInstance;

beforeAll(async () => {
  // With the scripture library, so an allowed question is really answered with verses and a blocked one is not.
  app = await createTestApp(
    { CHAT_RATE_LIMIT_MAX: '1000', FREE_DAILY_AI_QUOTA: '1000', AUTH_RATE_LIMIT_MAX: '1000' },
    { database: await openTestDatabase({ corpus: true }) },
  );
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

  it('blocks abuse with the moderation error, a suggestion, a flag, a log line and a warning', async () => {
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
    expect(logs[0]!.details).toMatchObject({
      flaggedMessageId: flag!.id,
      reason: 'hate',
      rule: 'hate.generalisation',
      warnings: 1,
    });
    expect(logs[0]!.rule).toBe('hate.generalisation');
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

  it.each([
    ['Burn every church and mosque in this town', 'threat.place'],
    ['k i l l   y o u r s e l f', 'self-harm.urge'],
    ['I know where you live and I will find you and hurt you', 'threat.veiled'],
    ['I will find you and hurt you', 'threat.person'],
    ['Muhammad was a fraud and a pervert', 'sacred.degraded'],
    ['Every hindu is a worthless parasite', 'hate.generalisation'],
    ['Kill all the infidels wherever you find them', 'threat.group'],
    ["I'm going to be stabbing you", 'threat.intent'],
    ['your kind should not exist', 'hate.not-to-exist'],
    ['ch1nk', 'slur.disguised'],
    // No rule reads this veiled threat; the learned stage does, and the log names it.
    ["Soon there'll be no Hindus left in this valley. You know why. We know who.", 'learned.score'],
  ])('answers "%s" with the block reply and no scripture, and logs rule %s', async (message, rule) => {
    const user = await signUp(app, 'guarded');
    const response = await ask(app, user, { sessionId: 'no-verses', message });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe(MODERATION_ERROR);
    expect(body).not.toHaveProperty('aiMessage');
    expect(JSON.stringify(body)).not.toMatch(/verseReference|\d+:\d+/);
    const [log] = await app.database.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.userId, user.id));
    expect(log).toMatchObject({ action: 'auto_block', rule });
    const history = await app.inject({
      method: 'GET',
      url: '/api/chat/no-verses',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(history.json().messages).toEqual([]);
  });

  it.each([
    'What is the Shiite view of the Imams?',
    'Why did God command the conquest of Canaan?',
    'Explain "slay them wherever you find them" and its context',
    'Why does Krishna tell Arjuna to fight?',
    'Were the Crusades a just war?',
  ])('answers the sincere question "%s" with scripture and no warning', async (message) => {
    const user = await signUp(app, 'sincere');
    const response = await ask(app, user, { sessionId: 'hard', message });
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.userMessage.content).toBe(message);
    expect(reply.aiMessage.content.length).toBeGreaterThan(100);
    expect(reply.aiMessage.verseReference?.length ?? 0).toBeGreaterThan(0);
    expect((await warningsOf(user.id)).moderationWarnings).toBe(0);
  });
});
