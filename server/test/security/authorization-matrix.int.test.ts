import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { banMessage } from '../../lib/identity';
import { createTestApp } from '../test-app';
import { openTestDatabase } from '../test-database';
import { BAN_REASON, cloneBrowser, createActors, type Actor, type Role } from './actors';
import { endpointMatrix } from './endpoint-matrix';
import type { MatrixFixture, Outcome } from './matrix-roles';
import { A_CHAT, A_NOTE, createFixture } from './matrix-fixture';

// Every route as Fastify registers it, read from the app itself: a route nobody classified fails the test.
const registered = vi.hoisted(() => [] as Array<{ method: string; url: string }>);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = ((options?: object) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: Object.assign(create, actual.default), fastify: create };
});

let app: FastifyInstance;
let actors: Record<Role, Actor>;
let fixture: MatrixFixture;
/** What A sees of their own data before anyone else tries anything. */
let before: Record<string, unknown>;

beforeAll(async () => {
  app = await createTestApp(
    {
      AUTH_RATE_LIMIT_MAX: '10000',
      CHAT_RATE_LIMIT_MAX: '10000',
      FREE_DAILY_AI_QUOTA: '10000',
      CONTACT_RATE_LIMIT_MAX: '10000',
      TTS_RATE_LIMIT_MAX: '10000',
      TRANSCRIPTION_RATE_LIMIT_MAX: '10000',
      TRANSCRIPTION_BASE_URL: 'http://127.0.0.1:9/v1',
    },
    { database: await openTestDatabase({ corpus: true }) },
  );
  actors = await createActors(app);
  fixture = await createFixture(app, actors);
  before = await snapshotOfA();
});
afterAll(async () => {
  await app?.close();
});

const apiRoutes = () =>
  [
    ...new Set(
      registered
        .filter(({ url }) => url.startsWith('/api/') && !url.startsWith('/api/docs'))
        // Fastify adds a HEAD route beside each GET; it answers as the GET does.
        .filter(
          ({ method, url }) =>
            method !== 'HEAD' || !registered.some((r) => r.method === 'GET' && r.url === url),
        )
        .map(({ method, url }) => `${method} ${url}`),
    ),
  ].sort();

describe('the endpoint list', () => {
  it('is read from the app, and every /api route is classified in the matrix (and nothing else is)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes, 'classify new routes in server/test/security/endpoint-matrix.ts').toEqual(
      Object.keys(endpointMatrix).sort(),
    );
  });
});

const A_VIEWS = ['/api/study/items', '/api/chat/a-private-talk', '/api/progress/sessions', '/api/auth/user'];

async function snapshotOfA(): Promise<Record<string, unknown>> {
  const views: Record<string, unknown> = {};
  for (const url of A_VIEWS) {
    const response = await cloneBrowser(app, actors.userA.browser).get(url);
    expect(response.statusCode, url).toBe(200);
    views[url] = response.json();
  }
  return views;
}

const intruders: Role[] = ['visitor', 'guest', 'userB', 'moderator'];

describe("A's data, tried by a visitor, a guest, user B and a moderator", () => {
  it('A sees their own note, highlight, bookmark, conversation, sessions and profile', () => {
    const items = before['/api/study/items'] as { items: Array<{ note: string | null }> };
    expect(items.items).toHaveLength(3);
    expect(items.items.map((item) => item.note)).toContain(A_NOTE);
    const chat = before['/api/chat/a-private-talk'] as { messages: Array<{ content: string }> };
    expect(chat.messages[0]!.content).toBe(A_CHAT);
    expect(chat.messages.length).toBeGreaterThanOrEqual(2);
    expect((before['/api/progress/sessions'] as unknown[]).length).toBe(3);
    expect((before['/api/auth/user'] as { id: string }).id).toBe(fixture.userA.id);
  });

  for (const role of intruders) {
    it(`${role} cannot list, export, search, change or delete it`, async () => {
      const as = () => cloneBrowser(app, actors[role].browser);
      const ids = [fixture.noteId, fixture.disposableItemId];
      const listed = await as().get('/api/study/items?q=love');
      expect(listed.statusCode).toBe(200);
      expect(listed.body).not.toContain(A_NOTE);
      for (const format of ['markdown', 'csv']) {
        const exported = await as().get(`/api/study/export?format=${format}`);
        expect(exported.statusCode).toBe(200);
        expect(exported.body).not.toContain(A_NOTE);
      }
      const all = (await as().get('/api/study/items')).json<{ items: Array<{ id: number }> }>();
      expect(all.items.filter((item) => ids.includes(item.id))).toEqual([]);
      expect((await as().patch(`/api/study/items/${fixture.noteId}`, { note: 'Mine now' })).statusCode).toBe(
        404,
      );
      expect((await as().delete(`/api/study/items/${fixture.noteId}`)).statusCode).toBe(404);
      // Saving the same verse and kind updates the caller's own note, never A's.
      const mine = await as().post('/api/study/items', {
        religion: 'christianity',
        book: 'John',
        chapter: 3,
        verse: 16,
        translation: 'web',
        kind: 'note',
        note: `Written by ${role}`,
      });
      expect(mine.statusCode).toBeLessThan(300);
      expect(mine.json().id).not.toBe(fixture.noteId);

      const talk = await as().get('/api/chat/a-private-talk');
      expect(talk.json()).toEqual({ sessionId: 'a-private-talk', messages: [] });
      expect((await as().delete('/api/chat/a-private-talk')).json().deleted).toBe(0);

      const sessions = (await as().get('/api/progress/sessions')).json<Array<{ id: number }>>();
      expect(sessions.map((session) => session.id)).not.toContain(fixture.sessionId);
      const url = `/api/progress/session/${fixture.sessionId}`;
      expect((await as().patch(url, { versesRead: 999 })).statusCode).toBe(404);
      expect((await as().patch(`${url}/end`, { versesRead: 999 })).statusCode).toBe(404);
      expect((await as().beacon(`${url}/end`, JSON.stringify({ versesRead: 999 }))).statusCode).toBe(404);

      const user = await as().get('/api/auth/user');
      expect(user.json().id).not.toBe(fixture.userA.id);
      expect(user.body).not.toContain(fixture.userA.email);
    });
  }

  it("leaves A's data exactly as it was", async () => {
    expect(await snapshotOfA()).toEqual(before);
  });
});

const bannedMessage = () => banMessage({ banReason: BAN_REASON, banExpiresAt: fixture.bannedUntil });

function check(response: LightMyRequestResponse, outcome: Outcome, label: string) {
  const detail = `${label}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (outcome === 'ok') {
    expect(response.statusCode, detail).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, detail).toBeLessThan(300);
    return;
  }
  if (outcome === 'ban') {
    expect(response.statusCode, detail).toBe(403);
    expect(response.json().message, detail).toBe(bannedMessage());
    return;
  }
  expect(response.statusCode, detail).toBe(outcome);
  if (outcome >= 400) {
    const body = response.json();
    expect(typeof body.error, detail).toBe('string');
    expect(body.message, detail).toMatch(/\w/);
  }
}

// A's own calls come last, so a delete by A happens after everyone else was refused it.
const order: Role[] = ['visitor', 'guest', 'userB', 'banned', 'moderator', 'userA'];

describe('every endpoint × every role', () => {
  for (const [key, entry] of Object.entries(endpointMatrix)) {
    it(key, async () => {
      for (const role of order) {
        const actor = actors[role];
        const browser = entry.fresh ? await actor.spare() : cloneBrowser(app, actor.browser);
        const response = await browser.request(await entry.request(fixture, role));
        check(response, entry.expect[role], `${key} as ${role}`);
      }
    });
  }
});
