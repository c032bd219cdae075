import path from 'node:path';
import { projectRoot } from '../lib/project-root';
import { CorpusFetcher, SourceUnavailableError } from './fetcher';
import type { SourceManifest } from './manifest';
import { corpusSources } from './registry';

/** Where the app downloads the pinned sources from when no mirror is set (the CORPUS_BASE_URL default). */
export const defaultCorpusBaseUrl = 'https://raw.githubusercontent.com';

/** The app's own download cache (DATA_DIR/corpus-cache with the default DATA_DIR): tests and `npm start` share it. */
export const defaultDownloadCacheDir = path.join(projectRoot, 'data', 'corpus-cache');

export type DownloadOrigin = { baseUrl: string; cacheDir: string };

/** Where the full library's files come from: a corpora mirror, or downloads at the pinned commits. */
export type FullLibraryOrigin =
  | { available: true; mirrorDir: string }
  | { available: true; download: DownloadOrigin }
  | { available: false; reason: string };

export type FullLibraryEnv = { CORPUS_MIRROR?: string | undefined; CORPUS_BASE_URL?: string | undefined };

/** Every remote source's pinned file list: what the full library needs besides the npm packages. */
export function pinnedManifests(): SourceManifest[] {
  return corpusSources.flatMap((source) => (source.manifest ? [source.manifest()] : []));
}

/**
 * Finds the full library's files the way the app does: the mirror when CORPUS_MIRROR is set, otherwise every
 * pinned file downloaded from CORPUS_BASE_URL into the download cache and checked by sha256 (a file already in the
 * cache with the right sha256 is not fetched again, so a machine that downloaded once can run offline). Offline
 * with neither, it says so in one line instead of failing; a file with the wrong sha256 is an error.
 */
export async function findFullLibrary(
  env: FullLibraryEnv,
  options: { cacheDir?: string; manifests?: readonly SourceManifest[] } = {},
): Promise<FullLibraryOrigin> {
  if (env.CORPUS_MIRROR) return { available: true, mirrorDir: path.resolve(env.CORPUS_MIRROR) };
  const download = {
    baseUrl: env.CORPUS_BASE_URL || defaultCorpusBaseUrl,
    cacheDir: options.cacheDir ?? defaultDownloadCacheDir,
  };
  const fetcher = new CorpusFetcher({ ...download, timeoutMs: 30_000 });
  try {
    for (const manifest of options.manifests ?? pinnedManifests()) await fetcher.fetchSource(manifest);
  } catch (error) {
    if (!(error instanceof SourceUnavailableError)) throw error;
    return {
      available: false,
      reason:
        `Full-library tests will be skipped: CORPUS_MIRROR is not set and the pinned sources cannot be downloaded ` +
        `(${error.message}). Set CORPUS_MIRROR to a copy of the scripture corpora mirror, or run the tests once ` +
        `with network access: the sources are then kept in ${path.relative(projectRoot, download.cacheDir)} for ` +
        `later runs.`,
    };
  }
  return { available: true, download };
}
