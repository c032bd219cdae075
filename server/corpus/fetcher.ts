import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ManifestFile, SourceManifest } from './manifest';

/** The source cannot be reached at all (no mirror, no network): it is reported as missing, not failed. */
export class SourceUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceUnavailableError';
  }
}

/** A file's bytes differ from the pinned sha256, or the server answered with an error: the import fails. */
export class SourceIntegrityError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceIntegrityError';
  }
}

export type FetcherOptions = {
  /** CORPUS_MIRROR: read DIR/OWNER/REPO/PATH instead of downloading. */
  mirrorDir?: string;
  /** CORPUS_BASE_URL: download BASE/OWNER/REPO/COMMIT/PATH. */
  baseUrl: string;
  /** DATA_DIR/corpus-cache: verified downloads are kept here for the next start. */
  cacheDir: string;
  concurrency?: number;
  timeoutMs?: number;
  /**
   * The file list to fetch and check in place of a source's pinned one: the fixture library's manifests, whose
   * sha256s are those of its cut-down files. Absent, the pinned manifest is the only one a file is checked against.
   */
  manifestFor?: (pinned: SourceManifest) => SourceManifest;
  /** Added to a remote source's import version, so a library imported from other files is never taken for it. */
  versionTag?: string;
};

/** The verified files of one source, read by its importer. */
export class SourceFiles {
  constructor(
    readonly manifest: SourceManifest,
    private readonly contents: Map<string, Buffer>,
  ) {}

  get paths(): string[] {
    return [...this.contents.keys()];
  }

  text(filePath: string): string {
    const bytes = this.contents.get(filePath);
    if (!bytes) throw new Error(`${filePath} is not in the ${this.manifest.name} manifest`);
    return bytes.toString('utf8');
  }

  json<T = unknown>(filePath: string): T {
    return JSON.parse(this.text(filePath)) as T;
  }
}

/** RFC 3986 path segments: spaces and apostrophes (Sefaria's file names) must be percent-encoded. */
export function encodeUrlPath(filePath: string): string {
  return filePath
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  // undici reports every connection problem as "fetch failed" with the system error as its cause.
  return error instanceof TypeError || error.message === 'fetch failed';
}

/**
 * Gets remote source files from a local mirror or by download (cached), and checks every file against the
 * manifest's sha256 before any importer sees it.
 */
export class CorpusFetcher {
  private readonly concurrency: number;
  private readonly timeoutMs: number;

  constructor(private readonly options: FetcherOptions) {
    this.concurrency = options.concurrency ?? 8;
    this.timeoutMs = options.timeoutMs ?? 60_000;
  }

  get mode(): 'mirror' | 'network' {
    return this.options.mirrorDir ? 'mirror' : 'network';
  }

  get versionTag(): string {
    return this.options.versionTag ?? '';
  }

  urlOf(manifest: SourceManifest, filePath: string): string {
    const base = this.options.baseUrl.replace(/\/+$/, '');
    return `${base}/${manifest.owner}/${manifest.repo}/${manifest.commit}/${encodeUrlPath(filePath)}`;
  }

  /** Every file of the source, verified; `onProgress` is called after each one (for a progress bar). */
  async fetchSource(
    pinned: SourceManifest,
    onProgress?: (done: number, total: number) => void,
  ): Promise<SourceFiles> {
    const manifest = this.options.manifestFor ? this.options.manifestFor(pinned) : pinned;
    const contents = new Map<string, Buffer>();
    const queue = [...manifest.files];
    let failed = false;
    const worker = async () => {
      for (let file = queue.shift(); file && !failed; file = queue.shift()) {
        try {
          contents.set(file.path, await this.fetchFile(manifest, file));
        } catch (error) {
          failed = true;
          throw error;
        }
        onProgress?.(contents.size, manifest.files.length);
      }
    };
    // Settle every worker before reporting the first error, so nothing keeps writing to the cache afterwards.
    const results = await Promise.allSettled(
      Array.from({ length: Math.min(this.concurrency, queue.length) }, worker),
    );
    const rejection = results.find((result) => result.status === 'rejected');
    if (rejection) throw rejection.reason;
    // Keep the manifest's order, whatever order the downloads finished in.
    const ordered = new Map(manifest.files.map((file) => [file.path, contents.get(file.path)!]));
    return new SourceFiles(manifest, ordered);
  }

  private async fetchFile(manifest: SourceManifest, file: ManifestFile): Promise<Buffer> {
    if (this.options.mirrorDir) return this.readMirror(this.options.mirrorDir, manifest, file);
    const cachePath = path.join(
      this.options.cacheDir,
      manifest.owner,
      manifest.repo,
      manifest.commit,
      file.path,
    );
    const cached = await readFile(cachePath).catch(() => undefined);
    if (cached && sha256(cached) === file.sha256) return cached;
    const bytes = await this.download(manifest, file);
    await mkdir(path.dirname(cachePath), { recursive: true });
    // Write then rename, so a kill mid-write never leaves a truncated file that looks cached.
    const partial = `${cachePath}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, cachePath);
    return bytes;
  }

  private async readMirror(mirrorDir: string, manifest: SourceManifest, file: ManifestFile): Promise<Buffer> {
    const location = path.join(mirrorDir, manifest.owner, manifest.repo, file.path);
    let bytes: Buffer;
    try {
      bytes = await readFile(location);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new SourceUnavailableError(`${location} is not in the mirror (CORPUS_MIRROR=${mirrorDir})`);
      }
      throw error;
    }
    this.verify(bytes, manifest, file, location);
    return bytes;
  }

  private async download(manifest: SourceManifest, file: ManifestFile): Promise<Buffer> {
    const url = this.urlOf(manifest, file.path);
    let lastError: unknown;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(this.timeoutMs) });
      } catch (error) {
        lastError = error;
        if (!isNetworkError(error)) throw error;
        // Offline (DNS or connection refused) fails the same way every time: report at once.
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code === 'ENOTFOUND' || code === 'ECONNREFUSED' || code === 'EAI_AGAIN') break;
        continue;
      }
      if (response.status >= 500 && attempt < 3) {
        lastError = new Error(`HTTP ${response.status}`);
        continue;
      }
      if (!response.ok) {
        throw new SourceIntegrityError(
          `Downloading ${url} failed: HTTP ${response.status} ${response.statusText}`,
        );
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      this.verify(bytes, manifest, file, url);
      return bytes;
    }
    const reason =
      lastError instanceof Error
        ? ((lastError.cause as Error | undefined)?.message ?? lastError.message)
        : '';
    throw new SourceUnavailableError(`cannot reach ${new URL(url).host}${reason ? ` (${reason})` : ''}`);
  }

  private verify(bytes: Buffer, manifest: SourceManifest, file: ManifestFile, location: string): void {
    const actual = sha256(bytes);
    if (actual !== file.sha256) {
      throw new SourceIntegrityError(
        `sha256 mismatch for ${manifest.owner}/${manifest.repo}/${file.path} (${location}): ` +
          `expected ${file.sha256}, got ${actual}; nothing of ${manifest.name} was imported`,
      );
    }
  }
}
