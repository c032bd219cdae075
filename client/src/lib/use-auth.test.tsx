import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { authUserFixture } from '@/test/auth-user-fixture';
import { createQueryClient } from './query-client';
import { deriveAuthState, useAuth } from './use-auth';

let route: TestRoute = (_request, reply) => reply.json(404, { error: 'Not Found', message: 'No API route.' });
let server: Awaited<ReturnType<typeof startApiTestServer>>;
beforeAll(async () => {
  server = await startApiTestServer((request, reply) => route(request, reply));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

function renderAuth() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

const miriam = authUserFixture();

describe('useAuth', () => {
  it('is loading first, then authenticated for a signed-in user', async () => {
    route = (_request, reply) => reply.json(200, miriam);
    const { result } = renderAuth();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user?.email).toBe('miriam@example.org');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/user']);
  });

  it('reports a guest from the guest flag', async () => {
    route = (_request, reply) =>
      reply.json(
        200,
        authUserFixture({
          id: '0b9e3d52-7d0f-4f55-8f3c-5a0f6c2d1e77',
          email: null,
          username: null,
          firstName: null,
          lastName: null,
          verified: 0,
          hasPassword: false,
          guest: true,
        }),
      );
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('guest'));
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.isGuest).toBe(true);
  });

  it.each([
    ['a 401', 401],
    ['a 404 (no auth API yet)', 404],
    ['a 500', 500],
  ])('is unauthenticated on %s, without retrying', async (_label, status) => {
    route = (_request, reply) => reply.json(status, { error: 'Nope', message: 'No user here.' });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(result.current.user).toBeNull();
    expect(server.requestsTo('/api/auth/user')).toHaveLength(1);
  });

  it('is unauthenticated when the server cannot be reached', async () => {
    await server.close();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    server = await startApiTestServer((request, reply) => route(request, reply));
  });
});

describe('deriveAuthState', () => {
  it('treats an error as signed out even with an earlier user in cache', () => {
    expect(deriveAuthState({ isLoading: false, user: miriam, error: new Error('500: boom') }).status).toBe(
      'unauthenticated',
    );
  });
});
