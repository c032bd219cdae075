import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SourceIntegrityError } from './fetcher';
import { fixtureMirrorDir, loadFixtureManifest } from './fixture-library';
import { findFullLibrary } from './full-library-origin';
import type { SourceManifest } from './manifest';
import { startMirrorServer, type MirrorServer } from './test-mirror-server';

// The fixture library's files stand in for the pinned sources: a real HTTP server laid out like
// raw.githubusercontent.com serves them, so the download, the sha256 check and the cache are the app's own.
const manifests = ['gita', 'ebt-dhp'].map((name) => loadFixtureManifest(name)!) as SourceManifest[];
const firstFile = (manifest: SourceManifest) => manifest.files[0]!.path;
/** A port nothing listens on: connection refused, as on a machine without network. */
const unreachable = 'http://127.0.0.1:9';

describe('finding the full library for the full-library tests', () => {
  let server: MirrorServer;
  let cacheDir: string;

  beforeAll(async () => {
    server = await startMirrorServer(fixtureMirrorDir);
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'sc-full-library-'));
    server.tamper.clear();
    return () => rm(cacheDir, { recursive: true, force: true });
  });

  it('reads the mirror when CORPUS_MIRROR is set, without downloading anything', async () => {
    const origin = await findFullLibrary({ CORPUS_MIRROR: fixtureMirrorDir }, { cacheDir, manifests });
    expect(origin).toEqual({ available: true, mirrorDir: fixtureMirrorDir });
    expect(server.requests).toHaveLength(0);
  });

  it('downloads every pinned file into the cache, and later finds it there with no network', async () => {
    const online = await findFullLibrary({ CORPUS_BASE_URL: server.baseUrl }, { cacheDir, manifests });
    expect(online).toEqual({ available: true, download: { baseUrl: server.baseUrl, cacheDir } });
    for (const manifest of manifests) {
      const cached = path.join(cacheDir, manifest.owner, manifest.repo, manifest.commit, firstFile(manifest));
      expect(existsSync(cached)).toBe(true);
    }

    const offline = await findFullLibrary({ CORPUS_BASE_URL: unreachable }, { cacheDir, manifests });
    expect(offline).toEqual({ available: true, download: { baseUrl: unreachable, cacheDir } });
  });

  it('offline with neither a mirror nor a cache, says in one line why the tests skip and how to run them', async () => {
    const origin = await findFullLibrary({ CORPUS_BASE_URL: unreachable }, { cacheDir, manifests });
    expect(origin.available).toBe(false);
    if (origin.available) return;
    expect(origin.reason).toMatch(/^Full-library tests will be skipped: CORPUS_MIRROR is not set/);
    expect(origin.reason).toContain('cannot reach 127.0.0.1:9');
    expect(origin.reason).toContain('with network access');
    expect(origin.reason).not.toContain('\n');
  });

  it('refuses a download whose bytes differ from the pinned sha256 instead of skipping', async () => {
    const manifest = manifests[0]!;
    server.tamper.add(`${manifest.owner}/${manifest.repo}/${firstFile(manifest)}`);
    await expect(
      findFullLibrary({ CORPUS_BASE_URL: server.baseUrl }, { cacheDir, manifests }),
    ).rejects.toBeInstanceOf(SourceIntegrityError);
  });
});
