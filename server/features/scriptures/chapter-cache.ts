import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * The exact bytes to send, encoded once: a string body would be measured (Buffer.byteLength) and encoded to
 * UTF-8 again on every response, ~2-34 kB of Arabic, Hebrew or Pali a chapter.
 */
export type CachedResponse = { body: Buffer; etag: string };

/** A strong ETag from the exact bytes sent, so identical text stays cacheable across restarts. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function cachedResponseOf(json: string): CachedResponse {
  const body = Buffer.from(json, 'utf8');
  return { body, etag: etagOf(body) };
}

/** RFC 9110 If-None-Match: a list of (possibly weak) tags, or '*'. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Serialised chapter responses, least recently used dropped first once over the byte budget. A chapter read is then one lookup: the hot path the reader hits on every chapter
 * change. A new library generation empties it, since every chapter may have changed.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private generation = '';

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, CachedResponse>({
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.body.length),
    });
  }

  get(generation: string, key: string): CachedResponse | undefined {
    if (generation !== this.generation) return undefined;
    return this.entries.get(key);
  }

  set(generation: string, key: string, entry: CachedResponse): void {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    this.entries.set(key, entry);
  }
}
