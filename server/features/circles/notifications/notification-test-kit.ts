import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CircleDigest } from '../../../../common/api/circles';
import type { ScriptureRef } from '../../../../common/scripture/scripture-ref';
import { circleMembers, circlePosts } from '../../../db/schema/circles';
import { spiritualJourneys } from '../../../db/schema/journey';
import { BrowserSession } from '../../../test/browser-session';

/*
 * Readers, a circle and its posts for the notification tests. The circle, its members and their settings go
 * through the API; posts for a digest are written with the test's own instants (the test clock is months ahead of
 * the real one, and a post's time decides which digest holds it).
 */

export type Reader = { browser: BrowserSession; userId: string; email: string };

export async function signUpReader(
  app: FastifyInstance,
  options: { username: string; firstName: string; lastName: string; timeZone: string },
): Promise<Reader> {
  const browser = new BrowserSession(app);
  const email = `${options.username.replace(/_/g, '.')}@example.org`;
  const signup = await browser.post('/api/auth/signup', {
    firstName: options.firstName,
    lastName: options.lastName,
    username: options.username,
    email,
    password: 'whither-thou-goest-2027',
  });
  expect(signup.statusCode, signup.body).toBe(201);
  const userId = signup.json().user.id as string;
  // The zone the reader's days are counted in, as the client reports it.
  await app.database.db
    .insert(spiritualJourneys)
    .values({ userId, timeZone: options.timeZone })
    .onConflictDoUpdate({ target: spiritualJourneys.userId, set: { timeZone: options.timeZone } });
  return { browser, userId, email };
}

/** A circle made, and joined by invitation, through the circles API. */
export async function circleOf(app: FastifyInstance, name: string, host: Reader, members: Reader[]) {
  const created = await host.browser.post('/api/circles', { name, description: 'Reading together' });
  expect(created.statusCode, created.body).toBe(201);
  const circle = { id: created.json().id as string };
  const invite = await host.browser.post(`/api/circles/${circle.id}/invites`, {});
  expect(invite.statusCode, invite.body).toBe(201);
  for (const member of members) {
    const joined = await member.browser.post('/api/circles/join', { token: invite.json().token });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return circle;
}

/** The member's own settings, as the circle page changes them. */
export async function setMembership(
  circleId: string,
  reader: Reader,
  settings: { digest?: CircleDigest; pushReplies?: boolean },
) {
  const response = await reader.browser.request({
    method: 'PATCH',
    url: `/api/circles/${circleId}/membership`,
    payload: settings,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject(settings);
}

export async function membershipOf(app: FastifyInstance, circleId: string, reader: Reader) {
  const [row] = await app.database.db
    .select()
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, reader.userId)));
  return row;
}

export async function postIn(
  app: FastifyInstance,
  circleId: string,
  author: Reader,
  post: { body: string; at: string; day?: number; reference?: ScriptureRef; parentId?: string },
) {
  const [row] = await app.database.db
    .insert(circlePosts)
    .values({
      circleId,
      authorId: author.userId,
      body: post.body,
      day: post.day ?? null,
      reference: post.reference ?? null,
      parentId: post.parentId ?? null,
      isReply: post.parentId !== undefined,
      createdAt: new Date(post.at),
    })
    .returning({ id: circlePosts.id });
  return row!.id;
}
