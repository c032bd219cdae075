import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const LIMIT = 5;
const ATTEMPTS = 15;
const wrongLogin = { email: 'ravi@example.org', password: 'guess-1' };
/** What a guesser sends to look like a new client each time. */
const spoofed = (attempt: number) => `198.51.100.${attempt}, 203.0.113.${attempt}`;
const expected = [...Array(LIMIT).fill(401), ...Array(ATTEMPTS - LIMIT).fill(429)];

/** A reverse proxy hop on 127.0.0.1, as nginx does it: appends the peer's real address to X-Forwarded-For. */
async function startForwardingProxy(target: string) {
  const server = http.createServer((request, response) => {
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      {
        method: request.method,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor },
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One login attempt over a real socket from `from` (any 127.x address is this machine). */
function login(base: string, from: string, forwardedFor: string): Promise<number> {
  const body = JSON.stringify(wrongLogin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL('/api/auth/login', base),
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': forwardedFor,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function attemptsFrom(base: string, from: string, count = ATTEMPTS) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1)
    statuses.push(await login(base, from, spoofed(attempt)));
  return statuses;
}

/** The app listening on a real port behind the forwarding proxy. */
async function appBehindProxy(trustProxy: string) {
  const app = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: trustProxy });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const direct = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const proxy = await startForwardingProxy(direct);
  return { app, direct, proxy };
}

describe('X-Forwarded-For with TRUST_PROXY unset (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT_MAX: String(LIMIT) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is ignored: 15 wrong logins with 15 made-up addresses reach the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: wrongLogin,
        headers: { 'x-forwarded-for': spoofed(attempt) },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(expected);
    // Another real client is counted on its own.
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: wrongLogin,
      remoteAddress: '192.0.2.44',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('TRUST_PROXY=1 behind one real proxy hop', () => {
  let setup: Awaited<ReturnType<typeof appBehindProxy>>;
  beforeAll(async () => {
    setup = await appBehindProxy('1');
  });
  afterAll(async () => {
    await setup.proxy.close();
    await setup.app.close();
  });

  it('counts the address the proxy saw, not the one the client wrote, and real clients apart', async () => {
    expect(await attemptsFrom(setup.proxy.url, '127.0.0.2')).toEqual(expected);
    expect(await attemptsFrom(setup.proxy.url, '127.0.0.3', 1)).toEqual([401]);
  });
});

describe('TRUST_PROXY as the proxy address', () => {
  let setup: Awaited<ReturnType<typeof appBehindProxy>>;
  beforeAll(async () => {
    setup = await appBehindProxy('127.0.0.1, 10.0.0.0/8');
  });
  afterAll(async () => {
    await setup.proxy.close();
    await setup.app.close();
  });

  it('believes X-Forwarded-For only from that proxy', async () => {
    expect(await attemptsFrom(setup.proxy.url, '127.0.0.2')).toEqual(expected);
    expect(await attemptsFrom(setup.proxy.url, '127.0.0.3', 1)).toEqual([401]);
    // A client that skips the proxy is not a trusted hop: its made-up headers change nothing.
    expect(await attemptsFrom(setup.direct, '127.0.0.4')).toEqual(expected);
  });
});
