import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('the OpenAPI document', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is OpenAPI 3.1 generated from the zod route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Sacred Circle API');
    const health = document.paths['/api/health'].get;
    expect(health.summary).toBe('Database, corpus and provider status');
    const schema = health.responses['200'].content['application/json'].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(['status', 'version', 'uptimeSeconds', 'database', 'corpus', 'providers']),
    );
    expect(schema.properties.database.properties.driver.enum).toEqual(['pglite', 'postgres']);
  });

  it('serves a browsable UI at /api/docs', async () => {
    const entry = await app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      entry.statusCode === 302
        ? await app.inject({ method: 'GET', url: entry.headers.location as string })
        : entry;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
  });
});
