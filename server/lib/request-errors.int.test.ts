import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../common/api/errors';
import { createTestApp } from '../test/test-app';
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
    expect(apiErrorSchema.parse(response.json()).message).toMatch(/^body: .*object/);
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
    expect(body.message).toBe('body: unknown field isAdmin');
  });

  it('answers a missing or wrong-typed field with 400 naming the field', async () => {
    const missing = await post(JSON.stringify({ reference: 'John 3:16' }));
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json()).message).toMatch(/^body\.note: /);
    const wrongType = await post(JSON.stringify({ reference: 316, note: 'love' }));
    expect(wrongType.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wrongType.json()).message).toMatch(/^body\.reference: /);
  });

  it('answers a bad query parameter with 400', async () => {
    const response = await post(
      JSON.stringify({ reference: 'John 3:16', note: 'love' }),
      'application/json',
      '/api/test-only/notes?draft=maybe',
    );
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(/^querystring\.draft: /);
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
