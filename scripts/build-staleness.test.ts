import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientBuildReason, clientSourcesHash } from './client-build.mjs';
import { serverBuildReason } from './server-build.mjs';

describe('build staleness', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const write = (relative: string, text: string, modifiedAt: Date) => {
    const file = path.join(root as string, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    utimesSync(file, modifiedAt, modifiedAt);
    for (let dir = path.dirname(file); dir !== root; dir = path.dirname(dir))
      utimesSync(dir, modifiedAt, modifiedAt);
  };

  it('asks for a build when dist/client is missing, then only when a client source is newer', () => {
    root = mkdtempSync(path.join(tmpdir(), 'sacred-circle-build-'));
    const earlier = new Date('2026-11-01T10:00:00Z');
    const later = new Date('2026-11-01T11:00:00Z');
    write('client/src/main.tsx', 'createRoot(document.getElementById("root")!)', earlier);
    write('common/api/health.ts', 'export const healthResponseSchema = {};', earlier);
    expect(clientBuildReason(root)).toBe('dist/client is missing');

    write('dist/client/index.html', '<div id="root"></div>', later);
    expect(clientBuildReason(root)).toBeNull();

    write(
      'common/api/health.ts',
      'export const healthResponseSchema = { status: "ok" };',
      new Date('2026-11-01T12:00:00Z'),
    );
    expect(clientBuildReason(root)).toBe('the client sources changed since the last build');
  });

  it('asks for a bundle when dist/server is missing, then only when a server or common source is newer', () => {
    root = mkdtempSync(path.join(tmpdir(), 'sacred-circle-server-build-'));
    const earlier = new Date('2026-11-01T10:00:00Z');
    write('server/main.ts', 'await main();', earlier);
    write('common/api/health.ts', 'export const healthResponseSchema = {};', earlier);
    write('client/src/main.tsx', 'createRoot(root)', earlier);
    expect(serverBuildReason(root)).toBe('dist/server is missing');

    write('dist/server/main.mjs', 'await main();', new Date('2026-11-01T11:00:00Z'));
    expect(serverBuildReason(root)).toBeNull();

    // A client-only change does not touch the server bundle.
    write('client/src/main.tsx', 'createRoot(root, {})', new Date('2026-11-01T12:00:00Z'));
    expect(serverBuildReason(root)).toBeNull();

    write(
      'common/api/health.ts',
      'export const healthResponseSchema = { ok: 1 };',
      new Date('2026-11-01T13:00:00Z'),
    );
    expect(serverBuildReason(root)).toBe('the server sources changed since the last build');
  });

  it('keys a cached client build on the sources content, not their times, and ignores the server', () => {
    root = mkdtempSync(path.join(tmpdir(), 'sacred-circle-build-key-'));
    const earlier = new Date('2026-11-01T10:00:00Z');
    write('client/src/main.tsx', 'createRoot(root)', earlier);
    write('common/api/health.ts', 'export const healthResponseSchema = {};', earlier);
    write('server/main.ts', 'await main();', earlier);
    const key = clientSourcesHash(root);

    // A fresh clone: the same bytes written later have the same key.
    write('client/src/main.tsx', 'createRoot(root)', new Date('2026-11-02T10:00:00Z'));
    write('server/main.ts', 'await main(); // server only', new Date('2026-11-02T10:00:00Z'));
    expect(clientSourcesHash(root)).toBe(key);

    write('common/api/health.ts', 'export const healthResponseSchema = { ok: 1 };', earlier);
    expect(clientSourcesHash(root)).not.toBe(key);
    write('common/api/health.ts', 'export const healthResponseSchema = {};', earlier);
    write('client/src/renamed.tsx', 'createRoot(root)', earlier);
    expect(clientSourcesHash(root)).not.toBe(key);
  });
});
