import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>Sacred Circle</title></head><body><div id="root"></div></body></html>';
const bundle = 'console.log("Guiding You Through Sacred Wisdom");';

describe('serving the built client', () => {
  let clientDir: string;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'sacred-circle-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
    writeFileSync(path.join(clientDir, 'assets', 'index-3f9a1c.js'), bundle);
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await createTestApp({}, { clientDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/profile', '/auth?mode=signup', '/no/such/page'])(
    'answers GET %s with index.html so the client router decides',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(indexHtml);
    },
  );

  it('sends the page compressed when the browser accepts it: brotli first, else gzip, else as it is', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip;q=1.0, br;q=0.5', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decode(response.rawPayload).toString('utf8'), accept).toBe(indexHtml);
    }
    for (const accept of ['identity', 'br;q=0, gzip;q=0', '']) {
      const response = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBeUndefined();
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(response.body, accept).toBe(indexHtml);
    }
  });

  it('serves hashed assets with long-lived caching and other files with short caching', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(bundle);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('serves a rebuilt client (new index.html, new hashed assets) without a restart', async () => {
    const rebuiltIndex = indexHtml.replace('<title>Sacred Circle</title>', '<title>Sacred Circle v2</title>');
    writeFileSync(path.join(clientDir, 'index.html'), rebuiltIndex);
    writeFileSync(path.join(clientDir, 'assets', 'index-77b0e2.js'), bundle);
    // Some file systems keep a coarse mtime; make sure the rewrite is seen as newer.
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(clientDir, 'index.html'), later, later);
    expect((await app.inject({ method: 'GET', url: '/dashboard' })).body).toBe(rebuiltIndex);
    // The compressed forms follow the file, not the first version read.
    const compressed = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(rebuiltIndex);
    const asset = await app.inject({ method: 'GET', url: '/assets/index-77b0e2.js' });
    expect(asset.statusCode).toBe(200);
    writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
    utimesSync(path.join(clientDir, 'index.html'), new Date(), new Date());
  });

  it('sends the security headers on pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keeps /api paths out of the fallback', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'No API route GET /api/dashboard.' });
  });

  it('answers a non-GET request to a page path with a 404 JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'Nothing at POST /dashboard.' });
  });
});

describe('without a built client', () => {
  it('says how to build it instead of failing obscurely', async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'sacred-circle-no-client-'));
    const app = await createTestApp({}, { clientDir: emptyDir });
    try {
      const response = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toBe(
        'The client is not built yet. Run `npm run build` (npm start does this for you).',
      );
      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
