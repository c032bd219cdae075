import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CircleDigest } from '../../../../common/api/circles';
import type { ScriptureRef } from '../../../../common/scripture/scripture-ref';
import { circleMembers, circlePosts, circles } from '../../../db/schema/circles';
import { spiritualJourneys } from '../../../db/schema/journey';
import { BrowserSession } from '../../../test/browser-session';

/*
 * Readers, a circle and its posts for the notification tests. Posts are written with the test's own instants:
 * the test clock is months ahead of the real one, and a post's time decides which digest holds it.
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

export async function circleOf(app: FastifyInstance, name: string, host: Reader, members: Reader[]) {
  const [circle] = await app.database.db
    .insert(circles)
    .values({
      name,
      description: 'Reading together',
      createdBy: host.userId,
      createdAt: new Date('2027-01-01'),
    })
    .returning();
  await app.database.db.insert(circleMembers).values([
    { circleId: circle!.id, userId: host.userId, role: 'host', joinedAt: new Date('2027-01-01') },
    ...members.map((member) => ({
      circleId: circle!.id,
      userId: member.userId,
      role: 'member' as const,
      joinedAt: new Date('2027-01-02'),
    })),
  ]);
  return circle!;
}

export async function setMembership(
  app: FastifyInstance,
  circleId: string,
  reader: Reader,
  settings: { digest?: CircleDigest; pushReplies?: boolean },
) {
  await app.database.db
    .update(circleMembers)
    .set(settings)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, reader.userId)));
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
