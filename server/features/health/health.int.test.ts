import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports the database as reachable and the offline providers as active', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.database).toMatchObject({
      ok: true,
      driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
    expect(body.providers).toEqual({
      guide: 'offline',
      voices: ['browser', 'offline'],
      mail: 'dev-outbox',
      googleSignIn: false,
    });
    expect(body.sharedState).toBe('memory');
  });

  it('names configured providers', async () => {
    const configured = await createTestApp({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      ELEVENLABS_API_KEY: 'key',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    try {
      const body = (await configured.inject({ method: 'GET', url: '/api/health' })).json();
      expect(body.providers.guide).toBe('openai-compatible');
      expect(body.providers.voices[0]).toBe('elevenlabs');
      expect(body.providers.mail).toBe('smtp');
    } finally {
      await configured.close();
    }
  });
});
