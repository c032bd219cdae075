import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/project-root';
import { CorpusFetcher, SourceUnavailableError } from './fetcher';
import { sourceManifestSchema, type SourceManifest } from './manifest';
import type { CorpusSource } from './types';

/**
 * The small fixture library committed with the code: a few chapters of every remote source, cut from the pinned
 * files and laid out like the corpora mirror (fixtures/mirror/OWNER/REPO/PATH), with manifests of their own
 * sha256s (fixtures/manifests, written by build-fixtures.ts). Tests and CORPUS_FIXTURES=true import it through
 * the same fetcher and importers as the full sources.
 */
export const fixturesDir = path.join(projectRoot, 'server', 'corpus', 'fixtures');
export const fixtureMirrorDir = path.join(fixturesDir, 'mirror');
export const fixtureManifestsDir = path.join(fixturesDir, 'manifests');

/** Tagged onto remote sources' import versions: a fixture import never passes for the full one. */
export const fixtureVersionTag = '+fixtures';

const cache = new Map<string, SourceManifest | null>();

/** The fixture manifest standing in for a pinned one, or undefined when that source has no fixtures (hadith). */
export function loadFixtureManifest(name: string): SourceManifest | undefined {
  if (!cache.has(name)) {
    const file = path.join(fixtureManifestsDir, `${name}.json`);
    cache.set(
      name,
      existsSync(file) ? sourceManifestSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  return cache.get(name) ?? undefined;
}

/** The fixture manifest of a pinned one; a source without fixtures is unavailable, like one not in the mirror. */
export function fixtureManifestFor(pinned: SourceManifest): SourceManifest {
  const fixture = loadFixtureManifest(pinned.name);
  if (!fixture) {
    throw new SourceUnavailableError(
      `${pinned.name} is not in the fixture library (server/corpus/fixtures/README.md says why)`,
    );
  }
  if (fixture.owner !== pinned.owner || fixture.repo !== pinned.repo || fixture.commit !== pinned.commit) {
    // Cut from another commit than the one pinned: the fixtures no longer show what the importer will read.
    throw new Error(
      `The fixture manifest of ${pinned.name} is for ${fixture.owner}/${fixture.repo}@${fixture.commit}, ` +
        `the pinned one for ${pinned.owner}/${pinned.repo}@${pinned.commit}: run ` +
        `npx tsx server/corpus/build-fixtures.ts --mirror <your mirror>`,
    );
  }
  return fixture;
}

/**
 * A fetcher of the fixture library: read from the fixture folder, or downloaded from `baseUrl` when a test
 * serves that folder over HTTP, every file checked against its fixture sha256.
 */
export function fixtureFetcher(options: { cacheDir: string; baseUrl?: string }): CorpusFetcher {
  return new CorpusFetcher({
    mirrorDir: options.baseUrl ? undefined : fixtureMirrorDir,
    baseUrl: options.baseUrl ?? 'http://fixtures.invalid',
    cacheDir: options.cacheDir,
    manifestFor: fixtureManifestFor,
    versionTag: fixtureVersionTag,
  });
}

/** The sources the fixture library can import: every npm source, and the remote ones that have fixtures. */
export function inFixtureLibrary(source: CorpusSource): boolean {
  return !source.manifest || loadFixtureManifest(source.manifest().name) !== undefined;
}
