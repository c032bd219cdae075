import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CirclePost, CircleSummary } from '@common/api/circles';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { authUserFixture } from '@/test/auth-user-fixture';
import { ShareToCircle } from './share-to-circle';

const summary = (id: string, name: string, closedAt: string | null = null): CircleSummary => ({
  id,
  name,
  description: '',
  role: 'member',
  host: null,
  memberCount: 4,
  planTitle: null,
  closedAt,
  unreadCount: 0,
  lastPostAt: null,
});
const psalmsCircle = '0b6f8a52-93c1-4d8e-9a57-3c7e5f0d1a21';
const mercyCircle = '5c4b3a29-1807-4f6e-9d5c-4b3a29180706';
const closedCircle = '7e6d5c4b-3a29-4180-8f6e-5d4c3b2a1908';

let circles: CircleSummary[] = [];
const stored = (body: string): CirclePost => ({
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  circleId: mercyCircle,
  parentId: null,
  parentRemoved: false,
  author: { userId: authUserFixture().id, displayName: 'Miriam Haddad' },
  kind: 'reflection',
  body,
  reference: { religion: 'judaism', book: 'Psalms', chapter: 23, verse: 1 },
  day: null,
  references: [],
  hidden: false,
  removed: false,
  reactions: [],
  replyCount: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
});
const route: TestRoute = (request, reply) => {
  const at = `${request.method} ${request.path}`;
  if (at === 'GET /api/auth/user') return reply.json(200, authUserFixture());
  if (at === 'GET /api/circles') return reply.json(200, circles);
  if (at === `POST /api/circles/${mercyCircle}/posts`)
    return reply.json(201, stored((request.body as { body: string }).body));
  return reply.json(404, { error: 'Not Found', message: `No route ${at}` });
};

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer(route);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const psalm = {
  religion: 'judaism',
  book: 'Psalms',
  chapter: 23,
  verse: 1,
  reference: 'Psalms 23:1',
} as const;
const renderAction = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <ShareToCircle {...psalm} />
    </AppProviders>,
  );
const slow = { timeout: 15_000 };

describe('Share to a circle', () => {
  it('posts a reflection on the verse to the circle chosen among the open ones', async () => {
    circles = [
      summary(psalmsCircle, 'Psalms at dawn'),
      summary(mercyCircle, 'Mercy across traditions'),
      summary(closedCircle, 'Last year’s circle', '2026-01-01T00:00:00.000Z'),
    ];
    renderAction();
    await userEvent.click(await screen.findByRole('button', { name: 'Share Psalms 23:1 to a circle' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Share to a circle' });
    const choice = within(dialog).getByRole('combobox', { name: 'Circle' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Psalms at dawn', 'Mercy across traditions']);
    await userEvent.selectOptions(choice, mercyCircle);
    await userEvent.type(within(dialog).getByLabelText('Your reflection'), 'The shepherd who lacks nothing.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share reflection' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requestsTo(`/api/circles/${mercyCircle}/posts`).map((request) => request.body)).toEqual([
      {
        body: 'The shepherd who lacks nothing.',
        reference: { religion: 'judaism', book: 'Psalms', chapter: 23, verse: 1 },
      },
    ]);
  });

  it('is not offered to a reader in no open circle', async () => {
    circles = [summary(closedCircle, 'Last year’s circle', '2026-01-01T00:00:00.000Z')];
    renderAction();
    await waitFor(() => expect(server.requestsTo('/api/circles')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /to a circle/ })).toBeNull();
  });
});
