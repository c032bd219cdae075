import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FlaggedList, ModerationActionResult } from '../../../common/api/moderation';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let moderator: Account;
let admin: Account;
let member: Account;
let offender: Account;

type Account = { id: string; token: string };

let count = 0;
async function signUp(name: string, role: 'user' | 'moderator' | 'admin' = 'user'): Promise<Account> {
  count += 1;
  const username = `${name}${count}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      username,
      password: 'Sacred-circle-1',
      email: `${username}@example.org`,
      firstName: name,
      lastName: 'Test',
    },
  });
  const body = response.json();
  if (role !== 'user') await app.database.db.update(users).set({ role }).where(eq(users.id, body.user.id));
  return { id: body.user.id, token: body.accessToken };
}

const as = (account: Account | null) => (account ? { authorization: `Bearer ${account.token}` } : {});

function call(account: Account | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: as(account), ...(payload ? { payload } : {}) });
}

async function chat(account: Account, message: string) {
  return call(account, 'POST', '/api/chat', { sessionId: 'mod-session', message });
}

async function userRow(id: string) {
  return (await app.database.db.select().from(users).where(eq(users.id, id)))[0]!;
}

beforeAll(async () => {
  app = await createTestApp({
    CHAT_RATE_LIMIT_MAX: '1000',
    FREE_DAILY_AI_QUOTA: '1000',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  moderator = await signUp('Miriam', 'moderator');
  admin = await signUp('Ahmed', 'admin');
  member = await signUp('Mary');
  offender = await signUp('Otto');
  await chat(offender, 'What does the Gita say about duty?');
  await chat(offender, 'Christians are vermin');
});
afterAll(async () => {
  await app?.close();
});

describe('moderator authorisation', () => {
  it('asks a visitor to sign in and refuses an ordinary member', async () => {
    expect((await call(null, 'GET', '/api/moderation/flagged')).statusCode).toBe(401);
    const refused = await call(member, 'GET', '/api/moderation/flagged');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only moderators can open the moderation queue.');
    const action = await call(member, 'POST', `/api/moderation/users/${offender.id}`, { action: 'ban' });
    expect(action.statusCode).toBe(403);
    expect((await userRow(offender.id)).banned).toBe(false);
    expect((await call(member, 'GET', '/api/moderation/logs')).statusCode).toBe(403);
  });

  it('opens the queue to moderators and admins', async () => {
    expect((await call(moderator, 'GET', '/api/moderation/flagged')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/moderation/flagged')).statusCode).toBe(200);
  });
});

describe('the flagged queue', () => {
  it('shows the flagged message with its author and the conversation before it', async () => {
    const queue: FlaggedList = (await call(moderator, 'GET', '/api/moderation/flagged')).json();
    expect(queue.pendingCount).toBe(1);
    const [item] = queue.items;
    expect(item).toMatchObject({
      content: 'Christians are vermin',
      flagReason: 'hate',
      rule: 'hate.generalisation',
      reportedBy: 'auto-moderation',
      moderationAction: null,
      reviewedAt: null,
      user: { id: offender.id, displayName: `Otto Test (@Otto${4})`, moderationWarnings: 1, banned: false },
    });
    expect(item!.context.map((message) => [message.type, message.content.slice(0, 34)])).toEqual([
      ['user', 'What does the Gita say about duty?'],
      ['ai', expect.any(String)],
    ]);
  });

  it('refuses a bad action or an unknown message clearly', async () => {
    const queue: FlaggedList = (await call(moderator, 'GET', '/api/moderation/flagged')).json();
    const bad = await call(moderator, 'POST', `/api/moderation/flagged/${queue.items[0]!.id}`, {
      action: 'delete',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/action must be one of approve, dismiss, warn, ban, unban/);
    const missing = await call(moderator, 'POST', '/api/moderation/flagged/999999', { action: 'dismiss' });
    expect(missing.statusCode).toBe(404);
    expect((await call(moderator, 'GET', '/api/moderation/flagged?status=later')).statusCode).toBe(400);
  });

  it('approves (withdrawing the warning), warns, bans, unbans, and logs every action', async () => {
    const [item] = ((await call(moderator, 'GET', '/api/moderation/flagged')).json() as FlaggedList).items;
    const approved: ModerationActionResult = (
      await call(moderator, 'POST', `/api/moderation/flagged/${item!.id}`, {
        action: 'approve',
        reason: 'Quoting a polemic to ask about it',
      })
    ).json();
    expect(approved.flagged).toMatchObject({ moderationAction: 'approved' });
    expect(approved.flagged!.reviewedAt).not.toBeNull();
    expect(approved.user.moderationWarnings).toBe(0);
    expect(
      ((await call(moderator, 'GET', '/api/moderation/flagged')).json() as FlaggedList).pendingCount,
    ).toBe(0);

    const warned: ModerationActionResult = (
      await call(moderator, 'POST', `/api/moderation/flagged/${item!.id}`, { action: 'warn' })
    ).json();
    expect(warned.user.moderationWarnings).toBe(1);

    const banned: ModerationActionResult = (
      await call(moderator, 'POST', `/api/moderation/users/${offender.id}`, {
        action: 'ban',
        reason: 'Hateful messages',
        banDays: 3,
      })
    ).json();
    expect(banned.user).toMatchObject({ banned: true, banReason: 'Hateful messages' });
    const days = (Date.parse(banned.user.banExpiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
    const refused = await chat(offender, 'Is hell eternal?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Your account has been suspended\. Reason: Hateful messages\./);

    const unbanned: ModerationActionResult = (
      await call(admin, 'POST', `/api/moderation/users/${offender.id}`, { action: 'unban' })
    ).json();
    expect(unbanned.user).toMatchObject({ banned: false, banReason: null, banExpiresAt: null });
    expect((await chat(offender, 'Is hell eternal?')).statusCode).toBe(200);

    const logs = (await call(moderator, 'GET', `/api/moderation/logs?userId=${offender.id}`)).json();
    expect(logs.items.map((log: { action: string }) => log.action)).toEqual([
      'moderator_unbanned',
      'moderator_banned',
      'moderator_warned',
      'moderator_approved',
      'auto_block',
    ]);
    expect(logs.items[0].moderatorId).toBe(admin.id);
    expect(logs.items[1]).toMatchObject({
      moderatorId: moderator.id,
      details: { reason: 'Hateful messages', banDays: 3 },
    });
    expect(logs.items[3].details).toMatchObject({
      flaggedMessageId: item!.id,
      reason: 'Quoting a polemic to ask about it',
    });
  });

  it('bans without an end date when asked to', async () => {
    const result: ModerationActionResult = (
      await call(moderator, 'POST', `/api/moderation/users/${member.id}`, { action: 'ban', permanent: true })
    ).json();
    expect(result.user).toMatchObject({ banned: true, banExpiresAt: null });
    const refused = await chat(member, 'What is mercy?');
    expect(refused.json().message).toMatch(/The suspension has no end date\.$/);
  });
});
