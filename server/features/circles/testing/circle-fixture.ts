import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CircleRole } from '../../../../common/api/circles';
import { circleMembers, circles } from '../../../db/schema/circles';
import { users } from '../../../db/schema/users';

export type Reader = { id: string; token: string; name: string };

let counter = 0;

/** A new account signed up through the real API. */
export async function signUp(app: FastifyInstance, name: string): Promise<Reader> {
  counter += 1;
  const username = `${name}${counter}${randomUUID().slice(0, 6)}`.slice(0, 20);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      username,
      password: 'Sacred-circle-1',
      email: `${username}@example.org`,
      firstName: name[0]!.toUpperCase() + name.slice(1),
      lastName: 'Tester',
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json();
  return {
    id: body.user.id,
    token: body.accessToken,
    name: `${name[0]!.toUpperCase()}${name.slice(1)} Tester`,
  };
}

/**
 * A circle with its members written straight into the tables: these tests are about what happens inside a
 * circle, whichever way its members came in.
 */
export async function makeCircle(
  app: FastifyInstance,
  host: Reader,
  members: Reader[],
  name = 'Mercy readers',
): Promise<string> {
  const db = app.database.db;
  const [circle] = await db
    .insert(circles)
    .values({ name, createdBy: host.id })
    .returning({ id: circles.id });
  const rows: { circleId: string; userId: string; role: CircleRole }[] = [
    { circleId: circle!.id, userId: host.id, role: 'host' },
    ...members.map((member) => ({ circleId: circle!.id, userId: member.id, role: 'member' as const })),
  ];
  await db.insert(circleMembers).values(rows);
  return circle!.id;
}

export async function removeMember(app: FastifyInstance, circleId: string, member: Reader): Promise<void> {
  await app.database.db
    .delete(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.userId, member.id)));
}

export async function makeModerator(app: FastifyInstance, reader: Reader): Promise<void> {
  await app.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, reader.id));
}

/** A request as `reader` (bearer token), or as a visitor when reader is null. */
export function as(app: FastifyInstance, reader: Reader | null) {
  const send = (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { ...(reader ? { authorization: `Bearer ${reader.token}` } : {}), ...(options.headers ?? {}) },
    });
  return {
    get: (url: string) => send({ method: 'GET', url }),
    post: (url: string, payload?: object) =>
      send({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) }),
    patch: (url: string, payload: object) => send({ method: 'PATCH', url, payload }),
  };
}
