import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

const worker = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}`;

describe('serving the service worker and the web manifest', () => {
  let clientDir: string;
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), 'sacred-circle-sw-'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Sacred Circle</title>');
    writeFileSync(path.join(clientDir, 'sw.js'), worker);
    writeFileSync(path.join(clientDir, 'sw.js.br'), brotliCompressSync(worker));
    writeFileSync(path.join(clientDir, 'site.webmanifest'), '{"name":"Sacred Circle"}');
    app = await createTestApp({}, { clientDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends /sw.js with no-cache, so the browser revalidates it on every update check', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(worker);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps no-cache on the pre-compressed copy', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets a same-origin worker register under the CSP (no worker-src, script-src self)', async () => {
    const csp = String(
      (await app.inject({ method: 'GET', url: '/sw.js' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('worker-src');
    expect(csp).toContain("connect-src 'self'");
  });

  it('serves the web manifest with short caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/site.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Sacred Circle' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
