import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthResponseSchema } from '@common/api/health';
import { bearer, startApiTestServer, type TestRoute } from '@/test/api-test-server';
import { apiRequest, apiRequestJson, apiUrl, ApiRequestError, ApiResponseShapeError } from './api-client';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './auth-tokens';
import { createQueryClient } from './query-client';

let route: TestRoute = (_request, reply) => reply.json(404, { error: 'Not Found', message: 'no route' });
let server: Awaited<ReturnType<typeof startApiTestServer>>;

beforeAll(async () => {
  server = await startApiTestServer((request, reply) => route(request, reply));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  vi.restoreAllMocks();
});

const JOURNEY = { readingGoal: 150, startDate: '2025-08-26T00:00:00.000Z', favoriteReligion: 'buddhism' };

/** A server whose access tokens are 'access-1', 'access-2', ...; only `validAccess` is accepted. */
function tokenServer(options: {
  validAccess: string;
  refreshes: Record<string, { accessToken: string; refreshToken: string }>;
  /** The refresh is answered only once this many requests have been refused: they all overlap it. */
  holdRefreshUntilRefused?: number;
}): TestRoute {
  let refused = 0;
  let releaseRefresh: () => void = () => undefined;
  const refreshReleased = new Promise<void>((resolve) => (releaseRefresh = resolve));
  if (!options.holdRefreshUntilRefused) releaseRefresh();
  return async (request, reply) => {
    if (request.path === '/api/auth/refresh') {
      await refreshReleased;
      const { refreshToken } = request.body as { refreshToken: string };
      const next = options.refreshes[refreshToken];
      if (!next)
        return reply.json(401, { error: 'Unauthorized', message: 'Refresh token is invalid or expired.' });
      return reply.json(200, next);
    }
    if (bearer(request) !== `Bearer ${options.validAccess}`) {
      refused += 1;
      if (refused === options.holdRefreshUntilRefused) releaseRefresh();
      return reply.json(401, { error: 'Unauthorized', message: 'Access token expired.' });
    }
    return reply.json(200, JOURNEY);
  };
}

describe('apiRequest', () => {
  it('sends JSON with credentials and the stored bearer token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-abc');
    route = (request, reply) => reply.json(200, { received: request.body });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const response = await apiRequest('PATCH', '/api/progress/journey/goal', { readingGoal: 150 });

    expect(await response.json()).toEqual({ received: { readingGoal: 150 } });
    const [request] = server.requests;
    expect(request?.method).toBe('PATCH');
    expect(request?.path).toBe('/api/progress/journey/goal');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.authorization).toBe('Bearer access-abc');
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends no Authorization header when no token is stored', async () => {
    route = (_request, reply) => reply.json(200, JOURNEY);
    await apiRequest('GET', '/api/progress/journey');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('raises "<status>: <body text>" for a non-OK answer and keeps the server message', async () => {
    const body = { error: 'Conflict', message: 'That username is already taken.' };
    route = (_request, reply) => reply.json(409, body);

    const error = await apiRequest('POST', '/api/auth/signup', { username: 'miriam' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(`409: ${JSON.stringify(body)}`);
    expect((error as ApiRequestError).status).toBe(409);
    expect((error as ApiRequestError).serverMessage).toBe('That username is already taken.');
  });

  it('uses the status text when the body is empty', async () => {
    route = (_request, reply) => reply.text(503, '');
    await expect(apiRequest('GET', '/api/verse/random')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('refreshes once on a 401, stores both new tokens and retries the request with the new token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    route = tokenServer({
      validAccess: 'access-2',
      refreshes: { 'refresh-1': { accessToken: 'access-2', refreshToken: 'refresh-2' } },
    });

    const response = await apiRequest('GET', '/api/progress/journey');

    expect(await response.json()).toEqual(JOURNEY);
    expect(server.requests.map((r) => `${r.method} ${r.path} ${r.headers.authorization ?? '-'}`)).toEqual([
      'GET /api/progress/journey Bearer access-1',
      'POST /api/auth/refresh -',
      'GET /api/progress/journey Bearer access-2',
    ]);
    expect(server.requestsTo('/api/auth/refresh')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-2');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('lets concurrent 401s share one refresh', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    route = tokenServer({
      validAccess: 'access-2',
      refreshes: { 'refresh-1': { accessToken: 'access-2', refreshToken: 'refresh-2' } },
      holdRefreshUntilRefused: 3,
    });

    const responses = await Promise.all([
      apiRequest('GET', '/api/progress/journey'),
      apiRequest('GET', '/api/progress/journey'),
      apiRequest('GET', '/api/progress/journey'),
    ]);

    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(server.requestsTo('/api/auth/refresh')).toHaveLength(1);
    const retried = server.requestsTo('/api/progress/journey').filter((r) => bearer(r) === 'Bearer access-2');
    expect(retried).toHaveLength(3);
  });

  it('removes both tokens and raises the 401 when the refresh fails', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-revoked');
    route = tokenServer({ validAccess: 'access-2', refreshes: {} });

    await expect(apiRequest('GET', '/api/progress/journey')).rejects.toThrow(
      '401: {"error":"Unauthorized","message":"Access token expired."}',
    );
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(server.requests.map((r) => r.path)).toEqual(['/api/progress/journey', '/api/auth/refresh']);
  });

  it('retries only once: a second 401 after a good refresh is raised, not refreshed again', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    route = tokenServer({
      validAccess: 'never-valid',
      refreshes: { 'refresh-1': { accessToken: 'access-2', refreshToken: 'refresh-2' } },
    });

    await expect(apiRequest('GET', '/api/progress/journey')).rejects.toThrow(/^401: /);
    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/progress/journey',
      '/api/auth/refresh',
      '/api/progress/journey',
    ]);
  });

  it('does not try to refresh a 401 on a request that carried no token', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    route = (_request, reply) => reply.json(401, { error: 'Unauthorized', message: 'Sign in first.' });

    await expect(apiRequest('GET', '/api/progress/journey')).rejects.toThrow(/^401: /);
    expect(server.requestsTo('/api/auth/refresh')).toHaveLength(0);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
  });
});

describe('apiRequestJson', () => {
  const health = {
    status: 'ok',
    version: '0.1.0',
    uptimeSeconds: 12,
    database: { ok: true, driver: 'pglite' },
    corpus: { sources: [] },
    providers: { guide: 'offline', voices: ['browser'], mail: 'dev-outbox', googleSignIn: false },
    sharedState: 'memory',
  };

  it('returns the answer parsed by its common/api schema', async () => {
    route = (_request, reply) => reply.json(200, health);
    const parsed = await apiRequestJson(healthResponseSchema, 'GET', '/api/health');
    expect(parsed.database.driver).toBe('pglite');
  });

  it('raises a shape error naming the mismatched field', async () => {
    route = (_request, reply) => reply.json(200, { ...health, database: { ok: 'yes', driver: 'pglite' } });
    const error = await apiRequestJson(healthResponseSchema, 'GET', '/api/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiResponseShapeError);
    expect((error as Error).message).toMatch(/^Unexpected response from GET \/api\/health: database\.ok: /);
  });
});

describe('the query client', () => {
  it('has no default queryFn: a query without its own function fails instead of GETting unchecked JSON', async () => {
    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/auth/user'] })).rejects.toThrow(/queryFn/);
    expect(server.requests).toEqual([]);
  });

  it('has the product defaults: never stale, no refetch on focus or interval, no retries, 5 minute gc', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
      gcTime: 300_000,
    });
    expect(mutations?.retry).toBe(false);
  });
});

describe('URLs', () => {
  it('builds absolute /api URLs on the page origin and refuses other paths', () => {
    expect(apiUrl('/api/auth/google')).toBe(`${server.origin}/api/auth/google`);
    expect(apiUrl('/api/scriptures', { religion: 'judaism', chapter: 1, book: undefined })).toBe(
      `${server.origin}/api/scriptures?religion=judaism&chapter=1`,
    );
    expect(() => apiUrl('https://elsewhere.example/api/x')).toThrow(/API paths start with \/api\//);
  });
});
