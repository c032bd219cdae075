import { act, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/lib/query-client';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { authUserFixture } from '@/test/auth-user-fixture';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';

let route: TestRoute = (_request, reply) => reply.json(404, { error: 'Not Found', message: 'No API route.' });
let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => route(request, reply));
});
afterAll(() => server.close());

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook}>
        <AppRoutes />
      </Router>
    </AppProviders>,
  );
  return location;
}

describe('AppRoutes', () => {
  it("renders 'Page Not Found' with a way home for an unknown path", async () => {
    renderAt('/no-such-place');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page Not Found | Sacred Circle');
  });

  // Page content belongs to each feature; the router's job is only that a known path is not the 404 page.
  it.each(['/', '/auth', '/dashboard', '/plans', '/circles', '/privacy', '/terms'])(
    'loads a page of its own for %s',
    async (path) => {
      renderAt(path);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(heading.textContent).not.toBe('Page Not Found');
      expect(document.title).not.toBe('Page Not Found | Sacred Circle');
    },
  );

  it('moves focus to the new page and announces its title after an in-app navigation', async () => {
    const location = renderAt('/no-such-place');
    const notFound = await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    // The first page is left as the browser opened it.
    expect(document.activeElement).not.toBe(notFound);
    act(() => location.navigate('/terms'));
    const terms = await screen.findByRole('heading', { level: 1, name: /Terms/ }, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(terms));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(document.title));
    expect(document.title).toMatch(/^Terms.* \| Sacred Circle$/);
  });

  it('sends a visitor who is not signed in from /profile to /auth', async () => {
    route = (_request, reply) => reply.json(401, { error: 'Unauthorized', message: 'Not signed in.' });
    const location = renderAt('/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(location.history).toEqual(['/auth']);
  });

  it('shows /profile to a signed-in user', async () => {
    route = (request, reply) =>
      request.path === '/api/auth/user'
        ? reply.json(200, authUserFixture())
        : reply.json(404, { error: 'Not Found', message: 'No API route.' });
    const location = renderAt('/profile');
    await waitFor(() => expect(server.requestsTo('/api/auth/user').length).toBeGreaterThan(0));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(location.history).toEqual(['/profile']);
  });
});
