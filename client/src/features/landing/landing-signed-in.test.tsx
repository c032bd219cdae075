import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AuthUser } from '@common/api/auth';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer } from '@/test/api-test-server';
import { authUserFixture } from '@/test/auth-user-fixture';
import { LandingPage } from './landing-page';

let currentUser: AuthUser | null = null;
let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) =>
    request.path === '/api/auth/user' && currentUser
      ? reply.json(200, currentUser)
      : reply.json(401, { error: 'Unauthorized', message: 'Sign in' }),
  );
});
afterAll(() => server.close());
beforeEach(() => {
  currentUser = null;
});

function renderLanding() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <LandingPage />
      </Router>
    </AppProviders>,
  );
}

describe('the landing page for a signed-in reader', () => {
  it('shows their name and "Open the reader" instead of the sign-up invitations', async () => {
    currentUser = authUserFixture({ firstName: 'Amina' });
    renderLanding();
    const header = screen.getByRole('banner');
    const nav = within(header).getAllByRole('navigation', { name: 'Main' })[0]!;
    expect((await within(nav).findByRole('link', { name: 'Amina' })).getAttribute('href')).toBe('/profile');
    expect(within(nav).getByRole('link', { name: 'Open the reader' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).toBeNull();

    const hero = screen.getByRole('region', { name: /Guiding Wisdom/ });
    expect(within(hero).getByText('Welcome back, Amina')).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'Open the reader' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    // The join section is the seventh below the hero, and the sections come one per frame.
    expect(
      await screen.findByRole('heading', { name: 'You are in the circle, Amina' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create your account' })).toBeNull();
  });

  it('still invites a guest to sign up', async () => {
    currentUser = authUserFixture({ firstName: null, guest: true });
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Create your account' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Sign Up' })).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'ENTER THE CIRCLE' })).toBeTruthy();
  });
});
