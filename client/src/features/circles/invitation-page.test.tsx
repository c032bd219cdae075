import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CircleInvitation } from '@common/api/circles';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { authUserFixture } from '@/test/auth-user-fixture';
import { InvitationPage } from './invitation-page';

const token = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const circleId = '0b6f8a52-93c1-4d8e-9a57-3c7e5f0d1a21';
const invitation: CircleInvitation = {
  circleId,
  name: 'دائرة الرحمة',
  description: 'Mercy in five traditions, a day at a time.',
  host: { userId: '6f1c7c1e-3f0b-4c6e-9a51-2d2b8f0b9c11', displayName: 'Miriam Haddad' },
  memberCount: 3,
  memberLimit: 50,
  expiresAt: '2026-12-11T09:00:00.000Z',
  alreadyMember: false,
};

let signedIn = false;
const route: TestRoute = (request, reply) => {
  const at = `${request.method} ${request.path}`;
  if (at === 'GET /api/auth/user')
    return signedIn
      ? reply.json(200, authUserFixture())
      : reply.json(401, { error: 'Unauthorized', message: 'Sign in' });
  if (at === `GET /api/circles/invitations/${token}`) return reply.json(200, invitation);
  if (at === 'POST /api/circles/join') return reply.json(200, { circleId, alreadyMember: false });
  if (at === 'GET /api/circles/invitations/Zbcdefghijklmnopqrstuvwxyz0123456789_-ABCDE')
    return reply.json(410, {
      error: 'Gone',
      message: 'This invitation link has expired. Ask the host for a new one.',
    });
  return reply.json(404, { error: 'Not Found', message: `No route ${at}` });
};

let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer(route);
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  signedIn = false;
});

function openInvitation(path = `/circles/join/${token}`) {
  const location = memoryLocation({ path, record: true });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook}>
        <Route path="/circles/join/:token" component={InvitationPage} />
      </Router>
    </AppProviders>,
  );
  return location;
}

const slow = { timeout: 15_000 };

describe('the invitation page', () => {
  it('shows the circle and its host, and sends a visitor without an account to sign up and back', async () => {
    openInvitation();
    const title = await screen.findByRole('heading', { level: 1, name: 'دائرة الرحمة' }, slow);
    expect(title.getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Miriam Haddad')).toBeTruthy();
    const signUp = await screen.findByRole('link', { name: 'Create an account to join' }, slow);
    expect(signUp.getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent(`/circles/join/${token}`)}&mode=signup`,
    );
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('joins a signed-in reader and opens the circle', async () => {
    signedIn = true;
    const location = openInvitation();
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }, slow));
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/circles/${circleId}`));
    expect(server.requestsTo('/api/circles/join').map((request) => request.body)).toEqual([{ token }]);
  });

  it('says why an expired link can no longer be used', async () => {
    openInvitation('/circles/join/Zbcdefghijklmnopqrstuvwxyz0123456789_-ABCDE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' }, slow)).toBeTruthy();
    expect(screen.getByText('This invitation link has expired. Ask the host for a new one.')).toBeTruthy();
  });
});
