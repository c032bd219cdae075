import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { flaggedMessages, moderationLogs } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import { createTestApp } from '../../test/test-app';

/*
 * Only a higher role may act on a role (admin > moderator > member), and nobody on themselves: checked for
 * every pair of roles, through both paths that act on a person (the user route and a flagged message's
 * action), for every action.
 */

type Role = 'user' | 'moderator' | 'admin';
type Account = { id: string; token: string; role: Role; flaggedId: number };

let app: FastifyInstance;
const people: Record<string, Account> = {};

let counter = 0;
async function signUp(name: string, role: Role): Promise<Account> {
  counter += 1;
  const username = `${name}${counter}`;
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
  await app.database.db.update(users).set({ role }).where(eq(users.id, body.user.id));
  // One message of theirs blocked by auto-moderation: the flagged-message path acts on its author.
  const blocked = await app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { authorization: `Bearer ${body.accessToken}` },
    payload: { sessionId: `${username}-talk`, message: 'Christians are vermin' },
  });
  if (blocked.statusCode !== 400) throw new Error(`expected a blocked message: ${blocked.body}`);
  const [flagged] = await app.database.db
    .select({ id: flaggedMessages.id })
    .from(flaggedMessages)
    .where(eq(flaggedMessages.userId, body.user.id));
  return { id: body.user.id, token: body.accessToken, role, flaggedId: flagged!.id };
}

function act(actor: Account, url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${actor.token}` }, payload });
}

async function standing(target: Account) {
  const [user] = await app.database.db.select().from(users).where(eq(users.id, target.id));
  const [flag] = await app.database.db
    .select()
    .from(flaggedMessages)
    .where(eq(flaggedMessages.id, target.flaggedId));
  const [logs] = await app.database.db
    .select({ n: count() })
    .from(moderationLogs)
    .where(eq(moderationLogs.userId, target.id));
  return {
    banned: user!.banned,
    warnings: user!.moderationWarnings,
    reviewedAt: flag!.reviewedAt,
    logs: logs!.n,
  };
}

beforeAll(async () => {
  app = await createTestApp({
    CHAT_RATE_LIMIT_MAX: '1000',
    FREE_DAILY_AI_QUOTA: '1000',
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  people.member = await signUp('Mary', 'user');
  people.moderator = await signUp('Miriam', 'moderator');
  people.otherModerator = await signUp('Moshe', 'moderator');
  people.admin = await signUp('Ahmed', 'admin');
  people.otherAdmin = await signUp('Aisha', 'admin');
});
afterAll(async () => {
  await app?.close();
});

const paths = {
  'the user route': (target: Account) => `/api/moderation/users/${target.id}`,
  'a flagged message': (target: Account) => `/api/moderation/flagged/${target.flaggedId}`,
};

const refusals: [actor: string, target: string, message: string][] = [
  ['moderator', 'otherModerator', 'Moderators can act only on members, not on other moderators.'],
  ['moderator', 'admin', 'Moderators can act only on members, not on administrators.'],
  ['moderator', 'moderator', 'Nobody can take a moderation action on their own account.'],
  [
    'admin',
    'otherAdmin',
    'Administrators can act only on moderators and members, not on other administrators.',
  ],
  ['admin', 'admin', 'Nobody can take a moderation action on their own account.'],
];

describe.each(Object.entries(paths))('through %s', (_path, urlOf) => {
  it.each(refusals)('refuses %s acting on %s, changing nothing', async (actorKey, targetKey, message) => {
    const actor = people[actorKey]!;
    const target = people[targetKey]!;
    const before = await standing(target);
    for (const action of ['warn', 'ban', 'unban']) {
      const response = await act(actor, urlOf(target), { action, reason: 'Role check' });
      expect(response.statusCode, `${action}: ${response.body}`).toBe(403);
      expect(response.json()).toEqual({ error: 'Forbidden', message });
    }
    expect(await standing(target)).toEqual(before);
  });

  it.each([
    ['moderator', 'member'],
    ['admin', 'member'],
    ['admin', 'moderator'],
  ])('lets %s act on %s', async (actorKey, targetKey) => {
    const actor = people[actorKey]!;
    const target = people[targetKey]!;
    const banned = await act(actor, urlOf(target), { action: 'ban', reason: 'Role check', banDays: 1 });
    expect(banned.statusCode, banned.body).toBe(200);
    expect((await standing(target)).banned).toBe(true);
    const unbanned = await act(actor, urlOf(target), { action: 'unban' });
    expect(unbanned.statusCode, unbanned.body).toBe(200);
    expect((await standing(target)).banned).toBe(false);
  });
});

describe('a flagged message of a higher role', () => {
  it('cannot be approved or dismissed by a lower role, so its warning stands until an admin decides', async () => {
    const target = people.otherModerator!;
    const before = await standing(target);
    for (const action of ['approve', 'dismiss']) {
      const refused = await act(people.moderator!, `/api/moderation/flagged/${target.flaggedId}`, { action });
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect(await standing(target)).toEqual(before);
    const approved = await act(people.admin!, `/api/moderation/flagged/${target.flaggedId}`, {
      action: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().flagged.moderationAction).toBe('approved');
  });
});
