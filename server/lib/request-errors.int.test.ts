import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../common/api/errors';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { conflict } from './http-error';

// No feature route takes a body yet, so this file registers its own tiny route on the app instance: the
// parsing, limits and validation under test are the app's, not the route's.
const verseNoteSchema = z.strictObject({
  reference: z.string().min(1),
  note: z.string().min(1).max(500),
});

describe('bad input gets a 4xx JSON answer, never a 500', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/test-only/notes',
      {
        schema: {
          body: verseNoteSchema,
          querystring: z.strictObject({ draft: z.enum(['yes', 'no']).optional() }),
        },
      },
      async (request, reply) => {
        if (request.body.reference === 'John 3:16' && request.body.note === 'duplicate') {
          throw conflict('That note already exists.');
        }
        return reply.status(201).send({ saved: request.body });
      },
    );
    typed.post(
      '/api/test-only/contact',
      {
        schema: {
          body: z
            .strictObject({ email: z.string().optional(), phone: z.string().optional() })
            .refine((body) => body.email || body.phone, { message: 'Either email or phone is required' }),
        },
      },
      async () => ({ ok: true }),
    );
    typed.get('/api/test-only/crash', async () => {
      throw new Error('database exploded');
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (payload: string, contentType = 'application/json', url = '/api/test-only/notes') =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('accepts a well-formed body (the route under test works)', async () => {
    const response = await post(
      JSON.stringify({ reference: 'John 3:16', note: 'For God so loved the world' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      saved: { reference: 'John 3:16', note: 'For God so loved the world' },
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await post('{"reference": "John 3:16", "note": ');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Bad Request', message: 'The request body is not valid JSON.' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toBe(
      'The request body is empty; send a JSON object.',
    );
  });

  it('answers a wrong content type with 415', async () => {
    const form = await post('reference=John+3%3A16&note=love', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({
      error: 'Unsupported Media Type',
      message: 'Unsupported content type: send JSON with "Content-Type: application/json".',
    });
    const xml = await post('<note reference="John 3:16">love</note>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(apiErrorSchema.parse(xml.json()).error).toBe('Unsupported Media Type');
  });

  it('answers a text/plain body on a JSON route with 400 (text stays parseable for sendBeacon)', async () => {
    const response = await post('John 3:16 love', 'text/plain');
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.message).toMatch(/^Invalid input: expected object/);
    expect(body.details).toEqual({ issues: [{ path: 'body', message: expect.stringMatching(/object/) }] });
  });

  it('answers a body over BODY_LIMIT_BYTES with 413', async () => {
    const response = await post(JSON.stringify({ reference: 'Psalm 119', note: 'Aleph. '.repeat(400) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Payload Too Large',
      message: 'The request body is too large.',
    });
  });

  it('answers unknown fields with 400 naming them', async () => {
    const response = await post(JSON.stringify({ reference: 'John 3:16', note: 'love', isAdmin: true }));
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error).toBe('Bad Request');
    expect(body.message).toBe('unknown field isAdmin');
  });

  it('answers a missing or wrong-typed field with 400 naming the field, its schema path apart', async () => {
    const missing = apiErrorSchema.parse((await post(JSON.stringify({ reference: 'John 3:16' }))).json());
    expect(missing.message).toMatch(/^note: Invalid input/);
    expect(missing.details).toEqual({ issues: [{ path: 'body.note', message: expect.any(String) }] });
    const wrongType = await post(JSON.stringify({ reference: 316, note: 'love' }));
    expect(wrongType.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wrongType.json()).message).toMatch(/^reference: /);
  });

  it("gives a schema's own sentence alone, without the schema path", async () => {
    const response = await post('{}', 'application/json', '/api/test-only/contact');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: 'Either email or phone is required',
      details: { issues: [{ path: 'body', message: 'Either email or phone is required' }] },
    });
  });

  it('answers a bad query parameter with 400', async () => {
    const response = await post(
      JSON.stringify({ reference: 'John 3:16', note: 'love' }),
      'application/json',
      '/api/test-only/notes?draft=maybe',
    );
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(/^draft: /);
  });

  it('answers a JSON array where an object is expected with 400', async () => {
    const response = await post(JSON.stringify(['John 3:16', 'love']));
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error).toBe('Bad Request');
  });

  it('passes a thrown HttpError through in the shared shape', async () => {
    const response = await post(JSON.stringify({ reference: 'John 3:16', note: 'duplicate' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Conflict', message: 'That note already exists.' });
  });

  it('answers an unknown /api route with a 404 JSON, whatever the method', async () => {
    const get = await app.inject({ method: 'GET', url: '/api/scripture-of-the-void' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({
      error: 'Not Found',
      message: 'No API route GET /api/scripture-of-the-void.',
    });
    const del = await app.inject({ method: 'DELETE', url: '/api/health?x=1' });
    expect(del.statusCode).toBe(404);
    expect(del.json()).toEqual({ error: 'Not Found', message: 'No API route DELETE /api/health.' });
  });

  it('hides an unexpected failure behind a generic 500 message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-only/crash' });
    expect(response.statusCode).toBe(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    // NODE_ENV=test is not production, so the cause is shown to help the developer.
    expect(body.details).toEqual({ cause: 'database exploded' });
  });
});

describe('a malformed URL gets the app error shape', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, accept = 'application/json') =>
    app.inject({ method: 'GET', url, headers: { accept } });

  it.each(['/api/scriptures/%E0%A4%A', '/api/%zz', '/api/scriptures/%', '/api/chat/%C0%AF/messages'])(
    'answers a bad percent-escape in the path %s with a JSON 400',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: 'Bad Request',
        message: 'The address is not valid: a % in it must be followed by two hexadecimal digits of UTF-8.',
      });
    },
  );

  it.each([
    '/api/search?q=%zz',
    '/api/search?q=%E0%A4%A',
    '/api/search?q=love&religion=%E0%A4',
    '/api/search?q%ZZ=love',
    '/api/health?x=%',
  ])(
    'answers a bad percent-escape in the query string %s with a JSON 400, not a missing value',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Bad Request',
        message:
          'The query string is not valid: a % in it must be followed by two hexadecimal digits of UTF-8.',
      });
    },
  );

  it('still decodes well-formed escapes, + as a space, and repeated keys', async () => {
    const search = await get('/api/search?q=%E0%A4%B9%E0%A5%87+love&limit=%35');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toMatchObject({ query: 'हे love', results: [] });
    const repeated = await get('/api/search?q=love&q=mercy');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().details.issues[0].path).toBe('querystring.q');
  });

  // Outside /api the reader is usually a person following a broken link: a browser (Accept: text/html) gets a
  // small 400 page with a way home instead of the single-page app, which could not route the address either;
  // any other client gets the same JSON as the API.
  it('answers a malformed address outside /api with a 400 page for a browser and JSON otherwise', async () => {
    for (const url of ['/reader/%E0%A4%A', '/reader/john?verse=%zz']) {
      const page = await get(url, 'text/html,application/xhtml+xml');
      expect(page.statusCode, url).toBe(400);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('This address is not valid');
      expect(page.body).toContain('<a href="/">');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      const json = await get(url, '*/*');
      expect(json.statusCode).toBe(400);
      expect(apiErrorSchema.parse(json.json()).error).toBe('Bad Request');
    }
  });
});

describe('a client that drops its connection', () => {
  const lines: Array<{ level: number; msg: string; code?: string }> = [];
  let waiters: Array<() => void> = [];
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: 'tmp/test-data',
      CORPUS_AUTO_IMPORT: 'false',
    });
    const logStream = {
      write(line: string) {
        lines.push(JSON.parse(line));
        for (const wake of waiters) wake();
        waiters = [];
      },
    };
    app = await buildApp({ config, database: await openTestDatabase(), migrate: false, logStream });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Resolves when a log line matching `test` has been written (bounded by the test's own timeout). */
  async function logLine(test: (line: (typeof lines)[number]) => boolean) {
    for (;;) {
      const found = lines.find(test);
      if (found) return found;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }

  it('is logged as a closed connection at info level, not as a database outage or an error', async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    const body = JSON.stringify({ name: 'Ruth', email: 'ruth@example.com', message: 'Whither thou goest' });
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length * 2}\r\n\r\n${body}`,
    );
    // Destroyed once the server has begun reading the body: it waits for the other half that never comes.
    await logLine((line) => line.msg === 'incoming request');
    socket.destroy();

    // The error handler's verdict on the failed body read, whichever it is.
    const verdicts = ['client closed the connection', 'database unavailable', 'unhandled error'];
    const verdict = await logLine((line) => verdicts.includes(line.msg));
    expect(verdict).toMatchObject({ msg: 'client closed the connection', code: 'ECONNRESET' });
    expect(verdict.level).toBeLessThanOrEqual(40);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('still answers a client that stays after its whole body was read (the request stream is then over)', async () => {
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Ruth',
        email: 'not an address',
        message: 'Whither thou goest, I will go',
      }),
    });
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.message).toBe('Please enter a valid email address.');
    expect(body.details).toEqual({ issues: [expect.objectContaining({ path: 'body.email' })] });
  });
});
