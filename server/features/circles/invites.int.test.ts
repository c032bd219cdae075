import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CIRCLE_MEMBER_LIMIT,
  type CircleDetail,
  type CircleInvitation,
  type CircleInvite,
} from '../../../common/api/circles';
import { sha256 } from '../../lib/access-tokens';
import { circleInvites, circleMembers } from '../../db/schema/circles';
import { users } from '../../db/schema/users';
import { BrowserSession } from '../../test/browser-session';
import { createTestApp } from '../../test/test-app';
import { signUp, type Reader } from './testing/circle-fixture';
import { call, circleThroughApi } from './testing/circle-calls';

/* Invitation links through the real app: made, shown, used, refused, revoked. */

let app: FastifyInstance;
let host: Reader;
let cohost: Reader;
let member: Reader;
let newcomer: Reader;

beforeAll(async () => {
  app = await createTestApp({ PUBLIC_URL: 'https://circles.example.org/' });
  host = await signUp(app, 'hannah');
  cohost = await signUp(app, 'carmen');
  member = await signUp(app, 'musa');
  newcomer = await signUp(app, 'nadia');
});
afterAll(async () => {
  await app?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('invitation links', () => {
  it('gives a link with a 32-byte token, keeps only its SHA-256 and expires it after 14 days', async () => {
    const { circle } = await circleThroughApi(app, host, []);
    const made = await call(app, host, 'POST', `/api/circles/${circle.id}/invites`, {});
    expect(made.statusCode).toBe(201);
    const invite = made.json<CircleInvite>();
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invite.url).toBe(`https://circles.example.org/circles/join/${invite.token}`);
    expect(new Date(invite.expiresAt).getTime() - new Date(invite.createdAt).getTime()).toBeGreaterThan(
      14 * DAY_MS - 60_000,
    );
    const [row] = await app.database.db.select().from(circleInvites).where(eq(circleInvites.id, invite.id));
    expect(row?.tokenHash).toBe(sha256(invite.token));
    expect(JSON.stringify(row)).not.toContain(invite.token);
    const shorter = await call(app, host, 'POST', `/api/circles/${circle.id}/invites`, { expiresInDays: 31 });
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json().message).toContain('expiresInDays must be at most 30');
  });

  it('shows the circle’s name and host to anyone holding the link, a guest too, then lets an account join', async () => {
    const { circle, invite } = await circleThroughApi(app, host, [], { name: 'Psalms at dawn' });
    const guest = new BrowserSession(app);
    await guest.post('/api/progress/session/start', { religion: 'buddhism', book: 'Dhammapada', chapter: 1 });
    const shown = await guest.get(`/api/circles/invitations/${invite.token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<CircleInvitation>()).toMatchObject({
      circleId: circle.id,
      name: 'Psalms at dawn',
      host: { userId: host.id, displayName: 'Hannah Tester' },
      memberCount: 1,
      memberLimit: CIRCLE_MEMBER_LIMIT,
      alreadyMember: false,
    });
    const refused = await guest.post('/api/circles/join', { token: invite.token });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Unauthorized', message: 'Please sign in to continue.' });

    const joined = await call(app, newcomer, 'POST', '/api/circles/join', { token: invite.token });
    expect(joined.json()).toEqual({ circleId: circle.id, alreadyMember: false });
    const again = await call(app, newcomer, 'POST', '/api/circles/join', { token: invite.token });
    expect(again.json()).toEqual({ circleId: circle.id, alreadyMember: true });
    const page = (await call(app, newcomer, 'GET', `/api/circles/${circle.id}`)).json<CircleDetail>();
    expect(page.me.role).toBe('member');
    expect(
      (await call(app, newcomer, 'GET', `/api/circles/invitations/${invite.token}`)).json().alreadyMember,
    ).toBe(true);
  });

  it('withdraws the circle’s links when the host removes a member, who comes back only through a new one', async () => {
    const { circle, invite } = await circleThroughApi(app, host, [member]);
    const other = (
      await call(app, host, 'POST', `/api/circles/${circle.id}/invites`, {})
    ).json<CircleInvite>();
    expect(
      (await call(app, host, 'DELETE', `/api/circles/${circle.id}/members/${member.id}`)).statusCode,
    ).toBe(204);
    for (const token of [invite.token, other.token]) {
      const again = await call(app, member, 'POST', '/api/circles/join', { token });
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toContain('was withdrawn');
    }
    expect((await call(app, host, 'GET', `/api/circles/${circle.id}/invites`)).json()).toEqual([]);
    // Leaving of one's own accord withdraws nothing.
    const fresh = (
      await call(app, host, 'POST', `/api/circles/${circle.id}/invites`, {})
    ).json<CircleInvite>();
    expect((await call(app, member, 'POST', '/api/circles/join', { token: fresh.token })).statusCode).toBe(
      200,
    );
    expect(
      (await call(app, member, 'DELETE', `/api/circles/${circle.id}/members/${member.id}`)).statusCode,
    ).toBe(204);
    expect((await call(app, host, 'GET', `/api/circles/${circle.id}/invites`)).json()).toHaveLength(1);
  });

  it('refuses an unknown, expired or revoked link and a full circle, each with a clear 4xx', async () => {
    const { circle, invite } = await circleThroughApi(app, host, [cohost]);
    const base = `/api/circles/${circle.id}`;
    const unknown = await call(app, member, 'POST', '/api/circles/join', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This invitation link is not valid. Ask the host for a new one.');
    const malformed = await call(app, member, 'POST', '/api/circles/join', { token: 'short' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('token is not an invitation token');

    await app.database.db
      .update(circleInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(circleInvites.id, invite.id));
    const expired = await call(app, member, 'POST', '/api/circles/join', { token: invite.token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This invitation link has expired. Ask the host for a new one.');

    // A co-host manages links too; a plain member may not.
    await call(app, host, 'PATCH', `${base}/members/${cohost.id}`, { role: 'cohost' });
    const fresh = (await call(app, cohost, 'POST', `${base}/invites`, {})).json<CircleInvite>();
    const listed = await call(app, host, 'GET', `${base}/invites`);
    expect(listed.json().map((row: { id: string }) => row.id)).toEqual([fresh.id]);
    expect(JSON.stringify(listed.json())).not.toContain(fresh.token);
    expect((await call(app, host, 'DELETE', `${base}/invites/${fresh.id}`)).statusCode).toBe(204);
    expect((await call(app, host, 'DELETE', `${base}/invites/${fresh.id}`)).statusCode).toBe(404);
    const revoked = await call(app, member, 'POST', '/api/circles/join', { token: fresh.token });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().message).toContain('was withdrawn');
    expect((await call(app, host, 'GET', `${base}/invites`)).json()).toEqual([]);

    const last = (await call(app, host, 'POST', `${base}/invites`, {})).json<CircleInvite>();
    await call(app, newcomer, 'POST', '/api/circles/join', { token: last.token });
    expect((await call(app, newcomer, 'POST', `${base}/invites`, {})).statusCode).toBe(403);
    // Fill the circle to its limit with accounts written straight in (how they came does not matter here).
    const extra = await app.database.db
      .insert(users)
      .values(
        Array.from({ length: CIRCLE_MEMBER_LIMIT - 3 }, (_, i) => ({ email: `filler${i}@example.org` })),
      )
      .returning({ id: users.id });
    await app.database.db
      .insert(circleMembers)
      .values(extra.map((row) => ({ circleId: circle.id, userId: row.id, role: 'member' as const })));
    const full = await call(app, member, 'POST', '/api/circles/join', { token: last.token });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`This circle is full: it has its ${CIRCLE_MEMBER_LIMIT} members.`);
  });
});
