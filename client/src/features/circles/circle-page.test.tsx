import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CircleDetail, CirclePost } from '@common/api/circles';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { authUserFixture } from '@/test/auth-user-fixture';

const circleId = '0b6f8a52-93c1-4d8e-9a57-3c7e5f0d1a21';
const me = { userId: '6f1c7c1e-3f0b-4c6e-9a51-2d2b8f0b9c11', displayName: 'Miriam Haddad' };
const ruth = { userId: '3d2e1f00-8a7b-4c6d-9e5f-112233445566', displayName: 'Ruth Gleaner' };

const circle: CircleDetail = {
  id: circleId,
  name: 'Mercy across traditions',
  description: 'We read one passage a day.',
  createdAt: '2026-11-20T09:00:00.000Z',
  closedAt: null,
  host: me,
  memberLimit: 50,
  members: [
    { ...me, role: 'host', joinedAt: '2026-11-20T09:00:00.000Z', readToday: false },
    { ...ruth, role: 'member', joinedAt: '2026-11-21T09:00:00.000Z', readToday: true },
  ],
  me: { ...me, role: 'host', showProgress: true, digest: 'off', pushReplies: false },
  plan: {
    id: 'mercy-5',
    title: 'Mercy in five traditions',
    kind: 'cross-tradition',
    traditions: ['christianity', 'islam'],
    totalDays: 5,
    startsOn: '2026-11-27',
  },
  today: {
    date: '2026-11-27',
    day: 1,
    reading: {
      day: 1,
      title: 'Be merciful',
      theme: 'mercy',
      passages: [{ religion: 'christianity', book: 'Luke', chapter: 6, verse: 36, reference: 'Luke 6:36' }],
    },
    readByMe: false,
  },
  progress: { daysElapsed: 1, totalDays: 5, percent: 20, daysReadByMe: [] },
};

const post = (overrides: Partial<CirclePost>): CirclePost => ({
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  circleId,
  parentId: null,
  parentRemoved: false,
  author: ruth,
  kind: 'reflection',
  body: 'Be merciful, as in Luke 6:36.',
  reference: null,
  day: 1,
  references: [],
  hidden: false,
  removed: false,
  reactions: [{ emoji: '🙏', count: 2, mine: true }],
  replyCount: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

let posts: CirclePost[] = [];
let route: TestRoute = () => undefined;
const defaultRoute: TestRoute = (request, reply) => {
  const at = `${request.method} ${request.path}`;
  if (at === 'GET /api/auth/user') return reply.json(200, authUserFixture());
  if (at === `GET /api/circles/${circleId}`) return reply.json(200, circle);
  if (at === `GET /api/circles/${circleId}/posts`) return reply.json(200, { posts, nextBefore: null });
  if (at === `GET /api/circles/${circleId}/invites`) return reply.json(200, []);
  if (at === 'GET /api/circles') return reply.json(200, []);
  if (at === `POST /api/circles/${circleId}/seen`) return reply.json(204, null);
  if (at === `DELETE /api/circles/${circleId}/members/${ruth.userId}`) return reply.json(204, null);
  return reply.json(404, { error: 'Not Found', message: `No route ${at}` });
};

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => route(request, reply));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  vi.unstubAllGlobals();
});

/** Stands in for the browser's EventSource: the test sends the circle's events itself. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
}

function openCircle() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={memoryLocation({ path: `/circles/${circleId}` }).hook}>
        <AppRoutes />
      </Router>
    </AppProviders>,
  );
}

// The first render loads the lazy page and its queries; a loaded two-core machine can take seconds.
const slow = { timeout: 15_000 };

describe('the circle page', () => {
  it('shows today’s reading, who read it, the members and the thread, with references opening the reader', async () => {
    route = defaultRoute;
    posts = [
      post({}),
      post({
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        author: null,
        kind: 'scholar-answer',
        body: 'Mercy is named in every tradition. <perspective>Islam</perspective> Every surah but one opens with it.',
        references: [{ religion: 'islam', book: 'Al-Fatiha', chapter: 1, verse: 1, reference: "Qur'an 1:1" }],
        reactions: [],
      }),
    ];
    openCircle();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mercy across traditions' }, slow),
    ).toBeTruthy();
    const today = screen.getByRole('region', { name: 'Today’s reading' });
    expect(within(today).getByRole('heading', { name: 'Day 1: Be merciful' })).toBeTruthy();
    expect(within(today).getByRole('link', { name: 'Luke 6:36' }).getAttribute('href')).toBe(
      '/dashboard?religion=christianity&book=Luke&chapter=6&verse=36',
    );
    expect(within(today).getByText(/^Read today:/).textContent).toBe('Read today: Ruth Gleaner');
    expect(within(today).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');

    const members = screen.getByRole('region', { name: /Members/ });
    expect(within(members).getByText('Miriam Haddad (you)')).toBeTruthy();
    expect(within(members).getByRole('button', { name: 'Make Ruth Gleaner co-host' })).toBeTruthy();

    const thread = await screen.findByRole('list', { name: 'Reflections' }, slow);
    const reflection = within(thread).getByRole('article', { name: /^Ruth Gleaner/ });
    expect(within(reflection).getByRole('link', { name: 'Luke 6:36' }).getAttribute('href')).toBe(
      '/dashboard?religion=christianity&book=Luke&chapter=6&verse=36',
    );
    expect(within(thread).getByRole('button', { name: 'Prayer (2)' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const answer = within(thread).getByRole('article', { name: /^The scholar/ });
    expect(within(answer).getByRole('region', { name: 'Islam perspective' })).toBeTruthy();
    expect(within(answer).getByRole('link', { name: "Qur'an 1:1" }).getAttribute('href')).toBe(
      '/dashboard?religion=islam&book=Al-Fatiha&chapter=1&verse=1',
    );
    // What is shown counts as read: the unread count goes back to 0.
    await waitFor(() => expect(server.requestsTo(`/api/circles/${circleId}/seen`)).toHaveLength(1));
  });

  it('keeps a refused reflection in the field with the moderation notice', async () => {
    posts = [];
    route = (request, reply) =>
      request.method === 'POST' && request.path === `/api/circles/${circleId}/posts`
        ? reply.json(400, {
            error: 'Message blocked to promote unity',
            message: 'This message was blocked.',
            suggestion: 'Speak of other traditions as their readers would.',
          })
        : defaultRoute(request, reply);
    openCircle();
    const field = await screen.findByLabelText('Share a reflection on day 1', undefined, slow);
    await userEvent.type(field, 'A hurtful remark');
    await userEvent.click(screen.getByRole('button', { name: 'Post reflection' }));
    const notice = await screen.findByRole('alert', undefined, slow);
    expect(notice.textContent).toContain('Speak of other traditions as their readers would.');
    expect((field as HTMLTextAreaElement).value).toBe('A hurtful remark');
    const sent = server.requestsTo(`/api/circles/${circleId}/posts`).filter((r) => r.method === 'POST');
    expect(sent.map((request) => request.body)).toEqual([{ body: 'A hurtful remark', day: 1 }]);
  });

  it('shows another member’s new post as it arrives, without a reload', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = [];
    posts = [];
    route = defaultRoute;
    openCircle();
    expect(await screen.findByText('No reflections yet: the first one is yours to write.', undefined, slow));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(new URL(stream.url).pathname).toBe(`/api/circles/${circleId}/events`);
    const arrived = post({ body: 'Just read it: mercy first.' });
    posts = [arrived];
    act(() => stream.send({ type: 'post.created', post: arrived }));
    expect(await screen.findByText('Just read it: mercy first.', undefined, slow)).toBeTruthy();
  });

  it('asks once more before the host removes a member', async () => {
    posts = [];
    route = defaultRoute;
    openCircle();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ruth Gleaner' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ruth Gleaner?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(
        server.requestsTo(`/api/circles/${circleId}/members/${ruth.userId}`).map((r) => r.method),
      ).toEqual(['DELETE']),
    );
  });

  it('posts a reply under a reflection and gives the focus back to its Reply button', async () => {
    posts = [post({})];
    route = (request, reply) =>
      request.method === 'POST' && request.path === `/api/circles/${circleId}/posts`
        ? reply.json(201, post({ id: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d', parentId: posts[0]!.id }))
        : defaultRoute(request, reply);
    openCircle();
    const reflection = await screen.findByRole('article', { name: /^Ruth Gleaner/ }, slow);
    const replyButton = within(reflection).getByRole('button', { name: 'Reply' });
    await userEvent.click(replyButton);
    await userEvent.type(screen.getByLabelText('Reply to Ruth Gleaner'), 'Amen to that.');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(screen.queryByLabelText('Reply to Ruth Gleaner')).toBeNull());
    expect(document.activeElement).toBe(replyButton);
    const sent = server.requestsTo(`/api/circles/${circleId}/posts`).filter((r) => r.method === 'POST');
    expect(sent.map((request) => request.body)).toEqual([
      {
        body: 'Amen to that.',
        parentId: posts[0]!.id,
      },
    ]);
  });
});
