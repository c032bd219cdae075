import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { flaggedMessages } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import type { BrowserSession } from '../browser-session';
import { signUp, type Actor, type Role } from './actors';
import type { MatrixFixture } from './matrix-roles';

async function ok(browser: BrowserSession, method: 'POST' | 'PATCH', url: string, payload: object) {
  const response = await browser.request({ method, url, payload });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const A_NOTE = 'Love first, says A.';
export const A_CHAT = 'What does John 3:16 teach about love?';

/** User A's real data (study items, conversations, reading sessions), a flagged message and its author. */
export async function createFixture(
  app: FastifyInstance,
  actors: Record<Role, Actor>,
): Promise<MatrixFixture> {
  const a = actors.userA.browser!;
  const john = { religion: 'christianity', book: 'John', chapter: 3, translation: 'web' };
  const note = await ok(a, 'POST', '/api/study/items', { ...john, verse: 16, kind: 'note', note: A_NOTE });
  await ok(a, 'POST', '/api/study/items', { ...john, verse: 17, kind: 'highlight', color: 'yellow' });
  const bookmark = await ok(a, 'POST', '/api/study/items', { ...john, verse: 18, kind: 'bookmark' });
  const start = { religion: 'christianity', book: 'John', chapter: 3 };
  const session = await ok(a, 'POST', '/api/progress/session/start', start);
  await ok(a, 'POST', '/api/progress/session/start', { ...start, chapter: 4 });
  await ok(a, 'POST', '/api/progress/session/start', { ...start, chapter: 5 });
  await ok(a, 'POST', '/api/chat', { sessionId: 'a-private-talk', message: A_CHAT });
  await ok(a, 'POST', '/api/chat', { sessionId: 'a-disposable-talk', message: 'What is grace?' });

  const circle = async (name: string) =>
    (await ok(a, 'POST', '/api/circles', { name, planId: 'psalms-30', timeZone: 'UTC' })).id as string;
  const circles = {
    main: await circle('A reads'),
    closable: await circle('A closes'),
    leavable: await circle('A leaves'),
  };
  const invite = await ok(a, 'POST', `/api/circles/${circles.main}/invites`, {});
  const openHouse = await circle('Open to all');
  const joinInvite = await ok(a, 'POST', `/api/circles/${openHouse}/invites`, {});

  const offender = await signUp(app, 'Dov');
  const blocked = await offender.browser.post('/api/chat', {
    sessionId: 'dov',
    message: 'Christians are vermin',
  });
  if (blocked.statusCode !== 400) throw new Error(`expected a blocked message: ${blocked.body}`);
  const [flagged] = await app.database.db
    .select({ id: flaggedMessages.id })
    .from(flaggedMessages)
    .where(eq(flaggedMessages.userId, offender.account.id));
  const [banned] = await app.database.db
    .select({ until: users.banExpiresAt })
    .from(users)
    .where(eq(users.id, actors.banned.account!.id));

  return {
    userA: actors.userA.account!,
    noteId: note.id,
    disposableItemId: bookmark.id,
    sessionId: session.id,
    startSessionOfA: async () =>
      (await ok(actors.userA.browser!, 'POST', '/api/progress/session/start', { ...start, chapter: 6 })).id,
    chatSessionId: 'a-private-talk',
    disposableChatSessionId: 'a-disposable-talk',
    flaggedId: flagged!.id,
    offender: offender.account,
    bannedUntil: banned!.until!,
    circles,
    inviteId: invite.id,
    inviteToken: invite.token,
    joinToken: joinInvite.token,
  };
}
